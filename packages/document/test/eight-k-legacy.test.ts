import { parseEightKBody } from '../src';
import { growthRatio } from '../../../test/helpers/linearity';

describe('pre-2004 8-K bodies: legacy item headings', () => {
  it('cuts "Item 5. Other Events" and "Item 7." into today\'s 8.01 and 9.01 sections', () => {
    const body = [
      'FORM 8-K',
      'Item 5.  Other Events.',
      'On March 3, 2003, Acme Corp. announced that its board approved a two-for-one stock split.',
      'ITEM 7. FINANCIAL STATEMENTS AND EXHIBITS',
      '(c) Exhibits. 99.1 Press release.',
      'SIGNATURES',
      'Pursuant to the requirements...',
    ].join('\n');
    const b = parseEightKBody(body);
    expect(b.items).toEqual(['8.01', '9.01']);
    expect(b.legacyItems).toEqual(['5', '7']);
    expect(b.sections[0]!.text).toBe(
      'On March 3, 2003, Acme Corp. announced that its board approved a two-for-one stock split.',
    );
    expect(b.sections[1]!.text).toBe('(c) Exhibits. 99.1 Press release.');
  });

  it('reads the title on the next line, curly apostrophes and items 4, 9 and 12', () => {
    const b = parseEightKBody(
      'Item 4.\nChanges in Registrant’s Certifying Accountant\nX was dismissed.\nItem 9. Regulation FD Disclosure\nY.\nItem 12. Results of Operations and Financial Condition\nZ.',
    );
    expect(b.items).toEqual(['2.02', '4.01', '7.01']);
    expect(b.sections.find((s) => s.item === '4.01')!.text).toBe('X was dismissed.');
  });

  it('a title the filer cut short still counts ("ITEM 4: CHANGE IN REGISTRANT\'S CERTIFYING ACCOUNT")', () => {
    const b = parseEightKBody(
      "ITEM 4:           CHANGE IN REGISTRANT'S CERTIFYING ACCOUNT\n- ------\nPwC was resigning as independent accountants.",
    );
    expect(b.items).toEqual(['4.01']);
  });

  it('a page number the text extraction left before the heading ("2 ITEM 5. OTHER EVENTS.")', () => {
    expect(
      parseEightKBody('(Former Name)\n2 ITEM 5. OTHER EVENTS. The registrant has settled the case.').items,
    ).toEqual(['8.01']);
  });

  it('ignores a number whose title is not its legacy title, and current headings win', () => {
    expect(parseEightKBody('Item 5. Market for the registrant’s common equity\ntext').items).toEqual([]);
    expect(parseEightKBody('as described in Item 5 of our report').items).toEqual([]);
    const modern = parseEightKBody('Item 8.01 Other Events\nA.\nItem 5. Other Events\nB.');
    expect(modern.items).toEqual(['8.01']);
    expect(modern.legacyItems).toBeUndefined();
  });

  it('stays linear on a long run of item-like lines', () => {
    const unit = 'Item 5 Item 5. 5 item\n';
    const small = unit.repeat(12_000);
    const large = unit.repeat(48_000);
    expect(
      growthRatio(
        () => parseEightKBody(small),
        () => parseEightKBody(large),
      ),
    ).toBeLessThan(6);
  });
});
