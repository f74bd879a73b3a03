import { parseEightKBody } from '../src/forms/eight-k';

const section = (text: string) => parseEightKBody(text).sections[0]?.text;

describe('parseEightKBody: an item title and its text on one line', () => {
  it('drops only the title when the text follows it on the same line (a reflowed document)', () => {
    expect(
      section(
        'Item 8.01 Other Events On May 2, 2025, the Board of Directors declared a quarterly cash dividend of $0.25 per share.',
      ),
    ).toBe('On May 2, 2025, the Board of Directors declared a quarterly cash dividend of $0.25 per share.');
    expect(section('Item 8.01. Other Events. On May 2, 2025, the Board declared.')).toBe(
      'On May 2, 2025, the Board declared.',
    );
    expect(
      section(
        'Item 5.02 Departure of Directors or Certain Officers; Election of Directors; Appointment of Certain Officers; Compensatory Arrangements of Certain Officers. On May 1, 2025, John Doe resigned as Chief Financial Officer.',
      ),
    ).toBe('On May 1, 2025, John Doe resigned as Chief Financial Officer.');
    expect(section('Item 8.01 Other events: the company opened a new plant in Ohio.')).toBe(
      'the company opened a new plant in Ohio.',
    );
  });

  it('abridged, reordered or singular titles and other separators are titles too', () => {
    expect(
      section(
        'Item 5.02 Departure of Directors or Certain Officers: Election of Directors; Compensatory Arrangement of Certain Officers\n(b) On May 1, 2025, John Doe resigned.',
      ),
    ).toBe('(b) On May 1, 2025, John Doe resigned.');
    expect(
      section('Item 5.02 Compensatory Arrangements of Certain Officers. On May 1, 2025, the Committee approved.'),
    ).toBe('On May 1, 2025, the Committee approved.');
    expect(
      section(
        'Item 3.01 Notice of Delisting or Failure to Satisfy a Continued Listing Rule or Standard.\nOn October 3, 2025, the Company received a letter.',
      ),
    ).toBe('On October 3, 2025, the Company received a letter.');
  });

  it('a title on a line of its own still goes whole, and text without a title stays', () => {
    expect(section('Item 2.02 Results of Operations and Financial Condition\nOn May 2 the company reported.')).toBe(
      'On May 2 the company reported.',
    );
    expect(section('Item 8.01\nOn May 2, 2025, the Board declared a dividend.')).toBe(
      'On May 2, 2025, the Board declared a dividend.',
    );
  });
});
