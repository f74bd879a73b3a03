import type { Draft } from '../draft';
import type { FormContext } from './families';
import { stripBoilerplateHead } from '../text-rules';

/**
 * Proposals that make a proxy statement news: a routine annual meeting (directors, auditor, say on
 * pay) is not, and gives no event; a reverse split, more authorized shares, a sale of the company
 * or its assets, a new name or home state is, with the meeting that decides it.
 */
const NOTABLE: ReadonlyArray<readonly [RegExp, string]> = [
  [/\breverse\s+(?:stock\s+)?split\b/i, 'approve a reverse stock split'],
  [
    /\bincrease\s+(?:in\s+)?(?:the\s+(?:total\s+)?number\s+of\s+)?(?:the\s+Company['’]s\s+)?authorized\s+shares\b/i,
    'approve an increase in authorized shares',
  ],
  [
    /\b(?:adopt|approve)\s+(?:the\s+)?(?:agreement\s+and\s+plan\s+of\s+merger|merger\s+agreement)\b/i,
    'approve a merger',
  ],
  [
    /\bsale\s+of\s+(?:all\s+or\s+)?substantially\s+all\s+(?:of\s+)?(?:the\s+Company['’]s\s+|its\s+|our\s+)?assets\b/i,
    'approve a sale of substantially all assets',
  ],
  [/\bchange\s+(?:the\s+Company['’]s\s+|its\s+|our\s+)?(?:corporate\s+)?name\b/i, 'approve a name change'],
  [/\breincorporat\w*\b/i, 'approve a reincorporation'],
  [
    /\bconver(?:t|sion)\s+(?:the\s+Company\s+)?(?:from|into)\s+an?\s+(?:open|closed)-end\b/i,
    'approve a change of fund structure',
  ],
];

const MEETING =
  /\b(annual|special)\s+meeting\s+of\s+(?:share|stock)holders\b[^.]{0,120}?\bto\s+be\s+held\s+on\s+(?:[A-Z][a-z]+day,\s+)?((?:January|February|March|April|May|June|July|August|September|October|November|December|JANUARY|FEBRUARY|MARCH|APRIL|MAY|JUNE|JULY|AUGUST|SEPTEMBER|OCTOBER|NOVEMBER|DECEMBER)\s+\d{1,2},\s+\d{4})/i;

/** "MAY 14, 2020" → "May 14, 2020". */
const readableDate = (d: string) =>
  d.replace(/\b([A-Z])([A-Z]+)\b/g, (_m, a: string, b: string) => a + b.toLowerCase());

/** DEF 14A, PRE 14A: a meeting whose notice puts a notable proposal to the shareholders. */
export function classifyProxy({ ctx, company, form }: FormContext): Draft[] {
  const text = stripBoilerplateHead(ctx.textReader(ctx.requirePrimary()), 60_000);
  // The notice of meeting lists the proposals; it comes first in a proxy statement.
  const notice = text.slice(0, 20_000);
  const acts = NOTABLE.filter(([re]) => re.test(notice)).map(([, act]) => act);
  if (!acts.length) return [];
  const meeting = MEETING.exec(notice);
  const directors = /\bto\s+elect\s+(?:\w+\s+){0,3}directors?\b/i.test(notice) ? ['elect directors'] : [];
  const all = [...directors, ...acts];
  const list = all.length > 1 ? `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}` : all[0]!;
  const at = meeting ? ` at its ${readableDate(meeting[2]!)} ${meeting[1]!.toLowerCase()} meeting` : '';
  // The summary tells the proposals: the notice's list ("for the following purposes: 1. To elect …").
  const purposes = /\b(?:for\s+the\s+following\s+purposes|to\s+consider\s+and\s+vote\s+upon)\b/i.exec(notice);
  // The notable proposals in the notice's own words ("To approve an amendment … to effect a reverse
  // stock split … by a ratio of not less than 1-for-2 …"), definitions in parentheses dropped.
  const proposals = (purposes ? notice.slice(purposes.index, purposes.index + 4_000) : '')
    .split(/(?:^|\s|;)\d{1,2}\.\s*(?=To\s)/)
    .map((p) =>
      p
        .split(/;|\.(?=\s|$)/)[0]!
        .replace(/ ?\([^()]{0,200}\)/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((p) => /^To\s/.test(p) && NOTABLE.some(([re]) => re.test(p)))
    .slice(0, 2)
    .map((p) => {
      const body = `${p.charAt(0).toLowerCase()}${p.slice(1)}`;
      return body.length > 300
        ? `Shareholders are asked ${body.slice(0, body.lastIndexOf(' ', 300))} …`
        : `Shareholders are asked ${body}.`;
    });
  const when = meeting
    ? [`The ${meeting[1]!.toLowerCase()} meeting is to be held on ${readableDate(meeting[2]!)}.`]
    : [];
  return [
    {
      category: 'Shareholder Vote',
      items: [],
      reason: `${form} proxy statement with a notable proposal`,
      text: purposes ? notice.slice(purposes.index, purposes.index + 4_000) : text,
      secondary: null,
      facts: { form, notable_proposal: true },
      headline: `${company} asks shareholders to ${list}${at} (${form}).`,
      ...(proposals.length ? { summary: [...proposals, ...when].join(' ') } : {}),
    },
  ];
}
