import { splitSentences } from '@nes/document';
import type { EventCategory } from '@nes/contracts';
import type { Draft } from '../classify/draft';
import { patternsFor, stripBoilerplate } from '../classify/text-rules';
import * as x from './extract';
import { leadHeadline } from './lead';
import { dropParentheticals } from './patterns';

/** Fact extractors tried, in order, for each category (the first grounded result is used). */
const EXTRACTORS: Partial<Record<EventCategory, readonly x.Extractor[]>> = {
  'C-Level Change': [x.officerChange, x.compensationAction],
  'Corporate Earnings': [x.earnings],
  Dividends: [x.dividend],
  'Stock Buybacks': [x.buyback],
  'Equity/Debt Offerings': [x.notes, x.shares],
  'Loans/Revolvers': [x.credit, x.notes],
  'Mergers and Acquisitions': [x.merger],
  'Minority Stakes Deals': [x.merger],
  'Shareholder Vote': [x.vote],
  Delisting: [x.listing],
  'Trading Update': [x.listing],
  'Deal Termination': [x.termination],
  Restructuring: [x.restructuring],
  'Staffing/Adds/Cuts': [x.restructuring],
  'Auditor Change': [x.auditor],
  'Financial Restatement': [x.nonReliance],
  'Name Change': [x.charter],
  'Governance Change': [x.charter],
  'Earnings Revision Guidance': [x.guidance],
  'Operations Update': [x.notes, x.dividend, x.buyback],
};

/** Sentences of an event's text, boilerplate removed, in document order. */
export function eventSentences(text: string): string[] {
  // Defined terms ("(the “Company”)") are dropped so that a fact and its subject sit together.
  return splitSentences(stripBoilerplate(text.slice(0, 80_000)))
    .filter((s) => s.length >= 20 && (s.match(/\|/g) ?? []).length <= 2)
    .map(dropParentheticals);
}

/**
 * Headline candidates for a text-classified event, most specific first: the category's fact
 * extractors, then the filing's own lead sentence about the category, then any lead sentence.
 * The caller keeps the first one that passes the grounding check and falls back to a template.
 */
export function headlineCandidates(company: string, d: Draft): string[] {
  const sentences = eventSentences(d.text);
  const out: string[] = [];
  const kind = d.facts.change_kind;
  const extractors =
    d.category === 'C-Level Change' && kind === 'compensation'
      ? [x.compensationAction]
      : (EXTRACTORS[d.category] ?? []);
  for (const ex of extractors) {
    const h = ex(company, sentences);
    if (h && h.length <= 220) out.push(h);
  }
  const patterns = patternsFor(d.category);
  const lead = leadHeadline(company, sentences, patterns.length ? (s) => patterns.some((re) => re.test(s)) : undefined);
  if (lead) out.push(lead);
  return [...new Set(out)];
}
