import type { Draft } from '../draft';
import type { FormContext } from './families';
import { stripBoilerplate, stripBoilerplateLines } from '../text-rules';
import { periodResultsSummary } from './periodic-summary';

const ABS_ISSUER =
  /\bissuing entity\b[^]{0,400}\b(?:depositor|sponsor)\b|\bItem 1122\b|\basset-backed (?:issuer|securities)\b/i;

const STATED_DATE =
  /\b(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.? (\d{1,2}), (\d{4})\b/g;

/**
 * Figures of the report's own period only: a headline dated to another period (a prior year's
 * comparison column, "for the year ended September 25, 1999" in a 10-Q for April 1, 2000) is
 * dropped, and the report is headlined without figures.
 */
function ofPeriod(figures: string | undefined, period: string | undefined): string | undefined {
  if (!figures || !period) return figures;
  const end = Date.parse(`${period.slice(0, 10)}T00:00:00Z`);
  if (!Number.isFinite(end)) return figures;
  for (const m of figures.matchAll(STATED_DATE)) {
    const stated = Date.parse(`${m[1]} ${m[2]}, ${m[3]} UTC`);
    if (Number.isFinite(stated) && Math.abs(stated - end) > 7 * 86_400_000) return undefined;
  }
  return figures;
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/** "2000-04-01" → "April 1, 2000" (as a reader and the filing's cover write it). */
function longDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}` : iso;
}

/** 10-Q, 10-K, 20-F, 40-F: the period's results, headlined with its figures where the report states them. */
export function classifyPeriodic({ ctx, company, form, facts: headlines }: FormContext): Draft[] {
  const p = ctx.requirePrimary();
  // The figures and the summary read the whole report (boilerplate sentences dropped): the cut at
  // a "Forward-Looking Statements" heading is for a press release's tail, and a report names that
  // heading in its table of contents, so the cut text is often the cover page alone. The event's
  // text (read by the impact modifiers) stays the cut one: a whole report's risk factors speak of
  // "chapter 11" and "substantial doubt … going concern" as possibilities, not as news.
  const whole = stripBoilerplateLines(ctx.text(p));
  const text = stripBoilerplate(ctx.text(p));
  const period = ctx.raw.period_of_report ?? ctx.header?.periodOfReport;
  // Asset-backed issuers' reports (Regulation AB) carry no earnings: no event.
  if (ABS_ISSUER.test(text.slice(0, 30_000))) return [];
  const stated = ofPeriod(headlines.earnings(company, headlines.sentences(whole.slice(0, 60_000))), period);
  // A headline with no figure ("reports results for the Six Months Ended June 27, 2025", a cover's
  // words) says less than the report's own period: a 10-Q is its quarter's, a 10-K its year's.
  const figures = stated && (/[$€£]\s?\d|\d\s?%/.test(stated) || !period) ? stated : undefined;
  const span = /^10-Q/.test(ctx.baseForm) ? 'quarter' : 'fiscal year';
  return [
    {
      category: 'Corporate Earnings',
      items: [],
      reason: `${form} periodic report`,
      text,
      secondary: null,
      facts: { form: ctx.baseForm, period: period ?? null },
      headline: figures ?? `${company} files ${form}${period ? ` for the ${span} ended ${longDate(period)}` : ''}.`,
      headlineRule: figures ? 'fact:earnings' : 'form:periodic',
      // Without a results sentence of its own (an MD&A incorporated from an exhibit), the report is
      // told as filed: a cover's lines or the company's history are no summary of the period.
      summary:
        periodResultsSummary(whole, /^10-Q/.test(ctx.baseForm)) ??
        `${company} filed its ${span === 'quarter' ? 'quarterly' : 'annual'} report on Form ${form}${period ? ` for the ${span} ended ${longDate(period)}` : ''}.`,
    },
  ];
}
