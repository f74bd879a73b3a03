import fs from 'node:fs';
import path from 'node:path';
import type { RawFilingMessage } from '@nes/contracts';
import { rawFromPath } from '@nes/document';

/** One recorded filing the replay server can publish. */
export interface ReplayDocument {
  sequence: number;
  filename: string;
  type: string;
  description: string;
  /** Served bytes; null for documents we only know by name (never served). */
  body: Buffer | null;
  /** The body is gzip, served with `Content-Encoding: gzip` (the hostile soak's gzip bomb). */
  contentEncoding?: 'gzip';
}

export interface ReplayFiling {
  accession: string;
  formType: string;
  /** Issuer-side CIK (10 digits) and name. */
  cik: string;
  companyName: string;
  items: string[];
  entities: { cik: string; name: string; role: 'filer' | 'issuer' | 'subject' | 'reporting' | 'filed-by' }[];
  periodOfReport?: string;
  /** Original EDGAR acceptance (or a stand-in from the filing date); orders the replay. */
  originalAcceptedAt?: Date;
  /** The recorded full submission (.txt or .nc) — served as {accession}.txt. */
  fullText?: string;
  /** The recorded -index-headers.html. */
  indexHeaders?: string;
  documents: ReplayDocument[];
  /** Where it came from, relative to the corpus root. */
  source: string;
  /** True for documents-unknown-accession/ entries (replay-only accession numbers). */
  syntheticAccession: boolean;
  /** The recorded accession when the replay renumbered the filing (--agents). */
  originalAccession?: string;
}

export interface SkippedEntry {
  source: string;
  reason: string;
}

interface ManifestRow {
  local_path: string;
  form_type: string;
  accession_number: string;
  company_name: string;
  cik: string;
  filed_date: string;
  items_or_codes: string;
}

function readManifest(dir: string): ManifestRow[] {
  const file = path.join(dir, 'MANIFEST.tsv');
  if (!fs.existsSync(file)) return [];
  const [head, ...lines] = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim());
  const cols = head!.split('\t');
  return lines.map((l) => {
    const v = l.split('\t');
    return Object.fromEntries(cols.map((c, i) => [c, v[i] ?? ''])) as unknown as ManifestRow;
  });
}

const pad = (c: string) => (c.replace(/\D/g, '') ? c.replace(/\D/g, '').padStart(10, '0') : '');

function contentType(name: string): string {
  if (/\.html?$/i.test(name)) return 'text/html';
  if (/\.xml$/i.test(name)) return 'application/xml';
  if (/\.json$/i.test(name)) return 'application/json';
  return 'text/plain';
}
export { contentType };

/** Role of the issuer-side entity when the documents name no parties. */
function defaultRole(form: string): ReplayFiling['entities'][number]['role'] {
  if (/^[345](\/A)?$/.test(form)) return 'issuer';
  if (/13D|13G|TO-/.test(form)) return 'subject';
  return 'filer';
}

