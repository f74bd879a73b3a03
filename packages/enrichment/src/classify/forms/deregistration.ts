import type { Draft } from '../draft';
import type { FormContext } from './families';

/** Form 15: the company ends the registration of its securities. */
export function classifyDeregistration({ company, form }: FormContext): Draft[] {
  return [
    {
      category: 'Delisting',
      items: [],
      reason: `${form} deregistration`,
      text: '',
      secondary: null,
      facts: { form },
      headline: `${company} files Form ${form} to terminate registration of its securities.`,
      summary: `${company} filed Form ${form}, a certification and notice of termination of registration.`,
    },
  ];
}
