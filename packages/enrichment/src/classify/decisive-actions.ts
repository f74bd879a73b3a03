import type { EventCategory } from '@nes/contracts';

/**
 * Board actions an 8.01/7.01 states outright, each an event of its own however the rest of the
 * section scores: "the Board (a) declared a dividend of $0.72 per share … (b) authorized the
 * repurchase of up to another 40.0 million shares" is a dividend and a buyback, not the one the
 * section's words lean to. Each pattern needs the act and its object in one sentence.
 */
/** Within one sentence: no full stop or semicolon, but decimals ("$0.48", "40.0 million") pass. */
const SPAN = String.raw`(?:[^.;]|\.\d)`;

const DECISIVE: ReadonlyArray<{ category: EventCategory; pattern: RegExp }> = [
  {
    category: 'Dividends',
    pattern: new RegExp(
      String.raw`\b(?:declared|declares|approved|authori[sz]ed|increased|raised)\b${SPAN}{0,80}\bdividends?\b${SPAN}{0,60}?(?:US)?\$\s?\d+(?:\.\d+)?\s+per\s+(?:common\s+|ordinary\s+)?share\b`,
      'i',
    ),
  },
  {
    category: 'Stock Buybacks',
    pattern: new RegExp(
      String.raw`\bauthori[sz](?:ed|es)\b${SPAN}{0,80}\b(?:re)?purchase\b${SPAN}{0,80}\b(?:shares|common stock|stock)\b|\b(?:approved|authori[sz]ed|announced)\b${SPAN}{0,40}\b(?:share|stock) (?:repurchase|buy-?back) (?:program|plan|authori[sz]ation)\b`,
      'i',
    ),
  },
  {
    // "an approximate 10% headcount reduction", "reduce its workforce by 120 employees".
    category: 'Staffing/Adds/Cuts',
    pattern: new RegExp(
      String.raw`\b\d+(?:\.\d+)?\s?%\s+(?:headcount|workforce|staff)\s+reduction\b|\breduc\w*\s+(?:its\s+|our\s+|the\s+)?(?:workforce|headcount|staff)\s+by\s+(?:approximately\s+|about\s+)?\d`,
      'i',
    ),
  },
  {
    // "filed a Certificate of Ownership and Merger … changing its name from "PhyMatrix Corp." to …".
    category: 'Name Change',
    pattern:
      /\bchang(?:ed|es|ing)\s+(?:its|the\s+Company['’]s|the\s+Registrant['’]s|our)\s+(?:corporate\s+|legal\s+)?name\s+(?:from|to)\b|\bchanged\s+its\s+name\b/i,
  },
];

/** The decisive board actions of a section not already among `have`. */
export function decisiveActions(section: string, have: ReadonlySet<EventCategory>): EventCategory[] {
  const head = section.slice(0, 20_000);
  return DECISIVE.filter((d) => !have.has(d.category) && d.pattern.test(head)).map((d) => d.category);
}
