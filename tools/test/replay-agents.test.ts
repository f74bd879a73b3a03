import { edgarCorpusDir } from '@nes/contracts';
import {
  accessionNoDashes,
  dedupeFeedEntries,
  parseAccession,
  parseDailyIndex,
  parseFilingIndexHtml,
  parseGetcurrentAtom,
  parseIndexJson,
  toEastern,
} from '@nes/edgar';
import { parseSubmission } from '@nes/document';
import { DAY_TOTAL_ACCESSIONS, FILING_AGENTS, renumberToAgents } from '../src/replay/agents';
import { loadCorpus } from '../src/replay/corpus';
import { renderAtom, renderDailyIndex, renderIndexHtml, renderIndexJson } from '../src/replay/render';
import { repeatSchedule, schedule, withHistory, type ScheduledFiling } from '../src/replay/schedule';
import { INSTANT_TIMING } from '../src/replay/timing';

const CORPUS = edgarCorpusDir();
const corpus = loadCorpus(CORPUS);
const T0 = Date.parse('2026-11-23T15:00:00Z');

function byAgent(s: ScheduledFiling[]): Map<string, { seq: number; at: number; year: string }[]> {
  const m = new Map<string, { seq: number; at: number; year: string }[]>();
  for (const x of [...s].sort((a, b) => a.acceptedAt - b.acceptedAt)) {
    const p = parseAccession(x.filing.accession)!;
    m.set(p.prefix, [...(m.get(p.prefix) ?? []), { seq: p.sequence, at: x.acceptedAt, year: p.year }]);
  }
  return m;
}

