import type { Draft } from '../draft';
import type { FormContext } from './families';
import { stripBoilerplateHead } from '../text-rules';

/** DEFM14A, PREM14A: the proxy statement shareholders vote on a merger with. */
export function classifyMergerProxy({ ctx, company, form }: FormContext): Draft[] {
  const p = ctx.requirePrimary();
  return [
    {
      category: 'Mergers and Acquisitions',
      items: [],
      reason: `${form} merger proxy`,
      text: stripBoilerplateHead(ctx.textReader(p), 40_000),
      secondary: null,
      facts: { form },
      headline: `${company} files merger proxy statement (${form}).`,
    },
  ];
}
