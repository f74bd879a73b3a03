import type { Draft } from '../draft';
import type { FormContext } from './families';

/** Form 144: notice of a proposed sale of restricted or control securities. */
export function classifyForm144({ company, form, party }: FormContext): Draft[] {
  const seller = party('reporting') ?? 'A holder';
  return [
    {
      category: 'Insider Buy/Sell',
      items: [],
      reason: 'Form 144 proposed sale',
      text: '',
      secondary: null,
      facts: { form, code: '144', seller },
      headline: `${seller} files notice of proposed sale (Form 144) of ${company} securities.`,
      headlineRule: 'form:144',
      summary: `${seller} filed Form 144 giving notice of a proposed sale of securities of ${company}.`,
    },
  ];
}
