import { asParseError, FilingParseError, EIGHT_K_ITEMS, guessDocType } from '@nes/document';
import {
  buildEventId,
  easternDateStamp,
  validators,
  describeErrors,
  type Event,
  type RawFilingMessage,
} from '@nes/contracts';
import { mergeDrafts, type Draft } from './classify/draft';
import { classifyEightK, itemLabel } from './classify/eight-k';
import { formFamily, type FactHeadlines } from './classify/forms/families';
import { classifyOtherForm } from './classify/forms/classify';
import { familyByContent } from './classify/rendered-forms';
import { categoryPhrase, clip, composeFromText, tidySentence } from './compose';
import { FilingContext } from './context';
import { checkGrounded, indexNumbers, type SourceIndex } from './grounded';
import { scoreDraft } from './impact';
import {
  derivedAmounts,
  eventSentences,
  headlineOptionsInOrder,
  mayStateTotal,
  type HeadlineOption,
} from './headlines';
import { earnings } from './headlines/extract';
import { resale } from './headlines/extract-more';
import { lazySourceIndex } from './source-text';

/** The headline extractors structured forms use (classify/ does not import headlines/). */
const FACT_HEADLINES: FactHeadlines = { sentences: eventSentences, earnings, resale };

export interface IssuerInfo {
  ticker: string;
  name: string;
  exchange: string;
}
/** CIK (10 digits) → covered issuer, or undefined when the issuer is not covered. */
export type IssuerLookup = (cik: string) => IssuerInfo | undefined;

export interface EventsOptions {
  publishedAt: Date;
  /** Also emit events of issuers that are not covered, with ticker `CIK##########`. */
  includeUncovered?: boolean;
}

export interface EventsResult {
  events: Event[];
  /** Per event (same order): the rule that wrote its headline ("fact:<extractor>", "form:<kind>", "lead", "header:items", "template:category"). */
  headlineRules?: string[];
  uncovered: boolean;
  skippedReason?: string;
}

/** The ticker convention for uncovered issuers: "CIK" + the 10-digit CIK (valid against ^[A-Z0-9.-]+$). */
export function uncoveredTicker(cik: string): string {
  return `CIK${cik.padStart(10, '0')}`;
}

/** "8-K (2.02)", "8-K/A (1.01)", "Form 4", "Form 4/A", "SC 13D", "10-Q". */
export function primaryFilingLabel(formType: string, items: string[]): string {
  const f = formType.toUpperCase();
  if (/^[345](\/A)?$/.test(f)) return `Form ${f}`;
  // The spec's shape is `8-K (<item>)`: one item, the one that triggered the event (the first the
  // classifier attached). Every item of the filing stays in the additive `items` field.
  const label = itemLabel(items).split(', ')[0];
  return label ? `${f} (${label})` : f;
}

const RELEASE_NOTE =
  /\bpress\s+release,?\s+(?:dated|issued)\s+(?:on\s+)?((?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},\s+\d{4}),?\s+(announcing|reporting|regarding)\s+([^.;]{10,200})[.;]/;

/** Templated sentences, most informative first; the first one that is grounded is used. */
function fallbackSentences(ctx: FilingContext, d: Draft, company: string): string[] {
  const items = d.items.filter((i) => EIGHT_K_ITEMS[i]);
  const titles = items.map((i) => EIGHT_K_ITEMS[i]).join(' and ');
  // An exhibit note that says what its release announces ("a copy of FedEx Corporation's press
  // release, dated June 20, 2023, announcing its financial results for …") says more than the items.
  const note = RELEASE_NOTE.exec(d.text.slice(0, 5_000));
  return [
    note ? `${company} issued a press release on ${note[1]} ${note[2]} ${note[3]!.replace(/\s+/g, ' ')}.` : '',
    items.length
      ? `${company} filed a Form ${ctx.formType} reporting ${items.map((i) => `Item ${i} (${EIGHT_K_ITEMS[i]})`).join(' and ')}.`
      : '',
    items.length ? `${company} filed a current report on ${titles}.` : '',
    `${company} filed a Form ${ctx.formType}.`,
    `${company} ${categoryPhrase(d.category, d.facts)}.`,
  ]
    .filter(Boolean)
    .map(tidySentence);
}

/**
 * The enrich step: one raw filing → validated, scored, grounded events. Uncovered issuers yield no
 * events (uncovered: true) unless includeUncovered. Forms the service does not handle yield none
 * with a skippedReason. Broken documents throw FilingParseError (code, retry: false).
 */

/**
 * A source index that also holds the sums of amounts a sentence of `text` states (a notes
 * offering's total, derivedAmounts): those are grounded as the amounts are.
 */
export function withDerivedAmounts(index: SourceIndex, text: string): SourceIndex {
  const derived = new Set<string>();
  indexNumbers(derivedAmounts(text).join(' '), derived);
  return derived.size ? { ...index, numbers: { has: (n: string) => derived.has(n) || index.numbers.has(n) } } : index;
}

