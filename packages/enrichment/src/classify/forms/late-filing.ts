import type { Draft } from '../draft';
import type { FormContext } from './families';

/** NT 10-K, NT 10-Q, NT 20-F: notice that a periodic report will be late. */
export function classifyLateFiling({ ctx, company, form }: FormContext): Draft[] {
  return [
    {
      category: 'Financial Restatement',
      items: [],
      reason: `${form} late filing notice`,
      text: ctx.primary() ? ctx.text(ctx.primary()!) : '',
      secondary: null,
      facts: { form },
      headline: `${company} files notice of late filing (${form}).`,
    },
  ];
}
