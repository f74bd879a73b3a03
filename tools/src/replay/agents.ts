import { accessionNoDashes, formatAccession, padCik, toEastern } from '@nes/edgar';
import type { ReplayFiling } from './corpus';
import { mulberry32 } from '@nes/bench-kit';
import type { ScheduledFiling } from './schedule';

/**
 * Real filing-agent submitter prefixes with their unique accessions on one real day (the daily
 * index of 2022-10-03 in ../shared/edgar/feeds/daily-index, top 16 prefixes; 9999999995, the
 * paper-filing prefix, left out). The counts weight how many replayed filings each agent gets.
 */
export const FILING_AGENTS: readonly { cik: string; perDay: number }[] = [
  { cik: '0001104659', perDay: 253 },
  { cik: '0001213900', perDay: 213 },
  { cik: '0001193125', perDay: 207 },
  { cik: '0001209191', perDay: 189 },
  { cik: '0000950103', perDay: 164 },
  { cik: '0001839882', perDay: 128 },
  { cik: '0001127602', perDay: 120 },
  { cik: '0001564590', perDay: 102 },
  { cik: '0001140361', perDay: 100 },
  { cik: '0001437749', perDay: 73 },
  { cik: '0001493152', perDay: 70 },
  { cik: '0001562180', perDay: 60 },
  { cik: '0001654954', perDay: 54 },
  { cik: '0001225208', perDay: 54 },
  { cik: '0000899243', perDay: 49 },
  { cik: '0001567619', perDay: 44 },
];

/**
 * Unique accessions in that day's index, all submitters. The 16 agents above filed 58.8% of them;
 * 355 (11%) came from submitters with a single filing that day (mostly companies filing for
 * themselves), whose next accession number cannot be predicted.
 */
export const DAY_TOTAL_ACCESSIONS = 3195;

export interface AgentOptions {
  /** How many filer agents (1..FILING_AGENTS.length). */
  agents: number;
  seed?: number;
  /** Share of sequence numbers that never become public (withdrawn, test, not yet disseminated). */
  gapRate?: number;
  /**
   * Share of filings the agents submit (0..1). The rest come from occasional submitters: the
   * issuer filing for itself, under its own CIK with a sequence number nobody could predict.
   * Default: the chosen agents' real share of a day (their perDay / DAY_TOTAL_ACCESSIONS).
   */
  agentShare?: number;
}

/** The agents' share of all filings that `renumberToAgents` uses when none is given. */
export function defaultAgentShare(plan: AgentPlan[]): number {
  return Math.min(1, plan.reduce((s, a) => s + a.weight, 0) / DAY_TOTAL_ACCESSIONS);
}

export interface AgentPlan {
  cik: string;
  weight: number;
  /** First sequence number of the replay's first year (as if the agent had filed since 1 Jan). */
  firstSequence: number;
}

/**
 * Picks the agents (weighted sampling without replacement) and their starting sequence numbers,
 * deterministically from the seed. A start mid-year mirrors EDGAR: by November a big agent is
 * at sequence ~50,000.
 */
export function planAgents(o: AgentOptions, firstAcceptedAt: number): AgentPlan[] {
  const n = Math.max(1, Math.min(FILING_AGENTS.length, Math.floor(o.agents)));
  const rnd = mulberry32((o.seed ?? 1) * 7919 + 17);
  const pool = [...FILING_AGENTS];
  const picked: AgentPlan[] = [];
  const et = toEastern(firstAcceptedAt).date;
  const dayOfYear = Math.floor(
    (Date.parse(`${et}T12:00:00Z`) - Date.parse(`${et.slice(0, 4)}-01-01T12:00:00Z`)) / 86400_000,
  );
  const businessDays = Math.floor((dayOfYear * 5) / 7);
  while (picked.length < n) {
    const total = pool.reduce((s, a) => s + a.perDay, 0);
    let r = rnd() * total;
    let i = 0;
    while (i < pool.length - 1 && r >= pool[i]!.perDay) r -= pool[i++]!.perDay;
    const a = pool.splice(i, 1)[0]!;
    picked.push({
      cik: a.cik,
      weight: a.perDay,
      firstSequence: 1 + Math.floor(a.perDay * businessDays * (0.8 + 0.4 * rnd())),
    });
  }
  return picked;
}

/** Replaces every spelling of one accession (dashed and 18-digit) in a text. */
export function replaceAccession(text: string, from: string, to: string): string {
  return text.split(from).join(to).split(accessionNoDashes(from)).join(accessionNoDashes(to));
}

/** Byte-safe variant for document bodies of any encoding (accessions are ASCII). */
function replaceInBuffer(buf: Buffer, from: string, to: string): Buffer {
  const s = buf.toString('latin1');
  if (!s.includes(from) && !s.includes(accessionNoDashes(from))) return buf;
  return Buffer.from(replaceAccession(s, from, to), 'latin1');
}

