/**
 * The indexes of `events`, declared once. Enrich and the query service each create the whole set
 * at start-up (createIndexes is idempotent), so whichever starts first, every read below has its
 * index; the query benchmark seeds with the same list.
 */

/** The events list order: newest first, the id breaking ties. Every list index ends with it. */
export const EVENT_SORT = { published_at_date: -1, _id: -1 } as const;

/** The list filters that can lead a list index (equality fields of the stored event). */
export const EVENT_LIST_FIELDS = ['ticker_upper', 'event_type', 'impact.direction', 'impact.score'] as const;
export type EventListField = (typeof EVENT_LIST_FIELDS)[number];

/**
 * The list indexes: equality fields, then the list order. A list request walks one of them as a
 * few ranges, one per combination of values of its leading fields (direction and score are
 * enumerated when a request leaves them open: 3 and 5 values), merged in list order. Chosen so
 * every combination of ticker, event_type, direction and impact_min has an index whose leading
 * fields it names all of, within 15 ranges (services/query event-list-plan.ts picks the fewest).
 */
export const EVENT_LIST_INDEXES = [
  { name: 'q_published', lead: [] },
  { name: 'q_ticker_published', lead: ['ticker_upper'] },
  { name: 'q_type_published', lead: ['event_type'] },
  { name: 'q_score_published', lead: ['impact.score'] },
  { name: 'q_direction_published', lead: ['impact.direction'] },
  { name: 'q_direction_score_published', lead: ['impact.direction', 'impact.score'] },
  { name: 'q_ticker_direction_score_published', lead: ['ticker_upper', 'impact.direction', 'impact.score'] },
  { name: 'q_type_direction_score_published', lead: ['event_type', 'impact.direction', 'impact.score'] },
  {
    name: 'q_ticker_type_direction_score_published',
    lead: ['ticker_upper', 'event_type', 'impact.direction', 'impact.score'],
  },
] as const satisfies ReadonlyArray<{ name: string; lead: readonly EventListField[] }>;
export type EventListIndexName = (typeof EVENT_LIST_INDEXES)[number]['name'];

const listIndexKey = (lead: readonly string[]): Record<string, 1 | -1> => ({
  ...Object.fromEntries(lead.map((f) => [f, 1])),
  ...EVENT_SORT,
});

export const EVENT_INDEXES: ReadonlyArray<{ key: Record<string, 1 | -1>; name: string }> = [
  // Lists: equality fields then the list order, so a page is a bounded walk of a few ranges: the
  // from/to window and the keyset are ranges on published_at_date.
  ...EVENT_LIST_INDEXES.map((i) => ({ key: listIndexKey(i.lead), name: i.name })),
  // Enrich: the amendment lookup (same company and category, newest first).
  { key: { cik: 1, event_type: 1, published_at_date: -1 }, name: 'cik_type_published' },
  // Operators: events of one filing; events not yet produced to the events topic.
  { key: { accession_number: 1 }, name: 'accession' },
  { key: { topic_published: 1 }, name: 'topic_published' },
  // The query service's newest-events window: events stored since its last look.
  { key: { stored_at: 1 }, name: 'stored_at' },
];

/** The list index led by `lead` exactly (the empty lead: the plain list order). */
export function eventListIndex(...lead: EventListField[]): EventListIndexName {
  const found = EVENT_LIST_INDEXES.find((i) => i.lead.length === lead.length && i.lead.every((f, k) => f === lead[k]));
  if (!found) throw new Error(`no list index is led by ${lead.join(', ') || 'nothing'}`);
  return found.name;
}
