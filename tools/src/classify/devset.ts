import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { edgarCorpusDir, type Event } from '@nes/contracts';
import { buildSourceIndex, checkGrounded, FilingContext, withDerivedAmounts } from '@nes/enrichment';
import { falseFacts, missingFacts, missingSummaryFacts, type Facts } from './false-facts';
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
  /** What the headline must state: kind → regex alternatives (LABELS-SCHEMA.md). */
  facts?: Facts;
  /** True things a headline may also state without being a false fact (regex sources). */
  allowed?: string[];
  /** Each inner list: alternatives the summary must match. */
  summary_facts?: string[][];
}

export interface LabelledFiling {
  key: string;
  form: string;
  cik?: string;
  source?: string;
  events: LabelledEvent[];
  reason?: string;
}

/** tools/devset: labels.json, validation.json, holdout.json and corpus/ (added filings). */
export function devsetDir(): string {
  return join(__dirname, '..', '..', 'devset');
}

export function devsetPath(): string {
  return join(devsetDir(), 'labels.json');
}

export function validationPath(): string {
  return join(devsetDir(), 'validation.json');
}

/** The blind part: labelled before any classifier run, measured only, never read while writing rules. */
export function holdoutPath(): string {
  return join(devsetDir(), 'holdout.json');
}

/** A key's filing: `corpus/…` keys are relative to tools/devset, the others to ../shared/edgar. */
export function labelFilePath(key: string, corpus = edgarCorpusDir()): string {
  return key.startsWith('corpus/') ? join(devsetDir(), key) : join(corpus, key);
}

/** The key of a classified path (inverse of labelFilePath). */
export function labelKey(path: string, corpus = edgarCorpusDir()): string {
  const rel = relative(devsetDir(), path);
  return rel.startsWith('corpus/') ? rel : relative(corpus, path);
}

export function loadLabels(path = devsetPath()): Map<string, LabelledFiling> {
  const doc = JSON.parse(readFileSync(path, 'utf8')) as { filings: LabelledFiling[] };
  return new Map(doc.filings.map((f) => [f.key, f]));
}

/** One part of the labelled corpus: its labels and the paths to classify for it. */
export interface DevsetPart {
  name: 'dev' | 'validation' | 'holdout';
  labelsFile: string;
  labels: Map<string, LabelledFiling>;
  /** What to classify: the dev part's whole shared corpus, then every labelled filing stored elsewhere. */
  paths: string[];
  /** Files under tools/devset/corpus/<part> that no label covers (each must be labelled). */
  unlabelledFiles: string[];
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesUnder(join(dir, e.name))
      : /^(README|SOURCES)\.md$|\.tsv$/i.test(e.name)
        ? []
        : [join(dir, e.name)],
  );
}

/**
 * The dev part (always), the validation part and the blind holdout part (each when its labels file
 * exists). Added
 * filings are classified one by one from their label keys (a folder of single-document filings
 * would otherwise read as one filing).
 */
export function loadParts(corpus = edgarCorpusDir()): DevsetPart[] {
  const part = (name: DevsetPart['name'], labelsFile: string, whole: string[]): DevsetPart => {
    const labels = loadLabels(labelsFile);
    const paths = [...whole];
    for (const k of labels.keys()) {
      const p = resolve(labelFilePath(k, corpus));
      if (!whole.some((w) => p.startsWith(`${resolve(w)}/`))) paths.push(p);
    }
    const covered = [...labels.keys()].map((k) => resolve(labelFilePath(k, corpus)));
    const unlabelledFiles = filesUnder(join(devsetDir(), 'corpus', name))
      .map((f) => resolve(f))
      .filter((f) => !covered.some((c) => f === c || f.startsWith(`${c}/`)));
    return { name, labelsFile, labels, paths, unlabelledFiles };
  };
  const parts = [part('dev', devsetPath(), [corpus])];
  if (existsSync(validationPath())) parts.push(part('validation', validationPath(), []));
  if (existsSync(holdoutPath())) parts.push(part('holdout', holdoutPath(), []));
  return parts;
}

/** The filer's CIK a part's label gives a filing, as EDGAR's index would (run.ts `cikFor`). */
export function labelledCik(p: DevsetPart): (path: string) => string | undefined {
  return (path) => p.labels.get(labelKey(path))?.cik;
}

