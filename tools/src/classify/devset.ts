import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Event } from '@nes/contracts';
import { buildSourceIndex, checkGrounded, FilingContext } from '@nes/enrichment';
import type { FilingOutcome } from './run';

/** One event a financial editor would publish for a filing (tools/devset/labels.json). */
export interface LabelledEvent {
  category: string;
  /** Other categories an editor could defend for the same event. */
  alternatives?: string[];
  /** May be published or not without error. */
  optional?: boolean;
  direction: 'positive' | 'negative' | 'neutral';
  score: number;
  headline: string;
  reason: string;
}

export interface LabelledFiling {
  key: string;
  form: string;
  events: LabelledEvent[];
  reason?: string;
}

export function devsetPath(): string {
  return join(__dirname, '..', '..', 'devset', 'labels.json');
}

export function loadLabels(path = devsetPath()): Map<string, LabelledFiling> {
  const doc = JSON.parse(readFileSync(path, 'utf8')) as { filings: LabelledFiling[] };
  return new Map(doc.filings.map((f) => [f.key, f]));
}

/** Headline rules that state the event's fact (subject + what + figures/names from the filing). */
export const isFactRule = (rule: string): boolean => rule.startsWith('fact:');

interface CategoryTally {
  tp: number;
  fp: number;
  fn: number;
}

export interface DevsetResult {
  filings: number;
  unlabelled: string[];
  labelledEvents: number;
  publishedEvents: number;
  tp: number;
  fp: number;
  fn: number;
  filingsExact: number;
  perCategory: Map<string, CategoryTally>;
  headlineRules: Map<string, number>;
  factHeadlines: number;
  textsChecked: number;
  textsGrounded: number;
  ungrounded: string[];
  impactChecked: number;
  impactAgree: number;
  directionAgree: number;
  scoreExact: number;
  crashes: string[];
  parseErrors: string[];
  worst: string[];
}

function bump(m: Map<string, CategoryTally>, k: string, f: keyof CategoryTally) {
  const t = m.get(k) ?? { tp: 0, fp: 0, fn: 0 };
  t[f]++;
  m.set(k, t);
}

/** Codes a filing-level parse error may carry; anything else is a crash (a bug). */
const EXPECTED_ERRORS = new Set(['no_primary_document', 'unsupported_document', 'malformed_xml']);

/**
 * Scores classify output against the labels. A published event matches a labelled one when its
 * category is the label's or one of its alternatives; unmatched published events are false
 * positives, unmatched non-optional labels false negatives. Impact agrees when the direction is
 * the label's and the score within one of it.
 */
