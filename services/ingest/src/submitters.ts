import { formatAccession, padCik, parseAccession, toEastern } from '@nes/edgar';

/**
 * What the accession prober knows about submitters. EDGAR numbers each submitter's filings
 * consecutively per year (`{submitter CIK}-{yy}-{sequence}`), and a few dozen filing agents submit
 * most filings, so the next filing of a busy submitter is very likely its highest seen sequence
 * + 1. Since 2026-10-05 EDGAR serves a filing's pages only under a party's CIK, so a probe must
 * also name the CIK: the submitter's own when it is a party to its filings (self-filed), else one
 * of the clients the agent filed for recently. Everything here is learned from accessions seen on
 * any path (feed, daily index, probes); nothing is configured per submitter.
 */

/** A CIK the submitter's filings were reached under, with a decayed count (how often, how recently). */
export interface Client {
  cik: string;
  score: number;
  scoreAt: number;
  lastAt: number;
}
export interface Submitter {
  prefix: string;
  /** Two-digit year of the sequence being followed. */
  year: string;
  maxSeq: number;
  /** Exponentially decayed count of distinct accessions seen (activity). */
  score: number;
  scoreAt: number;
  /** Distinct accessions seen this year. */
  seen: number;
  lastProbeAt: number;
  /** Probes in a row that found nothing. */
  misses: number;
  probing: boolean;
  /** Party CIKs of its filings (the submitter itself when self-filed), at most `maxClients`. */
  clients: Map<string, Client>;
}

/** One request of a probe: the index page of the accession under this CIK. */
export interface Candidate {
  cik: string;
  /** 'self': the submitter's own CIK (it is a party); 'agent-candidate': a client of a filer agent. */
  kind: 'self' | 'agent-candidate';
}

export interface SubmitterTableOptions {
  /** Half-life of the activity score (default 30 min). */
  halfLifeMs?: number;
  /** Submitters remembered; the least active are forgotten (default 5000). */
  maxSubmitters?: number;
  /** How far past a possible hole (withdrawn or unpublished number) probes look (default 2). */
  lookahead?: number;
  /** Submitters that take part in probing: the most active ones (default 20). */
  probed?: number;
  /**
   * Accessions a submitter must have been seen with before it is probed (default 1). 2 keeps
   * one-off self-filers out, but measured worse (bench, docs/benchmarks/ingest.md): an agent seen
   * once at start-up then waits for its second sighting in the lagging feed. The activity ranking
   * already puts one-offs behind the agents.
   */
  minSeen?: number;
  /** CIKs probed per expected sequence number of a filer agent (default 3: docs/benchmarks/ingest.md). */
  candidates?: number;
  /** Half-life of a client's count (default 6 h: an agent's clients change over days). */
  clientHalfLifeMs?: number;
  /** Clients remembered per submitter (default 64). */
  maxClients?: number;
}

const fullYear = (yy: string) => (Number(yy) >= 90 ? 1900 : 2000) + Number(yy);

export class SubmitterTable {
  private readonly subs = new Map<string, Submitter>();
  private readonly halfLifeMs: number;
  private readonly max: number;
  private readonly lookahead: number;
  private readonly probed: number;
  private readonly minSeen: number;
  private readonly candidates: number;
  private readonly clientHalfLifeMs: number;
  private readonly maxClients: number;
  private top: Submitter[] = [];
  private topAt = -Infinity;

  constructor(o: SubmitterTableOptions = {}) {
    this.halfLifeMs = o.halfLifeMs ?? 30 * 60_000;
    this.max = o.maxSubmitters ?? 5000;
    this.lookahead = Math.max(0, o.lookahead ?? 2);
    this.probed = Math.max(1, o.probed ?? 20);
    this.minSeen = Math.max(1, o.minSeen ?? 1);
    this.candidates = Math.max(1, o.candidates ?? 3);
    this.clientHalfLifeMs = o.clientHalfLifeMs ?? 6 * 3600_000;
    this.maxClients = Math.max(1, o.maxClients ?? 64);
  }

  get size(): number {
    return this.subs.size;
  }

  get(prefix: string): Submitter | undefined {
    return this.subs.get(prefix);
  }

  /** Activity score decayed to `now`. */
  activity(s: Submitter, now: number): number {
    return s.score * 2 ** (-(now - s.scoreAt) / this.halfLifeMs);
  }