describe('replay --agents: filer-agent accession numbering', () => {
  const base = schedule(
    corpus.filings,
    { kind: 'rate', perSecond: 2 },
    T0,
    { ...INSTANT_TIMING, feedLagSec: [120, 120] },
    3,
  );

  it('renumbers every filing into N real agent prefixes with consecutive sequences in arrival order', () => {
    const { schedule: s, agents } = renumberToAgents(base, { agents: 8, seed: 3, agentShare: 1 });
    expect(agents).toHaveLength(8);
    expect(new Set(agents.map((a) => a.cik)).size).toBe(8);
    for (const a of agents) expect(FILING_AGENTS.map((x) => x.cik)).toContain(a.cik);
    expect(new Set(s.map((x) => x.filing.accession)).size).toBe(s.length);
    const groups = byAgent(s);
    expect(groups.size).toBe(8);
    for (const [prefix, list] of groups) {
      const plan = agents.find((a) => a.cik === prefix)!;
      expect(list[0]!.seq).toBe(plan.firstSequence);
      list.forEach((x, i) => {
        expect(x.seq).toBe(plan.firstSequence + i);
        expect(x.year).toBe('26');
      });
    }
    // Order and timing untouched; the recorded number is kept for diagnostics.
    expect(s.map((x) => x.acceptedAt)).toEqual(base.map((x) => x.acceptedAt));
    expect(s.map((x) => x.filing.originalAccession)).toEqual(base.map((x) => x.filing.accession));
  });

  it('is deterministic with the seed, and another seed gives other agents or numbers', () => {
    const a = renumberToAgents(base, { agents: 8, seed: 3, agentShare: 1 }).schedule.map((x) => x.filing.accession);
    const b = renumberToAgents(base, { agents: 8, seed: 3, agentShare: 1 }).schedule.map((x) => x.filing.accession);
    const c = renumberToAgents(base, { agents: 8, seed: 4, agentShare: 1 }).schedule.map((x) => x.filing.accession);
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('leaves holes at the gap rate and restarts sequences with the new year (Eastern)', () => {
    const gappy = byAgent(renumberToAgents(base, { agents: 4, seed: 5, gapRate: 0.3, agentShare: 1 }).schedule);
    let holes = 0;
    for (const list of gappy.values())
      for (let i = 1; i < list.length; i++) {
        expect(list[i]!.seq).toBeGreaterThan(list[i - 1]!.seq);
        holes += list[i]!.seq - list[i - 1]!.seq - 1;
      }
    expect(holes).toBeGreaterThan(5);
    // From 21:00 ET on 31 Dec 2026, one filing every 10 minutes: the replay crosses midnight Eastern.
    const nye = schedule(
      corpus.filings.slice(0, 40),
      { kind: 'rate', perSecond: 1 / 600 },
      Date.parse('2027-01-01T02:00:00Z'),
      INSTANT_TIMING,
      1,
    );
    const renumbered = byAgent(renumberToAgents(nye, { agents: 2, seed: 1, agentShare: 1 }).schedule);
    for (const list of renumbered.values()) {
      const y27 = list.filter((x) => x.year === '27');
      expect(list.some((x) => x.year === '26')).toBe(true);
      expect(y27.map((x) => x.seq)).toEqual(y27.map((_, i) => i + 1));
      for (const x of list) expect(x.year).toBe(toEastern(x.at).date.slice(2, 4));
    }
  });

  it('rewrites the accession everywhere the replay serves it, so a client cannot tell', () => {
    const { schedule: s } = renumberToAgents(base, { agents: 8, seed: 3, agentShare: 1 });
    const full = s.filter((x) => x.filing.fullText && /ACCESSION[ -]NUMBER/.test(x.filing.fullText));
    expect(full.length).toBeGreaterThan(20);
    for (const x of s) {
      const f = x.filing;
      const old = f.originalAccession!;
      const oldPlain = accessionNoDashes(old);
      const served = [
        f.fullText ?? '',
        f.indexHeaders ?? '',
        renderIndexHtml(x),
        renderIndexJson(x),
        ...f.documents.map((d) => `${d.filename} ${d.body?.toString('latin1') ?? ''}`),
      ];
      for (const text of served) {
        expect(text.includes(old)).toBe(false);
        // 18-digit spelling only matters where it can be an accession (URLs, folders)
        expect(text.includes(`/${oldPlain}`)).toBe(false);
      }
      const idx = parseFilingIndexHtml(renderIndexHtml(x));
      expect(idx.accession).toBe(f.accession);
      for (const d of idx.documents) expect(d.href).toContain(`/${accessionNoDashes(f.accession)}/`);
      expect(JSON.parse(renderIndexJson(x)).directory.name).toContain(accessionNoDashes(f.accession));
      expect(parseIndexJson(renderIndexJson(x)).map((i) => i.name)).toContain(`${f.accession}-index.html`);
    }
    for (const x of full) {
      const sub = parseSubmission(x.filing.fullText!);
      expect(sub.header.accessionNumber).toBe(x.filing.accession);
    }
    const now = T0 + 3600_000;
    const feed = parseGetcurrentAtom(
      renderAtom(
        s.flatMap((x) => x.filing.entities.map((entity) => ({ s: x, entity }))),
        'http://replay',
        now,
      ),
    );
    expect(
      dedupeFeedEntries(feed.entries)
        .map((f) => f.accession)
        .sort(),
    ).toEqual(s.map((x) => x.filing.accession).sort());
    for (const e of feed.entries) expect(e.indexUrl).toContain(`/${accessionNoDashes(e.accession)}/`);
    const daily = parseDailyIndex(renderDailyIndex(s, toEastern(T0).date, 'form'));
    expect(new Set(daily.map((r) => r.accession))).toEqual(new Set(s.map((x) => x.filing.accession)));
  });

  it('by default the agents submit their real share of a day; the rest are self-filed under the issuer CIK', () => {
    const many = repeatSchedule(base, 6);
    const { schedule: s, agents, agentShare } = renumberToAgents(many, { agents: 16, seed: 2 });
    expect(agentShare).toBeCloseTo(FILING_AGENTS.reduce((n, a) => n + a.perDay, 0) / DAY_TOTAL_ACCESSIONS, 5);
    const agentCiks = new Set(agents.map((a) => a.cik));
    const byAgents = s.filter((x) => agentCiks.has(parseAccession(x.filing.accession)!.prefix));
    expect(byAgents.length / s.length).toBeGreaterThan(agentShare - 0.1);
    expect(byAgents.length / s.length).toBeLessThan(agentShare + 0.1);
    for (const x of s.filter((y) => !byAgents.includes(y)))
      expect(parseAccession(x.filing.accession)!.prefix).toBe(x.filing.cik);
    expect(new Set(s.map((x) => x.filing.accession)).size).toBe(s.length);
    // the agents' own numbers stay consecutive
    for (const list of byAgent(byAgents).values()) list.forEach((x, i) => expect(x.seq).toBe(list[0]!.seq + i));
  });

  it('a company keeps its filer (one agent, or itself); its own filings are numbered consecutively', () => {
    const twice = repeatSchedule(base, 2);
    const { schedule: s } = renumberToAgents(twice, { agents: 4, seed: 5, agentShare: 0.5 });
    const byIssuer = new Map<string, string[]>();
    for (const x of [...s].sort((a, b) => a.acceptedAt - b.acceptedAt))
      byIssuer.set(x.filing.cik, [...(byIssuer.get(x.filing.cik) ?? []), x.filing.accession]);
    let selfFilers = 0;
    for (const [cik, accs] of byIssuer) {
      expect(new Set(accs.map((a) => parseAccession(a)!.prefix)).size).toBe(1);
      if (parseAccession(accs[0]!)!.prefix !== cik.padStart(10, '0')) continue;
      selfFilers++;
      const seqs = accs.map((a) => parseAccession(a)!.sequence);
      expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    }
    expect(selfFilers).toBeGreaterThan(3);
  });

  it('without --agents the recorded accession numbers are served unchanged', () => {
    expect(base.every((x) => x.filing.originalAccession === undefined)).toBe(true);
    expect(base.map((x) => x.filing.accession).sort()).toEqual(corpus.filings.map((f) => f.accession).sort());
  });
});

describe('replay --repeat', () => {
  it('appends copies one spacing after the previous copy, feed lags kept', () => {
    const base = schedule(
      corpus.filings.slice(0, 10),
      { kind: 'rate', perSecond: 2 },
      T0,
      { ...INSTANT_TIMING, feedLagSec: [120, 120] },
      1,
    );
    const r = repeatSchedule(base, 3);
    expect(r).toHaveLength(30);
    expect(r.map((x) => x.acceptedAt)).toEqual(Array.from({ length: 30 }, (_, i) => T0 + i * 500));
    expect(r.every((x) => x.feedAt - x.acceptedAt === 120_000)).toBe(true);
    expect(r[10]!.filing).toBe(base[0]!.filing);
    expect(repeatSchedule(base, 1)).toBe(base);
  });
});

describe('replay --history', () => {
  it('puts the first N filings before the start at an even spacing and keeps the rest at the rate', () => {
    const s = withHistory(
      schedule(corpus.filings, { kind: 'rate', perSecond: 2 }, T0, { ...INSTANT_TIMING, feedLagSec: [120, 120] }, 1),
      10,
      180_000,
      T0,
    );
    expect(s.slice(0, 10).every((x) => x.acceptedAt < T0 && x.acceptedAt >= T0 - 180_000)).toBe(true);
    expect(s[10]!.acceptedAt).toBe(T0);
    expect(s[11]!.acceptedAt - s[10]!.acceptedAt).toBe(500);
    expect(s.every((x) => x.feedAt - x.acceptedAt === 120_000)).toBe(true);
  });
});
