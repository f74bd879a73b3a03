import type { EventCategory } from '@nes/contracts';

export type Fact = string | number | boolean | null;

/** A classified event before impact, text and ids are attached. */
export interface Draft {
  category: EventCategory;
  /** 8-K items that produced it (empty for other forms). */
  items: string[];
  /** Catalog rule applied, in a few words (goes into impact_rationale.rule). */
  reason: string;
  /** Text the event is about: the item section and/or press release (for summaries and modifiers). */
  text: string;
  /** Exhibit type used (e.g. "EX-99.1"), or null. */
  secondary: string | null;
  facts: Record<string, Fact>;
  /** Ready-made headline/summary parts for structured forms (Form 4, 13D, …). */
  headline?: string;
  /** The rule that wrote `headline` ("form:ownership", "fact:resale", …), for the fact-headline count. */
  headlineRule?: string;
  summary?: string;
}

/** One event per category per filing: items, facts and text of duplicates are merged. */
export function mergeDrafts(drafts: Draft[]): Draft[] {
  const byCat = new Map<EventCategory, Draft>();
  for (const d of drafts) {
    const prev = byCat.get(d.category);
    if (!prev) {
      byCat.set(d.category, { ...d, items: [...d.items], facts: { ...d.facts } });
      continue;
    }
    prev.items = [...new Set([...prev.items, ...d.items])].sort();
    prev.facts = { ...d.facts, ...prev.facts };
    if (!prev.text.includes(d.text)) prev.text = `${prev.text}\n${d.text}`;
    prev.secondary ??= d.secondary;
    if (!prev.reason.includes(d.reason)) prev.reason = `${prev.reason}; ${d.reason}`;
  }
  return [...byCat.values()];
}