  /**
   * Learns from one accession seen for the first time, with the party CIKs it was seen under
   * (`parties`) and the one its documents live under (`client`, the issuer side). Self-filed
   * (the submitter is among the parties): the client is the submitter itself. Only the current
   * Eastern year counts: sequences restart every year, so last year's numbers predict nothing.
   */
  observe(accession: string, now: number, who: { parties?: string[]; client?: string } = {}): void {
    const p = parseAccession(accession);
    // 0000000000: none; 99999999xx: paper and other non-electronic submissions.
    if (!p || /^0+$/.test(p.prefix) || p.prefix.startsWith('99999999')) return;
    const parties = (who.parties ?? []).map(padCik).filter(Boolean);
    const client = parties.includes(p.prefix) ? p.prefix : who.client ? padCik(who.client) : parties[0];
    if (fullYear(p.year) !== Number(toEastern(now).date.slice(0, 4))) return;
    let s = this.subs.get(p.prefix);
    if (s && fullYear(s.year) < fullYear(p.year)) {
      this.subs.delete(p.prefix);
      s = undefined;
    }
    if (!s) {
      s = {
        prefix: p.prefix,
        year: p.year,
        maxSeq: p.sequence,
        score: 0,
        scoreAt: now,
        seen: 0,
        lastProbeAt: 0,
        misses: 0,
        probing: false,
        clients: new Map(),
      };
      this.subs.set(p.prefix, s);
      if (this.subs.size > this.max) this.forgetLeastActive(now);
    }
    if (client) this.noteClient(s, client, now);
    if (s.year !== p.year) return;
    s.score = this.activity(s, now) + 1;
    s.scoreAt = now;
    s.seen++;
    if (p.sequence > s.maxSeq) {
      s.maxSeq = p.sequence;
      s.misses = 0;
    }
  }

  private noteClient(s: Submitter, cik: string, now: number): void {
    let c = s.clients.get(cik);
    if (!c) {
      c = { cik, score: 0, scoreAt: now, lastAt: now };
      s.clients.set(cik, c);
      if (s.clients.size > this.maxClients) {
        let worst: Client | undefined;
        for (const x of s.clients.values())
          if (x !== c && (!worst || this.clientScore(x, now) < this.clientScore(worst, now))) worst = x;
        if (worst) s.clients.delete(worst.cik);
      }
    }
    c.score = this.clientScore(c, now) + 1;
    c.scoreAt = now;
    c.lastAt = Math.max(c.lastAt, now);
  }

  private clientScore(c: Client, now: number): number {
    return c.score * 2 ** (-(now - c.scoreAt) / this.clientHalfLifeMs);
  }

  /**
   * The CIKs to probe the submitter's next accession under, best first: its clients by decayed
   * count (frequency and recency), then the most recent; at most `candidates` of them. A
   * self-filer's own CIK leads its list as soon as it has filed for itself more than for others.
   */
  candidatesOf(s: Submitter, now: number): Candidate[] {
    return [...s.clients.values()]
      .sort((a, b) => this.clientScore(b, now) - this.clientScore(a, now) || b.lastAt - a.lastAt)
      .slice(0, this.candidates)
      .map((c) => ({ cik: c.cik, kind: c.cik === s.prefix ? 'self' : 'agent-candidate' }));
  }

  /**
   * The next probe: among the `probed` most active submitters not being probed already, the one
   * most overdue, where a submitter's due interval shrinks with the fourth root of its activity.
   * (The square root would minimise the mean wait for a fixed probe budget; the flatter weighting
   * keeps the quieter agents' filings, which make the tail, from waiting long: the target is p99.)
   * The accession is the one after the highest seen; after misses, now and then one or two further
   * on, so a hole in the numbering does not hide every later filing until the feed shows them.
   * It is asked for under each of the submitter's candidate CIKs in turn until one answers.
   */
  next(
    now: number,
  ): { submitter: Submitter; accession: string; sequence: number; candidates: Candidate[] } | undefined {
    if (now - this.topAt > 1000) {
      this.top = [...this.subs.values()]
        .filter((s) => s.seen >= this.minSeen && s.clients.size > 0)
        .sort((a, b) => this.activity(b, now) - this.activity(a, now))
        .slice(0, this.probed);
      this.topAt = now;
    }
    let best: Submitter | undefined;
    let bestDue = -Infinity;
    for (const s of this.top) {
      if (s.probing || !this.subs.has(s.prefix)) continue;
      const due = (now - s.lastProbeAt) * this.activity(s, now) ** 0.25;
      if (due > bestDue) {
        best = s;
        bestDue = due;
      }
    }
    if (!best) return undefined;
    const skip = this.lookahead && best.misses % 3 === 2 ? 1 + (Math.floor(best.misses / 3) % this.lookahead) : 0;
    const sequence = best.maxSeq + 1 + skip;
    best.probing = true;
    best.lastProbeAt = now;
    return {
      submitter: best,
      sequence,
      accession: formatAccession({ prefix: best.prefix, year: best.year, sequence }),
      candidates: this.candidatesOf(best, now),
    };
  }

  /**
   * The outcome of a probe handed out by next(). `behind`: the filing found had been accepted a
   * while ago, so more of this submitter's filings are likely waiting: it is probed again at
   * once. A filing found fresh puts the submitter back on its normal schedule (probing again
   * right away after every hit would spend a probe per filing, mostly on a miss).
   */
  record(s: Submitter, sequence: number, found: boolean | 'error', behind = false): void {
    s.probing = false;
    if (found === true) {
      if (sequence > s.maxSeq) s.maxSeq = sequence;
      s.misses = 0;
      if (behind) s.lastProbeAt = 0;
    } else if (found === false) s.misses++;
  }

  private forgetLeastActive(now: number): void {
    let worst: Submitter | undefined;
    for (const s of this.subs.values())
      if (!s.probing && (!worst || this.activity(s, now) < this.activity(worst, now))) worst = s;
    if (worst) this.subs.delete(worst.prefix);
  }
}
