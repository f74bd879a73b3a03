import type { EventCategory } from '@nes/contracts';
import type { Draft } from '../draft';
import type { FormContext } from './families';
import { coverOffer, coverSecurity } from './prospectus-cover';

/** Registration statements (S-1, S-3, F-1, …) and prospectuses (424B): an offering, or an IPO. */
export function classifyOffering({ ctx, family, company, form, facts: headlines }: FormContext): Draft[] {
  const p = ctx.requirePrimary();
  const head = ctx.textPrefix(p, 40_000);
  const ipo =
    /initial public offering/i.test(head) &&
    /\bno (established )?public (trading )?market\b|\bthere has been no public market\b/i.test(head) &&
    !/^S-3|^F-3/.test(ctx.baseForm);
  const category: EventCategory = ipo ? 'IPO News' : 'Equity/Debt Offerings';
  const kind = family === 'registration' ? 'registration statement' : 'prospectus';
  const stated = headlines.resale(company, headlines.sentences(head.slice(0, 40_000)));
  // "X offers 25,000,000 units at $10.00 per unit." → the IPO's size.
  const ipoOffer = ipo && stated?.startsWith(`${company} offers `) ? stated.slice(company.length + 8, -1) : undefined;
  // The cover's amount and security when no sentence stated the offer.
  const cover = !ipo && !stated ? coverOffer(head) : undefined;
  // A prospectus whose cover leaves the amount blank still says what it offers.
  const security = !ipo && !stated && !cover && family !== 'registration' ? coverSecurity(head) : undefined;
  const preliminary = /\bpreliminary prospectus\b|\bsubject to completion\b/i.test(head.slice(0, 6_000));
  const coverHeadline = cover
    ? family === 'registration'
      ? `${company} files ${form} to register ${cover.amount} of ${cover.security}.`
      : `${company} ${cover.preliminary ? 'plans to offer' : 'offers'} ${cover.amount} of ${cover.security} (${cover.preliminary ? 'preliminary ' : ''}${form} prospectus).`
    : security
      ? `${company} ${preliminary ? 'plans to offer' : 'offers'} ${security} (${preliminary ? 'preliminary ' : ''}${form} prospectus).`
      : undefined;
  return [
    {
      category,
      items: [],
      reason: ipo ? `${form} states an initial public offering` : `${form} offering document`,
      text: head.slice(0, 15_000),
      secondary: null,
      facts: { form, ipo },
      headline: ipoOffer
        ? `${company} files ${form} for an initial public offering of ${ipoOffer}.`
        : stated && !ipo
          ? stated.replace(/\.$/, ` (${form}).`)
          : (coverHeadline ??
            `${company} files ${form} ${kind}${ipo ? ' for an initial public offering' : ' for a securities offering'}.`),
      headlineRule: ipoOffer
        ? 'fact:ipo'
        : stated && !ipo
          ? 'fact:resale'
          : coverHeadline
            ? 'fact:cover'
            : 'form:registration',
    },
  ];
}
