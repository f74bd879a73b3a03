import { coverOffer, coverSecurity } from '../src/classify/forms/prospectus-cover';

/** Covers in the shapes EDGAR's prospectuses use (phrasings written for the test). */
describe("a prospectus cover's offer", () => {
  it('an amount line and the security line below it', () => {
    expect(
      coverOffer(
        'Filed Pursuant to Rule 424(b)(5)\nPROSPECTUS SUPPLEMENT\n(To Prospectus dated May 24, 2023)\n$150,000,000\nAcme Corp.\nClass A Common Stock\nWe are offering shares of our Class A common stock, par value $0.001 per share, pursuant to this prospectus supplement.',
      ),
    ).toEqual({ amount: '$150,000,000', security: 'Class A Common Stock', preliminary: false });
  });

  it('a share count naming its security; "Up to"; a preliminary supplement', () => {
    expect(
      coverOffer('(To Prospectus dated May 22, 2024)\nAcme Corp.\n330,000 Shares of Common Stock\nWarrants'),
    ).toEqual({
      amount: '330,000 shares',
      security: 'Common Stock',
      preliminary: false,
    });
    expect(
      coverOffer(
        'SUBJECT TO COMPLETION\nPRELIMINARY PROSPECTUS SUPPLEMENT\n(To Prospectus dated March 22, 2024)\nUp to $4,000,000,000\nCommon Stock',
      ),
    ).toEqual({ amount: 'up to $4,000,000,000', security: 'Common Stock', preliminary: true });
  });

  it('a shelf listing several kinds registers securities, not the first kind; a resale says so', () => {
    expect(
      coverOffer(
        'PROSPECTUS\n$300,000,000\nAcme Corp.\nCommon Stock\nPreferred Stock\nDebt Securities\nUnits\nWe may offer, issue and sell from time to time up to $300,000,000 of the securities listed above.',
      )!.security,
    ).toBe('securities (Common Stock, Preferred Stock, Debt Securities and others)');
    expect(
      coverOffer(
        'PROSPECTUS\n500,000 Shares of Common Stock to be Offered by the Selling Stockholder\nThe selling stockholder may sell.',
      )!.security,
    ).toBe('Common Stock for resale by selling stockholders');
  });

  it('no amount on the cover, nothing stated', () => {
    expect(
      coverOffer(
        'PRELIMINARY PROSPECTUS SUPPLEMENT\n(To Prospectus dated November 29, 2024)\nShares\nCommon Stock\nWe are offering shares.',
      ),
    ).toBeUndefined();
  });

  it('a blank cover amount still says what is offered ("We are offering for sale shares of our common stock")', () => {
    const cover =
      'PRELIMINARY PROSPECTUS SUPPLEMENT\n(To Prospectus dated November 29, 2024)\nShares\nCommon Stock\nWe are offering for sale shares of our common stock, $0.01 par value per share.';
    expect(coverOffer(cover)).toBeUndefined();
    expect(coverSecurity(cover)).toBe('common stock');
    expect(
      coverSecurity('We are offering $500,000,000 aggregate principal amount of our 5.25% Senior Notes due 2031.'),
    ).toBe('5.25% Senior Notes due 2031');
    expect(coverSecurity('The selling stockholders are offering shares of common stock.')).toBeUndefined();
  });
});