function fromMessage(
  m: RawFilingMessage,
  source: string,
  absPath: string,
  synthetic: boolean,
  manifest: ManifestRow[],
): ReplayFiling | SkippedEntry {
  const rows = manifest.filter(
    (r) =>
      (m.accession_number && r.accession_number === m.accession_number) ||
      r.local_path === source ||
      r.local_path.startsWith(`${source}/`),
  );
  const row = rows.find((r) => pad(r.cik)) ?? rows[0];
  let cik = m.cik;
  let companyName = m.company_name;
  if ((!cik || cik === '0000000000') && row && pad(row.cik)) {
    cik = pad(row.cik);
    companyName = row.company_name || companyName;
  }
  if (!cik || cik === '0000000000')
    return { source, reason: 'issuer CIK unknown (not in the filing, its documents or MANIFEST.tsv)' };
  const entities = [...m.entities];
  if (!entities.some((e) => e.cik === cik))
    entities.unshift({ cik, name: companyName, role: defaultRole(m.form_type) });
  // Ownership XML names the reporting owner too: list it like EDGAR's feed does.
  for (const d of m.documents) {
    const c = d.content ?? '';
    // The name as `\s*([^<]+?)\s*<` read it: trimmed, or its last character when all spaces (linear, #24).
    const own = /<rptOwnerCik>\s*(\d+)\s*<\/rptOwnerCik>\s*<rptOwnerName>([^<]+)</i.exec(c);
    if (own && !entities.some((e) => e.cik === pad(own[1]!)))
      entities.push({ cik: pad(own[1]!), name: own[2]!.trim() || own[2]!.slice(-1), role: 'reporting' });
  }
  let items = m.items;
  if (!items.length && row?.items_or_codes.startsWith('items:') && /^8-K/.test(m.form_type)) {
    items = row.items_or_codes
      .slice(6)
      .split(';')
      .filter((i) => /^\d\.\d\d$/.test(i));
  }
  const isDir = fs.statSync(absPath).isDirectory();
  const files = isDir ? fs.readdirSync(absPath).sort() : [path.basename(absPath)];
  const read = (f: string) => fs.readFileSync(isDir ? path.join(absPath, f) : absPath);
  const full = files.find(
    (f) =>
      /(\.nc)?\.txt$/i.test(f) &&
      /<(SEC-HEADER|SUBMISSION|SEC-DOCUMENT)>/i.test(read(f).subarray(0, 100_000).toString('utf8')),
  );
  const headers = files.find((f) => /-index-headers\.html?$/i.test(f));
  // Documents: those inside the full text, then loose files beside it (the loose copy wins).
  const docs = new Map<string, ReplayDocument>();
  let seq = 0;
  for (const d of m.documents) {
    seq = Math.max(seq, d.sequence ?? seq + 1);
    const body = d.content === null ? null : Buffer.from(d.content, 'utf8');
    docs.set(d.filename, {
      sequence: d.sequence ?? seq,
      filename: d.filename,
      type: d.type,
      description: d.description ?? d.type,
      body,
    });
  }
  for (const f of files) {
    if (f === full || f === headers || f === 'index.json' || /-index\.html?$/i.test(f)) continue;
    const prev = docs.get(f);
    if (prev) prev.body = read(f);
  }
  return {
    accession: m.accession_number,
    formType: m.form_type,
    cik,
    companyName,
    items,
    entities,
    periodOfReport: m.period_of_report,
    originalAcceptedAt:
      new Date(m.accepted_at).getTime() > 0
        ? new Date(m.accepted_at)
        : row?.filed_date.match(/^\d{4}-\d{2}-\d{2}$/)
          ? new Date(`${row.filed_date}T17:00:00Z`)
          : undefined,
    fullText: full ? read(full).toString('utf8') : undefined,
    indexHeaders: headers ? read(headers).toString('utf8') : undefined,
    documents: [...docs.values()].sort((a, b) => a.sequence - b.sequence),
    source,
    syntheticAccession: synthetic,
  };
}

/**
 * Loads a folder laid out like ../shared/edgar: filings/<accession>/ and
 * documents-unknown-accession/ (each file or sub-folder = one filing). Metadata comes from the
 * filing itself (packages/document); MANIFEST.tsv, when present, fills a missing issuer CIK/items.
 *
 * Unknown-accession documents get the replay-only accession numbers of packages/document
 * (`0000000000-YY-NNNNNN`: submitter CIK 0, which EDGAR never assigns; NNNNNN from a content
 * hash, so the same document always gets the same number). Entries without an issuer CIK, or
 * without a document to serve (e.g. an index.json or an index-headers page alone), are skipped
 * with a reason.
 */
export function loadCorpus(dir: string): { filings: ReplayFiling[]; skipped: SkippedEntry[] } {
  const manifest = readManifest(dir);
  const filings: ReplayFiling[] = [];
  const skipped: SkippedEntry[] = [];
  const seen = new Set<string>();
  const groups: [string, boolean][] = [
    ['filings', false],
    ['documents-unknown-accession', true],
  ];
  for (const [sub, synthetic] of groups) {
    const base = path.join(dir, sub);
    if (!fs.existsSync(base)) continue;
    for (const name of fs.readdirSync(base).sort()) {
      const source = `${sub}/${name}`;
      try {
        const m = rawFromPath(path.join(base, name));
        const r = fromMessage(m, source, path.join(base, name), synthetic, manifest);
        if ('reason' in r) skipped.push(r);
        // EDGAR never shows a filing without its documents; ingest publishes nothing empty.
        else if (!r.fullText && !r.documents.some((d) => d.body))
          skipped.push({ source, reason: 'no document to serve (an index-headers page alone)' });
        else if (seen.has(r.accession)) skipped.push({ source, reason: `duplicate accession ${r.accession}` });
        else {
          seen.add(r.accession);
          filings.push(r);
        }
      } catch (e) {
        skipped.push({ source, reason: (e as Error).message });
      }
    }
  }
  return { filings, skipped };
}
