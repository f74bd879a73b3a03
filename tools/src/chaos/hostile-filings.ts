import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RawFilingMessage } from '@nes/contracts';
import { rawFromPath } from '@nes/document';
import type { ReplayDocument, ReplayFiling } from '../replay/corpus';

/**
 * The hostile-input soak's filings, generated at run time (nothing of MBs is checked in): what an
 * attacker or an unlucky filer can put on EDGAR, served by the replay server like any filing, and
 * one raw message that only someone who can produce to the broker could send.
 */
export const MB = 1024 * 1024;

/** The download cap the soak gives ingest (EDGAR_MAX_RESPONSE_BYTES): the corpus' largest file is 3 MB. */
export const SOAK_MAX_RESPONSE_BYTES = 4 * MB;

export type HostileKind =
  'blank-lines' | 'spaces-tabs' | 'capitalised-run' | 'gzip-bomb' | 'oversized' | 'raw-gzip-bomb';

export interface HostileSpec {
  kind: HostileKind;
  what: string;
  accession: string;
}

/** 1 MiB of `unit` repeated (cut to the byte). */
const oneMb = (unit: string, bytes = MB) => Buffer.from(unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes));

/** A gzip stream that inflates to `bytes` of zeros (~1/1000 of that on the wire). */
function zeroBomb(bytes: number): Buffer {
  return gzipSync(Buffer.alloc(bytes), { level: 9 });
}

const BOMB_INFLATED = 256 * MB;

/** The documents the replay serves, one hostile filing each, with what they hold. */
function hostileDocuments(): { kind: HostileKind; what: string; doc: Omit<ReplayDocument, 'sequence' | 'type'> }[] {
  return [
    {
      kind: 'blank-lines',
      what: '1 MiB of blank lines',
      doc: { filename: 'blank.txt', description: 'blank lines', body: oneMb('\n') },
    },
    {
      kind: 'spaces-tabs',
      what: '1 MiB of spaces and tabs',
      doc: { filename: 'spaces.txt', description: 'spaces and tabs', body: oneMb(' \t  \t') },
    },
    {
      kind: 'capitalised-run',
      what: '1 MiB run of capitalised words and digits, no line break',
      doc: { filename: 'caps.txt', description: 'capitalised run', body: oneMb('Alpha Beta 12 Gamma 345 Delta ') },
    },
    {
      kind: 'gzip-bomb',
      what: `gzip download inflating to ${BOMB_INFLATED / MB} MiB (cap ${SOAK_MAX_RESPONSE_BYTES / MB} MiB)`,
      doc: { filename: 'bomb.txt', description: 'gzip bomb', body: zeroBomb(BOMB_INFLATED), contentEncoding: 'gzip' },
    },
    {
      kind: 'oversized',
      what: `6 MiB download (cap ${SOAK_MAX_RESPONSE_BYTES / MB} MiB)`,
      doc: { filename: 'large.txt', description: 'oversized', body: oneMb('An oversized document line.\n', 6 * MB) },
    },
  ];
}

/**
 * The hostile filings, each an 8-K whose primary document is the hostile one, filed by the first
 * normal 8-K's issuer under accession numbers of their own, accepted between the normal filings
 * (spread evenly through the replay), plus the raw message with a gzip bomb inside (sent to the
 * raw topic mid-run by the soak).
 */
export function hostileFilings(
  normal: ReplayFiling[],
  corpusDir: string,
): { filings: ReplayFiling[]; rawBomb: RawFilingMessage; specs: HostileSpec[] } {
  const template = normal.find((f) => f.formType === '8-K' && !f.syntheticAccession) ?? normal[0];
  if (!template) throw new Error(`no filings to replay in ${corpusDir} (EDGAR_CORPUS_DIR)`);
  const times = normal
    .map((f) => f.originalAcceptedAt)
    .filter((t): t is Date => !!t)
    .sort((a, b) => a.getTime() - b.getTime());
  const docs = hostileDocuments();
  const accession = (i: number) => `${template.cik}-26-${String(999900 + i)}`;
  const filings = docs.map(({ kind, doc }, i): ReplayFiling => ({
    accession: accession(i),
    formType: '8-K',
    cik: template.cik,
    companyName: template.companyName,
    items: ['8.01'],
    entities: [{ cik: template.cik, name: template.companyName, role: 'filer' }],
    originalAcceptedAt: times[Math.floor(((i + 1) * times.length) / (docs.length + 1))],
    documents: [{ ...doc, sequence: 1, type: '8-K' }],
    source: `hostile/${kind}`,
    syntheticAccession: false,
  }));
  const raw = rawFromPath(path.join(corpusDir, template.source));
  const rawAccession = accession(docs.length);
  const bomb = zeroBomb(300 * MB);
  const rawBomb: RawFilingMessage = {
    ...raw,
    accession_number: rawAccession,
    documents: [
      {
        filename: 'bomb.txt',
        type: '8-K',
        url: `https://www.sec.gov/Archives/edgar/data/${Number(template.cik)}/${rawAccession.replace(/-/g, '')}/bomb.txt`,
        encoding: 'gzip-base64',
        content: bomb.toString('base64'),
        truncated: false,
        size_bytes: 300 * MB,
      },
    ],
  };
  const specs: HostileSpec[] = [
    ...docs.map(({ kind, what }, i) => ({ kind, what, accession: accession(i) })),
    {
      kind: 'raw-gzip-bomb',
      what: 'raw message whose document inflates to 300 MiB (cap 64 MiB)',
      accession: rawAccession,
    },
  ];
  return { filings, rawBomb, specs };
}
