import { decisiveActions } from '../src/classify/decisive-actions';

describe('board actions an 8.01 states outright', () => {
  const none = new Set<never>();

  it('a dividend and a buyback in one list of actions are both found, decimals and all', () => {
    const text =
      'The Board took the following actions: (a) declared a dividend in the amount of $0.72 per share, payable December 17, 2012; (b) authorized the payment of quarterly dividends; and (c) authorized the repurchase of up to another 40.0 million shares of Class A Common Stock.';
    expect(decisiveActions(text, none)).toEqual(['Dividends', 'Stock Buybacks']);
    expect(decisiveActions(text, new Set(['Dividends']))).toEqual(['Stock Buybacks']);
  });

  it('a raise stated from one amount to another', () => {
    expect(
      decisiveActions(
        'The Board authorized an increase in the regular quarterly cash dividend from $0.48 to $0.50 per share.',
        none,
      ),
    ).toEqual(['Dividends']);
  });

  it('a headcount reduction stated with its size', () => {
    expect(
      decisiveActions(
        'We have implemented an expense reduction plan, including an approximate 10% headcount reduction.',
        new Set(['Earnings Revision Guidance']),
      ),
    ).toEqual(['Staffing/Adds/Cuts']);
    expect(decisiveActions('The Company will reduce its workforce by approximately 120 employees.', none)).toEqual([
      'Staffing/Adds/Cuts',
    ]);
  });

  it("a change of the company's name", () => {
    expect(
      decisiveActions(
        'On June 28, 1999, the Company filed a Certificate of Ownership and Merger changing its name from "PhyMatrix Corp." to "Innovative Clinical Solutions, Ltd."',
        none,
      ),
    ).toEqual(['Name Change']);
  });

  it('mentions that are no action: a dividend policy, a past program, an act in another sentence', () => {
    expect(
      decisiveActions('The Company has not paid dividends and does not expect to. Shares were $4.00 per share.', none),
    ).toEqual([]);
    expect(
      decisiveActions('Repurchases under the program ended in 2019. The Board authorized it in 2015.', none),
    ).toEqual([]);
  });
});