/** Headline rules tagged as stating the event's fact (the old, secondary figure: a tag, not a check). */
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
  /** Published headlines stating every `facts` entry of their matched label. */
  factHeadlines: number;
  /** Matched labels that carry no `facts` (a labelling gap: such a headline never counts). */
  labelsWithoutFacts: string[];
  /** Secondary, the old figure: headlines written by a rule tagged `fact:` (says nothing of truth). */
  ruleFactHeadlines: number;
  /** Published headlines with at least one unsupported person, role, amount, percentage or name. */
  falseFactHeadlines: string[];
  summariesChecked: number;
  summaryFactsOk: number;
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
  /** Issuer CIKs of the part's labelled filings (label's cik, else the filing's), for the by-filer split. */
  ciks: Set<string>;
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
  labels: Map<string, LabelledFiling>,
  corpus = edgarCorpusDir(),
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
    labelsWithoutFacts: [],
    ruleFactHeadlines: 0,
    falseFactHeadlines: [],
    summariesChecked: 0,
    summaryFactsOk: 0,
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
    ciks: new Set(),
  };
  for (const o of outcomes) {
    r.filings++;
    const key = labelKey(o.path, corpus);
    const label = labels.get(key);
    if (!label) {
      r.unlabelled.push(key);
      continue;
    }
    const cik = label.cik ?? o.raw?.cik;
    if (cik && !/^0+$/.test(cik)) r.ciks.add(cik.padStart(10, '0'));
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
    // A headline is checked against its own label (a sibling's true fact can still be a false
    // relation: "appoints X to the board" when X became an officer and Y left the board); an
    // unmatched headline against every label of the filing.
    const supportOf = (ls: LabelledEvent[]) =>
      ls.flatMap((l) => [...Object.values(l.facts ?? {}).flat(), ...(l.allowed ?? [])]);
    const companies = [...events.map((e) => e.company_name ?? ''), o.raw?.company_name ?? ''].filter(Boolean);
    events.forEach((e, i) => {
      const rule = o.headlineRules?.[i] ?? 'unknown';
      r.headlineRules.set(rule, (r.headlineRules.get(rule) ?? 0) + 1);
      if (isFactRule(rule)) r.ruleFactHeadlines++;
      const match = label.events.find(
        (l) => !used.has(l) && (l.category === e.event_type || (l.alternatives ?? []).includes(e.event_type)),
      );
      const own = match ? [match] : label.events;
      const people = own.flatMap((l) => [
        ...Object.entries(l.facts ?? {}).flatMap(([k, v]) => (k.startsWith('company') ? [] : v)),
        ...(l.allowed ?? []),
      ]);
      const flagged = falseFacts(e.headline, supportOf(own), companies, people);
      if (flagged.length)
        r.falseFactHeadlines.push(
          `${key} [${e.event_type}] "${e.headline}" — ${flagged.map((f) => `${f.kind}: ${f.text}`).join('; ')}`,
        );
      if (match) {
        if (!match.facts || !Object.keys(match.facts).length) r.labelsWithoutFacts.push(`${key} [${match.category}]`);
        else {
          const missing = missingFacts(e.headline, match.facts);
          if (!missing.length) r.factHeadlines++;
          else r.worst.push(`headline lacks ${missing.join(', ')} (${rule}): ${key} [${e.event_type}] ${e.headline}`);
        }
        if (match.summary_facts?.length) {
          r.summariesChecked++;
          const missing = missingSummaryFacts(e.summary, match.summary_facts);
          if (!missing.length) r.summaryFactsOk++;
          else
            r.worst.push(
              `summary lacks ${missing.map((m) => (match.summary_facts?.[m] ?? []).join('|')).join(' and ')}: ${key} [${e.event_type}] ${e.summary}`,
            );
        }
      }
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
      const text = new FilingContext(o.raw).sourceText();
      // A sum of amounts the filing states (a notes offering's total) is grounded as events.ts grounds it.
      const idx = withDerivedAmounts(buildSourceIndex(text), text);
      for (const e of events)
        for (const t of [e.headline, e.summary]) {
          r.textsChecked++;
          // The company's name is EDGAR's (the message's; a bare document's report run has none), not a claim of the text.
          const g = checkGrounded(e.company_name ? t.split(e.company_name).join(' ') : t, idx);
          if (g.grounded) r.textsGrounded++;
          else r.ungrounded.push(`${key}: "${t}" missing ${g.missing.join(', ')}`);
        }
    }
  }
  return r;
}