export function eventsFromFiling(given: RawFilingMessage, lookup: IssuerLookup, opts: EventsOptions): EventsResult {
  let raw = given;
  // The form type first; a type the name does not map is recognised by its documents' content.
  let family = formFamily(raw.form_type) ?? familyByContent(raw);
  // No usable form type at all (a feed entry without metadata): the document's own word for it.
  if (!family && /^(|UNKNOWN)$/i.test(raw.form_type.trim())) {
    const primary = raw.documents.find((d) => typeof d.content === 'string' && d.encoding !== 'gzip-base64');
    const recognised = primary ? guessDocType(primary.filename, primary.content!) : 'UNKNOWN';
    if (formFamily(recognised)) {
      raw = { ...raw, form_type: recognised };
      family = formFamily(recognised);
    }
  }
  if (!family) return { events: [], uncovered: false, skippedReason: `unsupported form type ${raw.form_type}` };
  const issuer = lookup(raw.cik);
  if (!issuer && !opts.includeUncovered) return { events: [], uncovered: true, skippedReason: 'issuer not covered' };
  // Every form's classifier names the company from the message; a message without a name (none
  // from EDGAR's index) takes the issuer's name, upper case as EDGAR conforms names (the text
  // then gives its spelling), rather than "The registrant".
  if (!raw.company_name && issuer) raw = { ...raw, company_name: issuer.name.toUpperCase() };
  try {
    const ctx = new FilingContext(raw);
    let drafts: Draft[];
    let items: string[] = raw.items;
    if (family === 'eight-k' || family === 'six-k') {
      const a = classifyEightK(ctx);
      drafts = a.drafts;
      items = a.items;
    } else drafts = classifyOtherForm(ctx, family, FACT_HEADLINES);
    drafts = mergeDrafts(drafts);
    if (!drafts.length)
      return {
        events: [],
        uncovered: !issuer,
        skippedReason: items.length ? `no event-bearing items (${items.join(',')})` : 'no events',
      };

    const ticker = issuer ? issuer.ticker.toUpperCase() : uncoveredTicker(raw.cik);
    const accepted = new Date(raw.accepted_at);
    const dateStamp = easternDateStamp(accepted);
    // The source text is read only as far as the name and the grounding checks need it.
    const source = ctx.source();
    const company = ctx.displayName(raw.company_name || 'The registrant');
    const index = lazySourceIndex(source);
    const events: Event[] = [];
    const headlineRules: string[] = [];
    const told = new Set<string>();
    for (const d of drafts) {
      const { impact, rule, facts } = scoreDraft(d, { isAmendment: ctx.isAmendment });
      const fallbacks = fallbackSentences(ctx, d, company);
      // Only a notes headline states a total (a form's own headline never does): others skip the work.
      const checked = !d.headline && mayStateTotal(d.category) ? withDerivedAmounts(index, d.text) : index;
      const grounded = (t: string) => checkGrounded(t, checked).grounded;
      const template = clip(d.headline ?? `${company} ${categoryPhrase(d.category, d.facts)}.`, 220);
      // Fact headlines first; when no fact is stated, a plain line from the header and items
      // beats a contentless category template ("X gives an operations update.").
      const titles = d.items.filter((i) => EIGHT_K_ITEMS[i]).map((i) => EIGHT_K_ITEMS[i]);
      // Tried in order, made only as far as the first one published (the rest never run).
      function* options(): Generator<HeadlineOption> {
        if (d.headline) yield { text: d.headline, rule: d.headlineRule ?? 'form' };
        else yield* headlineOptionsInOrder(company, d);
        if (titles.length)
          yield {
            text: `${company} files ${primaryFilingLabel(ctx.formType, d.items)}: ${titles.join('; ')}.`,
            rule: 'header:items',
          };
        yield { text: template, rule: 'template:category' };
        yield { text: `${company} files ${primaryFilingLabel(ctx.formType, d.items)}.`, rule: 'header:form' };
      }
      // Two events of one filing never say the same line: the second takes its next option.
      let chosen: HeadlineOption | undefined;
      for (const o of options()) {
        const text = tidySentence(o.text);
        if (!told.has(text) && grounded(text)) {
          chosen = { ...o, text };
          break;
        }
      }
      chosen ??= {
        text: tidySentence(`${company} ${categoryPhrase(d.category, d.facts)}.`),
        rule: 'template:category',
      };
      const headline = chosen.text;
      told.add(headline);
      // The summary is written after the headline so that it carries the next facts, not the same.
      let { summary } = composeFromText(
        company,
        d,
        fallbacks.find(grounded) ?? fallbacks[fallbacks.length - 1]!,
        headline,
      );
      // Grounding guard: text that fails the check falls back to templated, grounded sentences.
      if (!grounded(summary)) summary = fallbacks.find(grounded) ?? fallbacks[fallbacks.length - 1]!;
      headlineRules.push(chosen.rule);
      const event: Event = {
        id: buildEventId({
          formType: ctx.formType,
          ticker,
          acceptedDateEastern: dateStamp,
          accessionNumber: raw.accession_number,
          category: d.category,
        }),
        ticker,
        event_type: d.category,
        headline,
        summary,
        primary_filing: primaryFilingLabel(ctx.formType, d.items),
        secondary_filing: d.secondary,
        filing_url: raw.filing_url,
        impact,
        published_at: opts.publishedAt.toISOString(),
        company_name: company,
        cik: raw.cik,
        accession_number: raw.accession_number,
        form_type: ctx.formType,
        items: d.items.length ? d.items : family === 'eight-k' ? items : [],
        accepted_at: accepted.toISOString(),
        amends: null,
        is_amendment: ctx.isAmendment,
        impact_rationale: { rule, facts: { ...facts, covered: Boolean(issuer) } },
      };
      if (!validators.event(event)) {
        throw new FilingParseError(
          'internal_error',
          `event for ${raw.accession_number} violates the Event contract: ${describeErrors(validators.event.errors)}`,
        );
      }
      events.push(event);
    }
    return { events, uncovered: !issuer, headlineRules };
  } catch (e) {
    throw asParseError(e);
  }
}
