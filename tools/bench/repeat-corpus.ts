import type { ReplayFiling } from '../src/replay/corpus';

const noDashes = (acc: string) => acc.replace(/-/g, '');

/** Replaces every spelling of one accession number (dashed and 18-digit) in a text. */
function replaceAccession(text: string, from: string, to: string): string {
  return text.split(from).join(to).split(noDashes(from)).join(noDashes(to));
}

function replaceInBuffer(buf: Buffer, from: string, to: string): Buffer {
  const s = buf.toString('latin1'); // byte-safe for any encoding; accession numbers are ASCII
  return s.includes(from) || s.includes(noDashes(from)) ? Buffer.from(replaceAccession(s, from, to), 'latin1') : buf;
}

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
    const from = f.accession;
    out.push({
      ...f,
      accession: to,
      originalAcceptedAt: f.originalAcceptedAt ? new Date(f.originalAcceptedAt.getTime() + k * span) : undefined,
      fullText: f.fullText === undefined ? undefined : replaceAccession(f.fullText, from, to),
      indexHeaders: f.indexHeaders === undefined ? undefined : replaceAccession(f.indexHeaders, from, to),
      documents: f.documents.map((d) => ({
        ...d,
        filename: replaceAccession(d.filename, from, to),
        body: d.body && replaceInBuffer(d.body, from, to),
      })),
    });
  }
  return out;
}
