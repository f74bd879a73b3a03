import type { EventCategory } from '@nes/contracts';
import { MONEY_SRC, money } from './patterns';

/**
 * An agreement's value, when the headline names the agreement but not what it is worth ("X enters
 * into a License Agreement with Hanmaru" while the next sentence says "an upfront payment of $75
 * million"). Only phrases that tie the amount to the deal are read, in the agreement's sentence
 * and the two after it; an amount already in place ("existing", "outstanding") never.
 */
/** A value phrase: its pattern, and what the headline adds from its match (`about`: "approximately "). */
interface ValuePhrase {
  re: RegExp;
  say: (m: RegExpExecArray) => string;
  /** The categories the phrase is a value of, when not every priced one's. */
  only?: ReadonlySet<EventCategory>;
}
const amountAt = (m: RegExpExecArray, i: number) => money(m[i]!);
/** The qualifier before an amount as said: "up to" stays a ceiling; "approximately"/"about" is approximately. */
const about = (g: string | undefined) => (!g ? '' : /^up\s+to/i.test(g) ? 'up to ' : 'approximately ');

const VALUE_PHRASES: readonly ValuePhrase[] = [
  {
    re: new RegExp(String.raw`\bupfront\s+(?:cash\s+)?payment\s+of\s+(approximately\s+)?(${MONEY_SRC})`, 'i'),
    say: (m) => `, with an upfront payment of ${about(m[1])}${amountAt(m, 2)}`,
  },
  {
    re: new RegExp(
      String.raw`\b(?:estimated\s+)?(?:total\s+|aggregate\s+)?contract\s+value\s+of\s+(approximately\s+|about\s+|up\s+to\s+)?(${MONEY_SRC})`,
      'i',
    ),
    say: (m) => `, valued at ${about(m[1])}${amountAt(m, 2)}`,
  },
  // "The aggregate consideration consisted of $140 million in cash and 4,250,000 shares of the
  // Company's common stock": the shares are part of the price, not left out of it.
  {
    re: new RegExp(
      String.raw`\b(?:aggregate\s+|total\s+)?consideration\s+(?:consisted|consists|consisting)\s+of\s+(approximately\s+|about\s+)?(${MONEY_SRC})(?:\s+in\s+cash(\s+and\s+[\d,.]+(?:\s+million)?\s+shares))?`,
      'i',
    ),
    say: (m) => `, for ${about(m[1])}${amountAt(m, 2)}${m[3] ? ` in cash${m[3].replace(/\s+/g, ' ')}` : ''}`,
  },
  {
    re: new RegExp(
      String.raw`\b(?:aggregate\s+|total\s+)?(?:cash\s+)?(purchase\s+price|consideration)\s+of\s+(approximately\s+|about\s+)?(${MONEY_SRC})`,
      'i',
    ),
    // The price said as a price: a sale-leaseback's lease is not "for" its purchase price.
    say: (m) =>
      `, for ${/price/i.test(m[1]!) ? 'a purchase price' : 'consideration'} of ${about(m[2])}${amountAt(m, 3)}`,
  },
  // "Ardent paid the Company $200 million upfront", "an upfront deposit of $175 million".
  {
    re: new RegExp(
      String.raw`\b(?:paid|pays|will\s+pay|agreed\s+to\s+pay)\s+(?:the\s+Company\s+|us\s+)?(approximately\s+)?(${MONEY_SRC})\s+(?:upfront|up\s+front|at\s+closing)\b`,
      'i',
    ),
    say: (m) => `, with an upfront payment of ${about(m[1])}${amountAt(m, 2)}`,
  },
  {
    re: new RegExp(
      String.raw`\bupfront\s+(?:cash\s+)?deposit\s+of\s+(approximately\s+|up\s+to\s+)?(${MONEY_SRC})`,
      'i',
    ),
    say: (m) => `, with an upfront deposit of ${about(m[1])}${amountAt(m, 2)}`,
  },
  // A contract's ceiling ("a total ceiling value of $1.4 billion if all options are exercised").
  {
    re: new RegExp(
      String.raw`\b(?:total\s+|maximum\s+|aggregate\s+)?ceiling\s+(?:value\s+)?of\s+(approximately\s+|up\s+to\s+)?(${MONEY_SRC})`,
      'i',
    ),
    say: (m) => `, with a ceiling of ${about(m[1])}${amountAt(m, 2)}`,
  },
  // A supply agreement's expected revenue ("estimates aggregate revenue under the Supply Agreement of approximately $2.3 billion").
  {
    re: new RegExp(
      String.raw`\b(?:estimates?|expects?|anticipates?)\b[^.;]{0,30}?\b(?:aggregate|total)\s+(?:revenues?|sales)\b[^.;$]{0,60}?\bof\s+(approximately\s+|about\s+|up\s+to\s+)?(${MONEY_SRC})`,
      'i',
    ),
    say: (m) => `, expecting revenue of ${about(m[1])}${amountAt(m, 2)}`,
  },
  // A settlement's payment ("Under the proposed settlement, the Company will pay $42.5 million").
  {
    re: new RegExp(
      String.raw`\b(?:the\s+Company|we)\s+(?:will|would|agreed\s+to|has\s+agreed\s+to)\s+pay\s+(approximately\s+|up\s+to\s+)?(${MONEY_SRC})`,
      'i',
    ),
    say: (m) => `, under which the company pays ${about(m[1])}${amountAt(m, 2)}`,
    only: new Set<EventCategory>(['Litigation/Settlement']),
  },
  // A consent decree's or order's penalty ("the Company will pay a civil penalty of $12 million").
  {
    re: new RegExp(
      String.raw`\b(?:civil\s+)?(?:monetary\s+)?penalty\s+of\s+(approximately\s+|up\s+to\s+)?(${MONEY_SRC})`,
      'i',
    ),
    say: (m) => `, with a civil penalty of ${about(m[1])}${amountAt(m, 2)}`,
    only: new Set<EventCategory>(['Regulatory Action', 'Litigation/Settlement']),
  },
  // A private placement's proceeds ("for aggregate gross proceeds of $40 million").
  {
    re: new RegExp(
      String.raw`\b(?:aggregate\s+)?gross\s+proceeds\s+of\s+(approximately\s+|up\s+to\s+)?(${MONEY_SRC})`,
      'i',
    ),
    say: (m) => `, for gross proceeds of ${about(m[1])}${amountAt(m, 2)}`,
    only: new Set<EventCategory>(['Equity/Debt Offerings']),
  },
  {
    re: new RegExp(String.raw`\bfor\s+(approximately\s+|about\s+)?(${MONEY_SRC})(?!\d|[.,]\d|\s*per\b|\s+of\b)`, 'i'),
    say: (m) => `, for ${about(m[1])}${amountAt(m, 2)}`,
  },
];

