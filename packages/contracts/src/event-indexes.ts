/**
 * The indexes of `events`, declared once. Enrich and the query service each create the whole set
 * at start-up (createIndexes is idempotent), so whichever starts first, every read below has its
 * index; the query benchmark seeds with the same list.
 */

/** The events list order: newest first, the id breaking ties. Every list index ends with it. */
export const EVENT_SORT = { published_at_date: -1, _id: -1 } as const;

export const EVENT_INDEXES = [
  // Lists: an equality prefix (none, ticker, category) then the list order, so a page is a
  // bounded walk of one index: the from/to window and the keyset are ranges on published_at_date.
  { key: { published_at_date: -1, _id: -1 }, name: 'q_published' },
  { key: { ticker_upper: 1, published_at_date: -1, _id: -1 }, name: 'q_ticker_published' },
  { key: { event_type: 1, published_at_date: -1, _id: -1 }, name: 'q_type_published' },
  // Enrich: the amendment lookup (same company and category, newest first).
  { key: { cik: 1, event_type: 1, published_at_date: -1 }, name: 'cik_type_published' },
  // Operators: events of one filing; events not yet produced to the events topic.
  { key: { accession_number: 1 }, name: 'accession' },
  { key: { topic_published: 1 }, name: 'topic_published' },
] as const;

/**
 * List filters that lead an index, most selective first: a request filtering on one of them walks
 * that index; its other filters (and impact/direction always) are checked on the rows walked.
 */
export const EVENT_LIST_PREFIXES = ['ticker_upper', 'event_type'] as const;
export type EventListPrefix = (typeof EVENT_LIST_PREFIXES)[number];

/** The list index a read walks, by its equality prefix (null = none): list reads name it as a hint. */
export function eventListIndex(
  prefix: EventListPrefix | null,
): 'q_published' | 'q_ticker_published' | 'q_type_published' {
  return prefix === 'ticker_upper'
    ? 'q_ticker_published'
    : prefix === 'event_type'
      ? 'q_type_published'
      : 'q_published';
}
