import type { Event, PartialEvent, StoredEvent } from '@nes/contracts';

type Doc = Partial<StoredEvent> & Pick<StoredEvent, 'id'>;

/**
 * Stored event → API Event. Every field is copied by name: internal fields (_id, ticker_upper,
 * published_at_date, topic_published, anything added later) never reach a response. The spec's
 * ten fields always; additive fields (docs/adr/0002) only when the document has them.
 */
export function presentEvent(d: Doc): Event {
  const e: Record<string, unknown> = {
    id: d.id,
    ticker: d.ticker,
    event_type: d.event_type,
    headline: d.headline,
    summary: d.summary,
    primary_filing: d.primary_filing,
    secondary_filing: d.secondary_filing ?? null,
    filing_url: d.filing_url,
    impact: presentImpact(d.impact!),
    published_at: publishedAt(d),
  };
  const additive = {
    company_name: d.company_name,
    cik: d.cik,
    accession_number: d.accession_number,
    form_type: d.form_type,
    items: d.items,
    accepted_at: d.accepted_at,
    ingested_at: d.ingested_at,
    latency_seconds: d.latency_seconds,
    amends: d.amends,
    is_amendment: d.is_amendment,
    impact_rationale: d.impact_rationale,
  };
  for (const [k, v] of Object.entries(additive)) if (v !== undefined) e[k] = v;
  return e as Event;
}

/** The recent_events item of a company: id, event_type, headline, impact, published_at. */
export function presentPartialEvent(d: Doc): PartialEvent {
  return {
    id: d.id,
    event_type: d.event_type!,
    headline: d.headline!,
    impact: presentImpact(d.impact!),
    published_at: publishedAt(d),
  } as PartialEvent;
}

function presentImpact(i: StoredEvent['impact']): Event['impact'] {
  return { score: i.score, direction: i.direction, label: i.label, bars: i.bars };
}

/** The ISO string is the contract; the Date copy is only a fallback for documents without it. */
function publishedAt(d: Doc): string {
  return d.published_at ?? (d.published_at_date as Date).toISOString();
}
