import { itemNumberFromHeader, normaliseItems } from '../sgml/items';
import { titleAtStart } from './item-title';
import { legacyItemMarks } from './eight-k-legacy';
import { dateOfReport, registrantNameLine } from './eight-k-cover';

/** Drops the item's own title ("Results of Operations and Financial Condition.") from a section start. */
function stripItemTitle(body: string, item: string): string {
  const nl = body.indexOf('\n');
  const first = nl >= 0 ? body.slice(0, nl) : body;
  // The title and the text on one line ("Other Events On May 2, 2025, the Board declared …", a
  // reflowed document): only the title goes.
  const title = titleAtStart(first, item);
  const rest = title ? first.slice(title.length) : '';
  if (title && !rest.trim()) return nl >= 0 ? body.slice(nl + 1).trim() : '';
  if (title && (/^[A-Z(“"]/.test(rest) || (rest.length >= 20 && /[.:\u2013\u2014-]\s*$/.test(title))))
    return body.slice(title.length).trim();
  if (
    first.length <= 260 &&
    itemNumberFromHeader(first) === item &&
    !/\b(on|the company|announced)\b.{20,}/i.test(first.slice(40))
  ) {
    return nl >= 0 ? body.slice(nl + 1).trim() : '';
  }
  return body;
}

export interface ItemSection {
  item: string;
  /** The section's text after its heading, up to the next item heading. */
  text: string;
}

export interface EightKBody {
  /** Item numbers found as headings in the body. */
  items: string[];
  sections: ItemSection[];
  /** The registrant's name from the cover page ("Exact name of registrant as specified in its charter"). */
  registrantName?: string;
  /** "Date of Report (Date of earliest event reported)" as written. */
  dateOfReport?: string;
  /** Pre-Aug-2004 item numbers ("5", "7") when the sections came from legacy headings. */
  legacyItems?: string[];
}

// An item heading: "Item 2.02", "ITEM 5.02.", "Item 5.02 –", at the start of a line.
const ITEM_HEADING = /^[^\S\n\r\u2028\u2029]*item\s*(\d{1,2})\.\s?(\d{2})\b[.:\s\u2013\u2014-]*/gim;

/** Splits an 8-K body into item sections by their headings (skipping a table-of-contents mention). */
export function parseEightKBody(text: string): EightKBody {
  const marks: Array<{ item: string; start: number; bodyStart: number }> = [];
  ITEM_HEADING.lastIndex = 0;
  for (let m = ITEM_HEADING.exec(text); m; m = ITEM_HEADING.exec(text)) {
    const item = `${m[1]}.${m[2]}`;
    if (Number(m[1]) < 1 || Number(m[1]) > 9) continue;
    marks.push({ item, start: m.index, bodyStart: m.index + m[0].length });
  }
  // No current-numbering heading: a pre-2004 body may use "Item 5. Other Events" headings.
  const legacy = marks.length ? [] : legacyItemMarks(text);
  marks.push(...legacy);
  const sections: ItemSection[] = [];
  for (let i = 0; i < marks.length; i++) {
    const end = i + 1 < marks.length ? marks[i + 1]!.start : text.length;
    let body = text.slice(marks[i]!.bodyStart, end);
    const sig = body.search(/\n[^\S\n]*SIGNATURES?\s*\n/i);
    if (sig >= 0) body = body.slice(0, sig);
    body = stripItemTitle(body.trim(), marks[i]!.item);
    const existing = sections.find((s) => s.item === marks[i]!.item);
    if (existing) existing.text += `\n${body.trim()}`;
    else sections.push({ item: marks[i]!.item, text: body.trim() });
  }
  return {
    items: normaliseItems(sections.map((s) => s.item)),
    sections,
    registrantName: registrantNameLine(text)?.trim(),
    dateOfReport: dateOfReport(text),
    ...(legacy.length ? { legacyItems: [...new Set(legacy.map((l) => l.legacy))] } : {}),
  };
}
