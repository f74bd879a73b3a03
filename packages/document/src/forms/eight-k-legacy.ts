/**
 * Pre-Aug-2004 8-K bodies number their items 1-12 ("Item 5. Other Events"). A heading counts only
 * when its title is that number's legacy title, so a list or a cross-reference ("see Item 7
 * below") is not taken for a section; each maps to today's item (same table as the header's).
 */
import { LEGACY_ITEMS } from '../sgml/items';

const LEGACY_TITLES: Readonly<Record<string, RegExp>> = {
  '1': /^changes?\s+in\s+control\s+of\s+(?:the\s+)?registrant/,
  '2': /^acquisition\s+or\s+disposition\s+of\s+assets/,
  '3': /^bankruptcy\s+or\s+receivership/,
  // Titles are seen cut short by filers ("CHANGE IN REGISTRANT'S CERTIFYING ACCOUNT").
  '4': /^changes?\s+in\s+(?:the\s+)?(?:registrant|company)'?s\s+certifying\s+account(?:ants?)?/,
  '5': /^other\s+events(?:\s+and\s+regulation\s+fd\s+disclosure)?/,
  '6': /^resignations?\s+of\s+(?:the\s+)?registrant'?s\s+directors/,
  '7': /^financial\s+statements?(?:,\s+pro\s+forma\s+financial\s+information)?,?\s+and\s+exhibits/,
  '8': /^change\s+in\s+fiscal\s+year/,
  '9': /^regulation\s+fd\s+disclosure/,
  '10': /^amendments?\s+to\s+(?:the\s+)?registrant's\s+code\s+of\s+ethics/,
  '11': /^temporary\s+suspension\s+of\s+trading/,
  '12': /^results\s+of\s+operations\s+and\s+financial\s+condition/,
};

// "Item 5." at a line start; the title must start with a letter, so the separator run and the
// title cannot trade characters (linear).
// A page number the text extraction left before it ("2 ITEM 5. OTHER EVENTS.") is skipped.
const LEGACY_HEADING =
  /^[^\S\n\r\u2028\u2029]*(?:\d{1,3}[^\S\n\r\u2028\u2029]+)?item[^\S\n\r\u2028\u2029]+(\d{1,2})(?!\.?\d)[.:\s\u2013\u2014-]*(?=[A-Za-z])/gim;

export interface LegacyMark {
  /** Today's item number. */
  item: string;
  /** The heading's own number (1-12). */
  legacy: string;
  start: number;
  /** Where the section's text starts: after the heading's title. */
  bodyStart: number;
}

/** The legacy item headings of a body, in order, with the title checked. */
export function legacyItemMarks(text: string): LegacyMark[] {
  const marks: LegacyMark[] = [];
  LEGACY_HEADING.lastIndex = 0;
  for (let m = LEGACY_HEADING.exec(text); m; m = LEGACY_HEADING.exec(text)) {
    const legacy = String(Number(m[1]));
    const titleRe = LEGACY_TITLES[legacy];
    const item = LEGACY_ITEMS[legacy];
    if (!titleRe || !item) continue;
    const titleStart = m.index + m[0].length;
    // Same length as the original: only case and apostrophes change.
    const head = text
      .slice(titleStart, titleStart + 200)
      .toLowerCase()
      .replace(/[’`]/g, "'");
    const title = titleRe.exec(head);
    if (!title) continue;
    let end = titleStart + title[0].length;
    while (end < text.length && '.:\u2013\u2014-'.includes(text[end]!)) end++;
    marks.push({ item, legacy, start: m.index, bodyStart: end });
  }
  return marks;
}
