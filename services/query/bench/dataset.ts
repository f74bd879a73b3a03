import { mulberry32 } from '@nes/bench-kit';
import { LIVE_WWW_BASE, paths } from '@nes/edgar';
import {
  CATEGORY_CATALOG,
  buildEventId,
  easternDateStamp,
  makeImpact,
  toStoredEvent,
  type Direction,
  type Event,
  type EventCategory,
  type StoredEvent,
} from '@nes/contracts';

/** A covered company as the generator needs it (from @nes/reference's directory). */
export interface BenchCompany {
  ticker: string;
  cik: string;
  name: string;
}

/**
 * Deterministic synthetic events, shaped exactly like enrich stores them (contract Event →
 * toStoredEvent, topic_published true): event i is a pure function of (i, companies, span), so
 * the bench can name real ids and positions (by-id targets, deep cursors) without reading back.
 */
export interface DatasetSpec {
  companies: BenchCompany[];
  /** Events in the dataset; event i is published at start + i * span / count (+ jitter). */
  count: number;
  startMs: number;
  spanMs: number;
}

/** Category weights roughly as EDGAR volume falls (Form 4 dominates); the rest share the tail. */
const WEIGHTED: Array<[EventCategory, number]> = [
  ['Insider Buy/Sell', 34],
  ['Corporate Earnings', 14],
  ['Institutional New Position/Exit/Increase', 8],
  ['Equity/Debt Offerings', 6],
  ['Governance Change', 5],
  ['C-Level Change', 3],
  ['Shareholder Vote', 3],
  ['Loans/Revolvers', 3],
  ['Mergers and Acquisitions', 2],
  ['Operations Update', 2],
  ['Dividends', 2],
];
const TAIL = CATEGORY_CATALOG.map((c) => c.name as EventCategory).filter((n) => !WEIGHTED.some(([w]) => w === n));
const CATEGORY_TABLE: EventCategory[] = [...WEIGHTED.flatMap(([c, w]) => Array<EventCategory>(w).fill(c)), ...TAIL];

/** Form and item per category, as the classifier's triggers name them (first trigger wins). */
function formFor(category: EventCategory): { form: string; items: string[] } {
  const trigger = CATEGORY_CATALOG.find((c) => c.name === category)!.triggers[0]!;
  const item = /^8-K \((\d\.\d\d)\)$/.exec(trigger);
  if (item) return { form: '8-K', items: [item[1]!] };
  if (trigger.startsWith('Form ')) return { form: trigger.slice(5), items: [] };
  if (trigger === 'various') return { form: '8-K', items: ['8.01'] };
  return { form: trigger.replace('*', '5'), items: [] };
}

const DIRECTIONS: Direction[] = ['positive', 'negative', 'neutral'];

/** Company index with a skew: a few large filers produce many events, most produce a few. */
export function companyIndex(u: number, n: number): number {
  return Math.min(n - 1, Math.floor(n * u * u * u));
}

export function benchEvent(i: number, spec: DatasetSpec): Event {
  const r = mulberry32(i * 2654435761 + 17);
  const company = spec.companies[companyIndex(r(), spec.companies.length)]!;
  const category = CATEGORY_TABLE[Math.floor(r() * CATEGORY_TABLE.length)]!;
  const { form, items } = formFor(category);
  const score = 1 + Math.min(4, Math.floor(r() * r() * 6)); // low scores are the common ones
  const direction = DIRECTIONS[Math.floor(r() * 3)]!;
  // Every 8th event shares the previous one's timestamp, so the keyset's id tie-break is exercised.
  const slot = i % 8 === 7 ? i - 1 : i;
  const published = Math.floor(spec.startMs + (slot * spec.spanMs) / spec.count);
  const latencyMs = 20_000 + Math.floor(r() * 100_000);
  const accepted = published - latencyMs;
  const year = new Date(accepted).getUTCFullYear() % 100;
  const accession = `${String(1_000_000_000 + (i % 8_999_999_999)).padStart(10, '0')}-${String(year).padStart(2, '0')}-${String(i % 1_000_000).padStart(6, '0')}`;
  const primary = form === '4' ? 'Form 4' : items.length ? `${form} (${items.join(', ')})` : form;
  const impact = makeImpact(score, direction);
  return {
    id: buildEventId({
      formType: form,
      ticker: company.ticker,
      acceptedDateEastern: easternDateStamp(new Date(accepted)),
      accessionNumber: accession,
      category,
    }),
    ticker: company.ticker,
    event_type: category,
    headline: `${company.name} files ${primary}: ${category.toLowerCase()} (${impact.label.toLowerCase()}, ${direction}).`,
    summary: `${company.name} filed a ${primary} with the SEC reporting ${category.toLowerCase()}. The filing was accepted by EDGAR and scored ${score} of 5 (${direction}) by the ${category} rule.`,
    primary_filing: primary,
    secondary_filing: i % 5 === 0 ? 'EX-99.1' : null,
    filing_url: LIVE_WWW_BASE + paths.filingIndexHtml(company.cik, accession),
    impact,
    published_at: new Date(published).toISOString(),
    company_name: company.name,
    cik: company.cik,
    accession_number: accession,
    form_type: form,
    items,
    accepted_at: new Date(accepted).toISOString(),
    ingested_at: new Date(accepted + 5_000).toISOString(),
    latency_seconds: latencyMs / 1000,
    amends: null,
    is_amendment: false,
    impact_rationale: {
      rule: `${category}: base ${score} ${direction} (synthetic bench event)`,
      facts: { form, covered: true },
    },
  };
}

/** The stored document, as enrich leaves it after producing it to the events topic. */
export function benchStoredEvent(i: number, spec: DatasetSpec): StoredEvent {
  return { ...toStoredEvent(benchEvent(i, spec)), topic_published: true };
}