export function scoreDevset(
  outcomes: Iterable<FilingOutcome>,
  corpus: string,
  labels: Map<string, LabelledFiling>,
): DevsetResult {
  const r: DevsetResult = {
    filings: 0,
    unlabelled: [],
    labelledEvents: 0,
    publishedEvents: 0,
    tp: 0,
    fp: 0,
    fn: 0,
    filingsExact: 0,
    perCategory: new Map(),
    headlineRules: new Map(),
    factHeadlines: 0,
    textsChecked: 0,
    textsGrounded: 0,
    ungrounded: [],
    impactChecked: 0,
    impactAgree: 0,
    directionAgree: 0,
    scoreExact: 0,
    crashes: [],
    parseErrors: [],
    worst: [],
  };
  for (const o of outcomes) {
    r.filings++;
    const key = relative(corpus, o.path);
    const label = labels.get(key);
    if (!label) {
      r.unlabelled.push(key);
      continue;
    }
    if (o.error) {
      (EXPECTED_ERRORS.has(o.error.code) ? r.parseErrors : r.crashes).push(
        `${key}: ${o.error.code} ${o.error.message}`,
      );
    }
    const events: Event[] = o.events;
    r.publishedEvents += events.length;
    const required = label.events.filter((e) => !e.optional);
    r.labelledEvents += required.length;
    const used = new Set<LabelledEvent>();
    let exact = true;
    events.forEach((e, i) => {
      const rule = o.headlineRules?.[i] ?? 'unknown';
      r.headlineRules.set(rule, (r.headlineRules.get(rule) ?? 0) + 1);
      if (isFactRule(rule)) r.factHeadlines++;
      else r.worst.push(`not a fact headline (${rule}): ${key} [${e.event_type}] ${e.headline}`);
      const match = label.events.find(
        (l) => !used.has(l) && (l.category === e.event_type || (l.alternatives ?? []).includes(e.event_type)),
      );
      if (!match) {
        r.fp++;
        exact = false;
        bump(r.perCategory, e.event_type, 'fp');
        r.worst.push(`extra event: ${key} [${e.event_type}] ${e.headline}`);
        return;
      }
      used.add(match);
      if (!match.optional) {
        r.tp++;
        bump(r.perCategory, match.category, 'tp');
      }
      r.impactChecked++;
      const dirOk = e.impact.direction === match.direction;
      const near = Math.abs(e.impact.score - match.score) <= 1;
      if (dirOk) r.directionAgree++;
      if (e.impact.score === match.score) r.scoreExact++;
      if (dirOk && near) r.impactAgree++;
      else
        r.worst.push(
          `impact: ${key} [${e.event_type}] got ${e.impact.score} ${e.impact.direction}, label ${match.score} ${match.direction} (${e.impact_rationale?.rule.split(' [')[0] ?? ''})`,
        );
    });
    for (const l of required)
      if (!used.has(l)) {
        r.fn++;
        exact = false;
        bump(r.perCategory, l.category, 'fn');
        r.worst.push(
          `missed: ${key} [${l.category}] ${l.headline} — got ${events.map((e) => e.event_type).join(', ') || (o.error ? `error ${o.error.code}` : 'nothing')}`,
        );
      }
    if (exact) r.filingsExact++;
    // Every number, date and name of a published headline/summary must be in the filing.
    if (events.length && o.raw) {
      const idx = buildSourceIndex(new FilingContext(o.raw).sourceText());
      for (const e of events)
        for (const t of [e.headline, e.summary]) {
          r.textsChecked++;
          const g = checkGrounded(t, idx);
          if (g.grounded) r.textsGrounded++;
          else r.ungrounded.push(`${key}: "${t}" missing ${g.missing.join(', ')}`);
        }
    }
  }
  return r;
}

const pct = (c: number, n: number) => (n ? `${((100 * c) / n).toFixed(1)}% (${c}/${n})` : 'n/a');

export function formatDevset(r: DevsetResult): string[] {
  const out: string[] = [];
  out.push(
    `development set (tools/devset/labels.json): ${r.filings} filings, ${r.labelledEvents} labelled events, ${r.publishedEvents} published`,
  );
  if (r.unlabelled.length) out.push(`  UNLABELLED filings: ${r.unlabelled.join(', ')}`);
  out.push(
    `  category agreement (matched / (matched + missed + extra)): ${pct(r.tp, r.tp + r.fp + r.fn)}`,
    `  precision ${pct(r.tp, r.tp + r.fp)}   recall ${pct(r.tp, r.tp + r.fn)}   filings with exactly the labelled events ${pct(r.filingsExact, r.filings)}`,
    `  fact headlines: ${pct(r.factHeadlines, r.publishedEvents)}`,
    `  numbers/names grounded (headlines + summaries): ${pct(r.textsGrounded, r.textsChecked)}`,
    `  impact agreement (direction equal, score within 1): ${pct(r.impactAgree, r.impactChecked)}   direction ${pct(r.directionAgree, r.impactChecked)}   exact score ${pct(r.scoreExact, r.impactChecked)}`,
    `  crashes: ${r.crashes.length}   filing-level parse errors: ${r.parseErrors.length}`,
  );
  for (const c of r.crashes) out.push(`    crash: ${c}`);
  for (const c of r.parseErrors) out.push(`    parse error: ${c}`);
  out.push('  per category (precision / recall):');
  for (const [c, t] of [...r.perCategory].sort((a, b) => a[0].localeCompare(b[0])))
    out.push(`    ${c.padEnd(42)} P ${pct(t.tp, t.tp + t.fp).padEnd(16)} R ${pct(t.tp, t.tp + t.fn)}`);
  out.push('  headline rules:');
  for (const [rule, n] of [...r.headlineRules].sort((a, b) => b[1] - a[1]))
    out.push(`    ${String(n).padStart(4)}  ${rule}${isFactRule(rule) ? '' : '  (not counted as fact)'}`);
  for (const u of r.ungrounded) out.push(`    UNGROUNDED: ${u}`);
  out.push('  worst remaining cases:');
  for (const w of r.worst) out.push(`    ${w}`);
  return out;
}
