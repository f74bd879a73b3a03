import type { Draft } from '../draft';
import type { FormContext } from './families';

/** Form 25: an exchange or the issuer removes the securities from listing. */
export function classifyDelisting({ company, form, party }: FormContext): Draft[] {
  const by = party('filed-by') ?? party('filer');
  return [
    {
      category: 'Delisting',
      items: [],
      reason: `${form} removal from listing`,
      text: '',
      secondary: null,
      facts: { form },
      headline: `${company} securities to be removed from listing (Form ${form}).`,
      summary:
        `${by && by !== company ? `${by} filed` : 'A'} Form ${form} notification of removal from listing of securities of ${company}.`.replace(
          /^A Form/,
          'A Form',
        ),
    },
  ];
}