const pct = (c: number, n: number) => (n ? `${((100 * c) / n).toFixed(1)}% (${c}/${n})` : 'n/a');

/** The headline figures of one part, in print order (label, value). */
export function devsetFigures(r: DevsetResult): [string, string][] {
  return [
    ['filings / labelled events / published', `${r.filings} / ${r.labelledEvents} / ${r.publishedEvents}`],
    ['category agreement (matched/(matched+missed+extra))', pct(r.tp, r.tp + r.fp + r.fn)],
    ['precision', pct(r.tp, r.tp + r.fp)],
    ['recall', pct(r.tp, r.tp + r.fn)],
    ['filings with exactly the labelled events', pct(r.filingsExact, r.filings)],
    ['fact headlines (state every labelled fact)', pct(r.factHeadlines, r.publishedEvents)],
    ['headlines with a false fact (lower is better)', pct(r.falseFactHeadlines.length, r.publishedEvents)],
    ['summaries with the labelled summary facts', pct(r.summaryFactsOk, r.summariesChecked)],
    ['numbers/names grounded (headlines+summaries)', pct(r.textsGrounded, r.textsChecked)],
    ['impact agreement (direction, score within 1)', pct(r.impactAgree, r.impactChecked)],
    ['crashes / parse errors', `${r.crashes.length} / ${r.parseErrors.length}`],
    ['(secondary) headlines by a rule tagged fact:', pct(r.ruleFactHeadlines, r.publishedEvents)],
    ['labels matched without facts (labelling gap)', String(r.labelsWithoutFacts.length)],
  ];
}

/** Figures of the parts side by side; a missing part is said to be missing. */
export function formatFigureTable(parts: { name: string; result?: DevsetResult; note?: string }[]): string[] {
  const cols = parts.map((p) => (p.result ? devsetFigures(p.result) : undefined));
  const rows = (cols.find(Boolean) ?? devsetFigures(scoreDevset([], new Map()))).map(([label]) => label);
  const width = 56;
  const out = [`${''.padEnd(width)}${parts.map((p) => p.name.padEnd(26)).join('')}`];
  rows.forEach((label, i) =>
    out.push(
      `  ${label.padEnd(width - 2)}${cols.map((c, j) => (c?.[i]?.[1] ?? parts[j]?.note ?? 'absent').padEnd(26)).join('')}`,
    ),
  );
  return out;
}

/** The details of one part: per category, false facts, misses. Print only for the dev part. */
export function formatDevset(r: DevsetResult): string[] {
  const out: string[] = [];
  if (r.unlabelled.length) out.push(`  UNLABELLED filings: ${r.unlabelled.join(', ')}`);
  for (const c of r.crashes) out.push(`    crash: ${c}`);
  for (const c of r.parseErrors) out.push(`    parse error: ${c}`);
  out.push('  per category (precision / recall):');
  for (const [c, t] of [...r.perCategory].sort((a, b) => a[0].localeCompare(b[0])))
    out.push(`    ${c.padEnd(42)} P ${pct(t.tp, t.tp + t.fp).padEnd(16)} R ${pct(t.tp, t.tp + t.fn)}`);
  out.push('  headline rules (secondary: a rule tag says nothing of what the headline states):');
  for (const [rule, n] of [...r.headlineRules].sort((a, b) => b[1] - a[1]))
    out.push(`    ${String(n).padStart(4)}  ${rule}${isFactRule(rule) ? '' : '  (not tagged fact:)'}`);
  out.push(`  false facts flagged (${r.falseFactHeadlines.length}; heuristic, errs toward flagging):`);
  for (const f of r.falseFactHeadlines) out.push(`    FALSE? ${f}`);
  for (const l of r.labelsWithoutFacts) out.push(`    LABEL WITHOUT FACTS: ${l}`);
  for (const u of r.ungrounded) out.push(`    UNGROUNDED: ${u}`);
  out.push('  worst remaining cases:');
  for (const w of r.worst) out.push(`    ${w}`);
  return out;
}
