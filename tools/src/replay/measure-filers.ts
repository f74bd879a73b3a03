/**
 * Who files for whom, measured on daily indexes (for the prober's candidate budget):
 *   node tools/dist/replay/measure-filers.js ../shared/edgar/feeds/daily-index/*.idx
 * Per accession: its prefix (the submitter) and the party CIKs the index lists it under. Self-filed:
 * the prefix is a party. Agent-filed: for each agent, in sequence-number order (the order it
 * submitted them), whether a party is among its top-K earlier clients of the day, ranked by count
 * then recency (what the prober can learn from one day), for several K.
 */
import fs from 'node:fs';
import { parseCli, usageError } from '@nes/bench-kit';
import { padCik, parseAccession, parseDailyIndex } from '@nes/edgar';

const KS = [1, 2, 3, 4, 6, 8, 12];

export function measureFilers(text: string) {
  const byAcc = new Map<string, { prefix: string; seq: number; parties: Set<string> }>();
  for (const r of parseDailyIndex(text)) {
    const p = parseAccession(r.accession);
    // 99999999xx: paper and other non-electronic submissions, no sequence to follow.
    if (!p || p.prefix.startsWith('99999999')) continue;
    const e = byAcc.get(r.accession) ?? { prefix: p.prefix, seq: p.sequence, parties: new Set<string>() };
    e.parties.add(padCik(r.cik));
    byAcc.set(r.accession, e);
  }
  const all = [...byAcc.values()];
  const agentFiled = all.filter((e) => !e.parties.has(e.prefix));
  const byAgent = new Map<string, typeof agentFiled>();
  for (const e of agentFiled) byAgent.set(e.prefix, [...(byAgent.get(e.prefix) ?? []), e]);
  const hits = new Map(KS.map((k) => [k, 0]));
  for (const list of byAgent.values()) {
    const seen = new Map<string, { n: number; last: number }>();
    list.sort((a, b) => a.seq - b.seq);
    list.forEach((e, t) => {
      const ranked = [...seen].sort((a, b) => b[1].n - a[1].n || b[1].last - a[1].last).map(([cik]) => cik);
      for (const k of KS) if (ranked.slice(0, k).some((c) => e.parties.has(c))) hits.set(k, hits.get(k)! + 1);
      for (const c of e.parties) seen.set(c, { n: (seen.get(c)?.n ?? 0) + 1, last: t });
    });
  }
  const pct = (n: number, d: number) => +((100 * n) / d).toFixed(1);
  return {
    accessions: all.length,
    selfFiledPct: pct(all.length - agentFiled.length, all.length),
    agents: byAgent.size,
    agentFiled: agentFiled.length,
    /** K → % of agent-filed accessions with a party among the agent's top-K earlier clients. */
    topKClientPct: Object.fromEntries(KS.map((k) => [k, pct(hits.get(k)!, agentFiled.length)])),
  };
}

const USAGE = `usage: node tools/dist/replay/measure-filers.js <daily-index .idx files…>
Per file, one JSON line: accessions, the self-filed share, agents, and for several K the share of
agent-filed accessions with a party among the agent's top-K earlier clients of the day.`;

if (require.main === module) {
  const files = parseCli(USAGE, {}, { positionals: true }).positionals;
  if (!files.length) usageError('no daily-index file given', USAGE);
  for (const f of files) console.log(JSON.stringify({ file: f, ...measureFilers(fs.readFileSync(f, 'utf8')) }));
}