/** Categories whose headline is an agreement that has a price. */
const PRICED: ReadonlySet<EventCategory> = new Set<EventCategory>([
  'New Projects/Ventures',
  'Property Transaction',
  'Mergers and Acquisitions',
  'Minority Stakes Deals',
  // A royalty or stream financing's upfront payment.
  'Loans/Revolvers',
]);
/** Categories priced only by their own phrases (a settlement's payment, a placement's proceeds). */
const OWN_PHRASES_ONLY: ReadonlySet<EventCategory> = new Set<EventCategory>([
  'Litigation/Settlement',
  'Equity/Debt Offerings',
  'Regulatory Action',
]);

const STATES_AMOUNT = /[$€£]\s?\d|\b\d+(?:\.\d+)?\s?(?:million|billion)\b/i;
const AGREEMENT = /\b(?:agreements?|contract|transaction|settlement|consent\s+(?:decree|order))\b/i;
/** A completed deal said without its agreement: "X completes the acquisition of Y". */
const COMPLETED =
  /\bcomplet(?:es?|ed)\s+(?:the|its)\s+(?:previously\s+announced\s+)?(?:acquisition|merger|sale)\s+of\b/i;
const IN_PLACE = /\b(?:existing|outstanding|previously|prior|former)\b[^.]{0,30}$/i;

/** `headline` with the deal's stated value when it lacks one; `headline` itself otherwise. */
export function withDealValue(headline: string, category: EventCategory, sentences: readonly string[]): string {
  const deal = AGREEMENT.test(headline) || COMPLETED.test(headline);
  if (!(PRICED.has(category) || OWN_PHRASES_ONLY.has(category)) || STATES_AMOUNT.test(headline) || !deal)
    return headline;
  const at = sentences.slice(0, 12).findIndex((s) => AGREEMENT.test(s) || COMPLETED.test(s));
  if (at < 0) return headline;
  for (const s of sentences.slice(at, at + 3))
    for (const { re, say, only } of VALUE_PHRASES) {
      if (only ? !only.has(category) : OWN_PHRASES_ONLY.has(category)) continue;
      const m = re.exec(s);
      if (!m || IN_PLACE.test(s.slice(0, m.index))) continue;
      // "… Co., Ltd." keeps its abbreviation's full stop before the value.
      const body = /\b(?:Inc|Corp|Co|Ltd|L\.P|N\.A|S\.A|plc)\.$/.test(headline)
        ? headline
        : headline.replace(/\.$/, '');
      const out = `${body}${say(m)}.`;
      return out.length <= 220 ? out : headline;
    }
  return headline;
}
