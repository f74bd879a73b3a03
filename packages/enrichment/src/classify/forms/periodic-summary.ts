import { splitSentences } from '@nes/document';

/**
 * A periodic report's summary from its own words about the period's results: the MD&A's first
 * sentences on total revenue and on net income or EPS, each with an amount and a verb. The cover
 * page ("Common stock, par value $0.001 … outstanding") and table rows flattened into text are
 * never a summary; a segment's line ("BCA revenues increased …") yields to the company's total.
 */
const MDNA = /management['’]s discussion and analysis/gi;
const METRIC = {
  revenue: /\b(?:total |net |consolidated |operating )?(?:revenues?|net sales|sales)\b/i,
  income:
    /\b(?:net (?:income|loss|earnings)|(?:diluted |basic )?(?:earnings|loss|net income|net loss) per (?:diluted )?(?:common )?share)\b/i,
} as const;
/** The sentence is about the total: it starts with the metric (after "Total", "Our", "Worldwide" …). */
const TOTAL_SUBJECT =
  /^(?:(?:our|the company['’]s|total|consolidated|worldwide|global|net|diluted|basic|gaap|reported)\s+){0,3}(?:revenues?|net sales|sales|net (?:income|loss|earnings)|(?:earnings|loss|net income|net loss) per)\b/i;
const CHANGE = /\b(?:increased|decreased|rose|fell|grew|declined|improved|compared|prior year|same period)\b/i;
/** Words of the notes to the statements, not of the period's results. */
const NOTE_WORDS =
  /\b(?:recogni[sz]ed|deferred|advances|comprehensive|obligations?|allowance|derivatives?|tax(?:es)?|backlog|segment|goodwill|lease)\b/i;
const AMOUNT = /\$\s?\(?\d[\d,]*(?:\.\d+)?\)?(?:\s*(?:billion|million))?|\b\d+(?:\.\d+)?\s?%/;
const VERB =
  /\b(?:increased|decreased|rose|fell|grew|declined|improved|was|were|totaled|totalled|amounted|reached|compared|remained)\b/i;
const NOT_RESULTS = /\bpar value\b|\boutstanding\b|\baggregate market value\b|\bforward-looking\b|\bmay\b|\bcould\b/i;
/** Several bare amounts in a row: a table line, not a sentence. */
const TABLE_LINE = /(?:[$(]\s?[\d,.]+\)?\s+){2,}/;

function windows(text: string): string[] {
  const starts: number[] = [];
  for (const m of text.matchAll(MDNA)) {
    starts.push(m.index);
    if (starts.length >= 12) break;
  }
  // The table of contents names the MD&A too: every mention is a candidate, the text's own
  // sentences decide; the whole text is the last resort.
  return [...starts.map((s) => text.slice(s, s + 60_000)), text.slice(0, 400_000)];
}

function candidates(window: string, metric: RegExp): string[] {
  const out: string[] = [];
  for (const s of splitSentences(window)) {
    if (s.length < 50 || s.length > 400 || !metric.test(s) || !AMOUNT.test(s) || !VERB.test(s)) continue;
    if (/^[a-z]/.test(s) || NOT_RESULTS.test(s) || TABLE_LINE.test(s) || (s.match(/\b[a-z]{3,}\b/g) ?? []).length < 5)
      continue;
    out.push(s);
  }
  return out;
}

/** How well a sentence states the company's result for the period (ties: the earliest). */
const QUARTER = /\b(?:three months|quarter)\b/i;

/** Up to two sentences (total revenue, then net income/EPS), in document order; undefined when none. */
export function periodResultsSummary(text: string, quarterly: boolean, max = 450): string | undefined {
  // How well a sentence states the company's result for its period (ties: the earliest): a
  // quarterly report's news is the quarter, an annual report's the year.
  const score = (s: string) =>
    (TOTAL_SUBJECT.test(s) ? 3 : 0) +
    (CHANGE.test(s) ? 1 : 0) -
    (NOTE_WORDS.test(s) ? 3 : 0) +
    (QUARTER.test(s) === quarterly ? 0.5 : 0);
  // Every MD&A mention's window (the table of contents names it too), then the whole text.
  const ws = windows(text);
  const mdna = ws.slice(0, -1);
  const pool = (metric: RegExp) => {
    const found = mdna.flatMap((w) => candidates(w, metric));
    return found.length ? found : candidates(ws[ws.length - 1]!, metric);
  };
  const picked: Array<{ s: string; at: number }> = [];
  for (const metric of [METRIC.revenue, METRIC.income]) {
    let best: string | undefined;
    for (const s of pool(metric))
      if (!picked.some((p) => p.s === s) && score(s) >= 0 && (best === undefined || score(s) > score(best))) best = s;
    if (best) picked.push({ s: best, at: text.indexOf(best) });
  }
  let out = '';
  for (const p of picked.sort((a, b) => a.at - b.at)) {
    if (out && out.length + 1 + p.s.length > max) break;
    out = out ? `${out} ${p.s}` : p.s;
  }
  return out || undefined;
}
