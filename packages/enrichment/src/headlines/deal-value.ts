import type { EventCategory } from '@nes/contracts';
import { MONEY_SRC, money } from './patterns';

/**
 * An agreement's value, when the headline names the agreement but not what it is worth ("X enters
 * into a License Agreement with Hanmaru" while the next sentence says "an upfront payment of $75
 * million"). Only phrases that tie the amount to the deal are read, in the agreement's sentence
 * and the two after it; an amount already in place ("existing", "outstanding") never.
 */
const VALUE_PHRASES: ReadonlyArray<[RegExp, (amount: string, about: string, what: string) => string]> = [
  [
    new RegExp(String.raw`\bupfront\s+(?:cash\s+)?payment\s+of\s+(approximately\s+)?(${MONEY_SRC})`, 'i'),
    (a) => `, with an upfront payment of ${a}`,
  ],
  [
    new RegExp(
      String.raw`\b(?:estimated\s+)?(?:total\s+|aggregate\s+)?contract\s+value\s+of\s+(approximately\s+|about\s+|up\s+to\s+)?(${MONEY_SRC})`,
      'i',
    ),
    (a, about) => `, valued at ${about}${a}`,
  ],
  [
    new RegExp(
      String.raw`\b(?:aggregate\s+|total\s+)?(?:cash\s+)?(purchase\s+price|consideration)\s+of\s+(approximately\s+|about\s+)?(${MONEY_SRC})`,
      'i',
    ),
    // The price said as a price: a sale-leaseback's lease is not "for" its purchase price.
    (a, about, what) => `, for ${/price/i.test(what) ? 'a purchase price' : 'consideration'} of ${about}${a}`,
  ],
  [
    new RegExp(String.raw`\bfor\s+(approximately\s+|about\s+)?(${MONEY_SRC})(?!\d|[.,]\d|\s*per\b|\s+of\b)`, 'i'),
    (a, about) => `, for ${about}${a}`,
  ],
];

/** Categories whose headline is an agreement that has a price. */
const PRICED: ReadonlySet<EventCategory> = new Set<EventCategory>([
  'New Projects/Ventures',
  'Property Transaction',
  'Mergers and Acquisitions',
  'Minority Stakes Deals',
]);

const STATES_AMOUNT = /[$€£]\s?\d|\b\d+(?:\.\d+)?\s?(?:million|billion)\b/i;
const AGREEMENT = /\b(?:agreement|contract|transaction)\b/i;
const IN_PLACE = /\b(?:existing|outstanding|previously|prior|former)\b[^.]{0,30}$/i;

/** `headline` with the deal's stated value when it lacks one; `headline` itself otherwise. */
export function withDealValue(headline: string, category: EventCategory, sentences: readonly string[]): string {
  if (!PRICED.has(category) || STATES_AMOUNT.test(headline) || !AGREEMENT.test(headline)) return headline;
  const at = sentences.slice(0, 12).findIndex((s) => AGREEMENT.test(s));
  if (at < 0) return headline;
  for (const s of sentences.slice(at, at + 3))
    for (const [re, say] of VALUE_PHRASES) {
      const m = re.exec(s);
      if (!m || IN_PLACE.test(s.slice(0, m.index))) continue;
      // "… Co., Ltd." keeps its abbreviation's full stop before the value.
      const body = /\b(?:Inc|Corp|Co|Ltd|L\.P|N\.A|S\.A|plc)\.$/.test(headline)
        ? headline
        : headline.replace(/\.$/, '');
      const [amount, about] = [m[m.length - 1]!, m[m.length - 2]];
      const out = `${body}${say(money(amount), about ? 'approximately ' : '', m[1] ?? '')}.`;
      return out.length <= 220 ? out : headline;
    }
  return headline;
}
