import type { Draft } from '../draft';
import type { FormContext } from './families';
import { stripBoilerplate } from '../text-rules';

const ABS_ISSUER =
  /\bissuing entity\b[^]{0,400}\b(?:depositor|sponsor)\b|\bItem 1122\b|\basset-backed (?:issuer|securities)\b/i;

/** 10-Q, 10-K, 20-F, 40-F: the period's results, headlined with its figures where the report states them. */
export function classifyPeriodic({ ctx, company, form, facts: headlines }: FormContext): Draft[] {
  const p = ctx.requirePrimary();
  const text = stripBoilerplate(ctx.text(p));
  const period = ctx.raw.period_of_report ?? ctx.header?.periodOfReport;
  // Asset-backed issuers' reports (Regulation AB) carry no earnings: no event.
  if (ABS_ISSUER.test(text.slice(0, 30_000))) return [];
  const figures = headlines.earnings(company, headlines.sentences(text.slice(0, 60_000)));
  return [
    {
      category: 'Corporate Earnings',
      items: [],
      reason: `${form} periodic report`,
      text,
      secondary: null,
      facts: { form: ctx.baseForm, period: period ?? null },
      headline: figures ?? `${company} files ${form}${period ? ` for the period ended ${period}` : ''}.`,
      headlineRule: figures ? 'fact:earnings' : 'form:periodic',
    },
  ];
}
