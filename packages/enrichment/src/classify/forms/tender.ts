import type { Draft } from '../draft';
import type { FormContext } from './families';
import { stripBoilerplateHead } from '../text-rules';

const TENDERED =
  /\ba total of ([\d,]+) shares (?:were|had been) (?:validly|properly) tendered\b(?:[^.]{0,200}?\bat a price of (\$\d+(?:\.\d+)?) per share)?/i;

/** Tender offers: a third party's for the company's shares (M&A), the issuer's for its own (buyback). */
export function classifyTender({ ctx, family, company, form, party }: FormContext): Draft[] {
  const p = ctx.requirePrimary();
  const text = stripBoilerplateHead(ctx.textReader(p), 40_000);
  const bidder = party('filed-by');
  const issuerTender = family === 'tender-issuer';
  const tendered = TENDERED.exec(text);
  return [
    {
      category: issuerTender ? 'Stock Buybacks' : 'Mergers and Acquisitions',
      items: [],
      reason: `${form} tender offer`,
      text,
      secondary: null,
      facts: { form, bidder: bidder ?? null },
      headline: tendered
        ? `${issuerTender ? company : (bidder ?? 'A bidder')} tender offer for ${issuerTender ? 'its own' : company} shares: ${tendered[1]} shares tendered${tendered[2] ? ` at ${tendered[2]} per share` : ''} (${form}).`
        : issuerTender
          ? `${company} tender offer for its own shares (${form}).`
          : `${bidder ?? 'A bidder'} tender offer for ${company} shares (${form}).`,
      headlineRule: tendered ? 'fact:tender' : 'form:tender',
    },
  ];
}
