import {
  buildEventId,
  easternDateStamp,
  makeImpact,
  toStoredEvent,
  type Direction,
  type Event,
  type StoredEvent,
} from '@nes/contracts';

const TYPES = [
  'Corporate Earnings',
  'Insider Buy/Sell',
  'C-Level Change',
  'Mergers and Acquisitions',
  'Dividends',
] as const;
const DIRS: Direction[] = ['positive', 'negative', 'neutral'];
const FORMS: Record<string, [string, string]> = {
  'Corporate Earnings': ['8-K', '8-K (2.02)'],
  'Insider Buy/Sell': ['4', 'Form 4'],
  'C-Level Change': ['8-K', '8-K (5.02)'],
  'Mergers and Acquisitions': ['8-K', '8-K (1.01)'],
  Dividends: ['8-K', '8-K (8.01)'],
};

/**
 * Events shaped exactly like enrich writes them (the contract Event + toStoredEvent), with
 * deterministic variety: tickers, categories, scores 1-5, directions, and several events
 * sharing one published_at (to exercise the id tie-break of the keyset).
 */
export function makeEvent(i: number, opts: { tickers?: string[]; base?: number; step?: number } = {}): Event {
  const tickers = opts.tickers ?? ['AAPL', 'MSFT', 'BRK-B', 'JPM'];
  const ticker = tickers[i % tickers.length]!;
  const type = TYPES[i % TYPES.length]!;
  const [form, primary] = FORMS[type]!;
  // Pairs of events share a timestamp.
  const published = new Date((opts.base ?? Date.UTC(2025, 0, 2, 14, 0, 0)) + Math.floor(i / 2) * (opts.step ?? 60_000));
  const accession = `0000320193-25-${String(100000 + i).padStart(6, '0')}`;
  const accepted = new Date(published.getTime() - 30_000);
  return {
    id: buildEventId({
      formType: form,
      ticker,
      acceptedDateEastern: easternDateStamp(accepted),
      accessionNumber: accession,
      category: type,
    }),
    ticker,
    event_type: type,
    headline: `${ticker} filed a ${primary} about ${type.toLowerCase()} (${i}).`,
    summary: `Fixture event number ${i} for ${ticker}.`,
    primary_filing: primary,
    secondary_filing: i % 7 === 0 ? 'EX-99.1' : null,
    filing_url: `https://www.sec.gov/Archives/edgar/data/320193/${accession.replace(/-/g, '')}/${accession}-index.htm`,
    impact: makeImpact((i % 5) + 1, DIRS[i % 3]!),
    published_at: published.toISOString(),
    cik: '0000320193',
    accession_number: accession,
    form_type: form,
    accepted_at: accepted.toISOString(),
    latency_seconds: 30,
  };
}

export function makeStoredEvents(n: number, opts?: Parameters<typeof makeEvent>[1]): StoredEvent[] {
  return Array.from({ length: n }, (_, i) => ({ ...toStoredEvent(makeEvent(i, opts)), topic_published: true }));
}

/**
 * makeEvent with ticker, category, score and direction drawn independently (a fixed LCG), so
 * every combination of list filters has matches and non-matches; pairs still share published_at.
 */
export function makeMixedEvent(i: number, opts: { base?: number; step?: number } = {}): Event {
  let x = (i + 1) * 2654435761;
  const next = (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
  const ticker = ['AAPL', 'MSFT', 'JPM'][next(3)]!;
  const e = makeEvent(i, { ...opts, tickers: [ticker] });
  const type = TYPES[next(TYPES.length)]!;
  return {
    ...e,
    event_type: type,
    impact: makeImpact(next(5) + 1, DIRS[next(3)]!),
  };
}
