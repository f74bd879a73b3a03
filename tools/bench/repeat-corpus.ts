import type { ReplayFiling } from '../src/replay/corpus';
import { renameFiling } from '../src/replay/agents';

/**
 * `n` filings from a corpus of fewer: the corpus in its order, then again, each further copy under
 * its own accession number (same submitter prefix and year, another sequence number) everywhere
 * the replay serves it, and accepted one corpus span later than the previous round, so the replay
 * order is round after round. A benchmark needs more distinct filings than ../shared/edgar holds.
 */
export function repeatCorpus(filings: ReplayFiling[], n: number): ReplayFiling[] {
  const times = filings.map((f) => f.originalAcceptedAt?.getTime()).filter((t): t is number => t !== undefined);
  const span = times.length ? Math.max(...times) - Math.min(...times) + 86_400_000 : 86_400_000;
  const used = new Set(filings.map((f) => f.accession));
  const out: ReplayFiling[] = [];
  for (let i = 0; i < n; i++) {
    const f = filings[i % filings.length]!;
    const k = Math.floor(i / filings.length);
    if (k === 0) {
      out.push(f);
      continue;
    }
    const [prefix, yy, seq] = f.accession.split('-') as [string, string, string];
    let s = (Number(seq) + k * 104_729) % 1_000_000;
    let to: string;
    while (used.has((to = `${prefix}-${yy}-${String(s).padStart(6, '0')}`))) s = (s + 1) % 1_000_000;
    used.add(to);
    // Renamed everywhere the replay serves it (as --agents renames), accepted one corpus span later.
    out.push({
      ...renameFiling(f, to),
      originalAcceptedAt: f.originalAcceptedAt ? new Date(f.originalAcceptedAt.getTime() + k * span) : undefined,
    });
  }
  return out;
}