/** A copy of the filing under another accession number, everywhere the replay serves it. */
export function renameFiling(f: ReplayFiling, to: string): ReplayFiling {
  const from = f.accession;
  return {
    ...f,
    accession: to,
    originalAccession: f.originalAccession ?? from,
    fullText: f.fullText === undefined ? undefined : replaceAccession(f.fullText, from, to),
    indexHeaders: f.indexHeaders === undefined ? undefined : replaceAccession(f.indexHeaders, from, to),
    documents: f.documents.map((d) => ({
      ...d,
      filename: replaceAccession(d.filename, from, to),
      body: d.body && replaceInBuffer(d.body, from, to),
    })),
  };
}

/**
 * Renumbers a schedule (already in arrival order) the way EDGAR numbers submissions. A company
 * keeps its way of filing: it is the client of one filer agent (the first few such companies go one
 * to each agent, then weighted by the agent's real volume) or files for itself, every filing; the
 * agents' clients are chosen so that they make `agentShare` of the filings. An agent's
 * filing gets that agent's next sequence number of the acceptance year (Eastern):
 * `{agent CIK}-{yy}-{sequence}`; sequences restart at 1 in a new year and `gapRate` skips numbers
 * the way withdrawn or test submissions leave holes. A self-filed one gets the company's own next
 * number: `{issuer CIK}-{yy}-{sequence}`, consecutive from a random start.
 */
export function renumberToAgents(
  sched: ScheduledFiling[],
  o: AgentOptions,
): { schedule: ScheduledFiling[]; agents: AgentPlan[]; agentShare: number } {
  if (!sched.length) return { schedule: sched, agents: [], agentShare: 0 };
  const ordered = [...sched].sort((a, b) => a.acceptedAt - b.acceptedAt);
  const plan = planAgents(o, ordered[0]!.acceptedAt);
  const share = Math.max(0, Math.min(1, o.agentShare ?? defaultAgentShare(plan)));
  const rnd = mulberry32((o.seed ?? 1) * 104729 + 3);
  const order = plan.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const total = plan.reduce((s, a) => s + a.weight, 0);
  const next = new Map<string, number>();
  const taken = new Set<string>();
  const firstYear = toEastern(ordered[0]!.acceptedAt).date.slice(2, 4);
  const renamed = new Map<ScheduledFiling, ScheduledFiling>();
  /**
   * Issuer CIK → the index of its filer agent in `plan`, or -1: it files for itself. Companies are
   * drawn in a seeded random order and given to agents until the agents' filings reach `share` of
   * all filings, so the mix holds by filings, not by companies (a busy self-filer would skew it).
   */
  const filerOf = new Map<string, number>();
  const issuerOf = (s: ScheduledFiling) => padCik(s.filing.cik) || '0000000001';
  const filingsOf = new Map<string, number>();
  for (const s of ordered) filingsOf.set(issuerOf(s), (filingsOf.get(issuerOf(s)) ?? 0) + 1);
  const drawn = [...filingsOf.keys()].map((cik) => ({ cik, r: rnd() })).sort((a, b) => a.r - b.r);
  const agentIssuers = new Set<string>();
  let agentFilings = 0;
  for (const { cik } of drawn) {
    const n = filingsOf.get(cik)!;
    // Take the company when that brings the agents' count nearer the target than leaving it.
    if (Math.abs(agentFilings + n - share * ordered.length) <= Math.abs(agentFilings - share * ordered.length)) {
      agentIssuers.add(cik);
      agentFilings += n;
    }
  }
  let agentClients = 0;
  for (const s of ordered) {
    const year = toEastern(s.acceptedAt).date.slice(2, 4);
    const issuer = issuerOf(s);
    let idx = filerOf.get(issuer);
    if (idx === undefined) {
      if (agentIssuers.has(issuer)) {
        if (agentClients < order.length) idx = order[agentClients]!;
        else {
          let r = rnd() * total;
          idx = 0;
          while (idx < plan.length - 1 && r >= plan[idx]!.weight) r -= plan[idx++]!.weight;
        }
        agentClients++;
      } else idx = -1;
      filerOf.set(issuer, idx);
    }
    let acc: string;
    if (idx >= 0) {
      const agent = plan[idx]!;
      const key = `${agent.cik}-${year}`;
      let seq = next.get(key) ?? (year === firstYear ? agent.firstSequence : 1);
      while (o.gapRate && rnd() < o.gapRate) seq++;
      while (taken.has(formatAccession({ prefix: agent.cik, year, sequence: seq }))) seq++;
      next.set(key, seq + 1);
      acc = formatAccession({ prefix: agent.cik, year, sequence: seq });
    } else {
      const key = `${issuer}-${year}`;
      let seq = next.get(key) ?? 1 + Math.floor(rnd() * 2000);
      while (taken.has(formatAccession({ prefix: issuer, year, sequence: seq }))) seq++;
      next.set(key, seq + 1);
      acc = formatAccession({ prefix: issuer, year, sequence: seq });
    }
    taken.add(acc);
    renamed.set(s, { ...s, filing: renameFiling(s.filing, acc) });
  }
  return { schedule: sched.map((s) => renamed.get(s)!), agents: plan, agentShare: share };
}
