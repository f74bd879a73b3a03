import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { RawFilingMessage } from '@nes/contracts';
import { normalizeAccession } from '@nes/edgar';
import { dateFromDocuments, guessDocType } from './document-facts';
import { FilingParseError } from './errors';
import { rawFromSubmission, type BuildOptions } from './raw-message';
import { parseSubmission, type ParsedSubmission } from './sgml/submission';

/** Raw filing messages from files on disk: the corpus, the classify CLI, tests and benchmarks. */

/** Deterministic stand-in accession for documents recorded without one: submitter CIK 0, hash sequence. */
export function syntheticAccession(content: string, year?: string): string {
  const h = createHash('sha256').update(content).digest();
  const seq = String(h.readUInt32BE(0) % 1_000_000).padStart(6, '0');
  return `0000000000-${(year ?? '00').slice(-2)}-${seq}`;
}

const SUBMISSION_FILE = /(\.nc\.txt|\.nc|\.txt)$/i;

/**
 * A filing folder like ../shared/edgar/filings/<accession>/: the full `.txt` (or `.nc`) when present;
 * else the `-index-headers.html` header plus the primary document(s) found beside it.
 */
export function rawFromFolder(dir: string, opts: BuildOptions = {}): RawFilingMessage {
  const files = readdirSync(dir)
    .filter((f) => statSync(join(dir, f)).isFile())
    .sort();
  const accHint = normalizeAccession(basename(dir));
  const full = files.find(
    (f) =>
      SUBMISSION_FILE.test(f) &&
      /<(SEC-DOCUMENT|SUBMISSION|DOCUMENT)>/i.test(readFileSync(join(dir, f), 'utf8').slice(0, 200_000)),
  );
  if (full) {
    const sub = parseSubmission(readFileSync(join(dir, full), 'utf8'));
    if (sub.documents.length) return rawFromSubmission(sub, { ...opts, accessionHint: accHint });
  }
  const headerFile = files.find((f) => /-index-headers\.html?$/i.test(f));
  const docFiles = files.filter(
    (f) =>
      !/-index(-headers)?\.html?$|^index\.json$|\.(jpg|gif|png|zip|xsd|pdf)$|_(cal|def|lab|pre)\.xml$|(\.nc)?\.txt$/i.test(
        f,
      ) ||
      (/\.txt$/i.test(f) && !/<(SEC-HEADER|SUBMISSION)>/i.test(readFileSync(join(dir, f), 'utf8').slice(0, 5000))),
  );
  const extraDocuments = docFiles.map((f) => ({ filename: f, content: readFileSync(join(dir, f), 'utf8') }));
  const sub: ParsedSubmission = headerFile
    ? parseSubmission(readFileSync(join(dir, headerFile), 'utf8'))
    : { header: { items: [], itemLines: [], parties: [] }, headerText: null, documents: [] };
  if (!extraDocuments.length && !sub.documents.length) {
    if (!headerFile)
      throw new FilingParseError(
        'no_primary_document',
        `${dir}: no submission text, header or documents (index.json alone lists files it does not contain)`,
      );
  }
  // The primary document first: the one whose type is the form.
  const formHint = sub.header.formType;
  extraDocuments.sort((a, b) => Number(/^ex/i.test(basename(a.filename))) - Number(/^ex/i.test(basename(b.filename))));
  if (!sub.header.accessionNumber && !accHint) {
    return rawFromDocuments(extraDocuments, opts);
  }
  const withTypes = extraDocuments.map((d, i) => ({
    ...d,
    type: i === 0 && formHint ? formHint : guessDocType(d.filename, d.content, formHint),
  }));
  return rawFromSubmission(sub, { ...opts, accessionHint: accHint, extraDocuments: withTypes });
}

/** Loose documents without an accession number (documents-unknown-accession/*). */
export function rawFromDocuments(
  docs: Array<{ filename: string; content: string }>,
  opts: BuildOptions = {},
): RawFilingMessage {
  if (!docs.length) throw new FilingParseError('empty_input', 'no documents');
  const typed = docs.map((d) => ({ ...d, type: guessDocType(d.filename, d.content) }));
  typed.sort(
    (a, b) =>
      Number(a.type.startsWith('EX-') || a.type === 'INFORMATION TABLE') -
      Number(b.type.startsWith('EX-') || b.type === 'INFORMATION TABLE'),
  );
  const primary = typed[0]!;
  let formType = primary.type === 'UNKNOWN' ? undefined : primary.type;
  if (primary.type === 'INFORMATION TABLE' || /<edgarSubmission[^>]*thirteenf/i.test(primary.content.slice(0, 500)))
    formType = '13F-HR';
  if (!formType)
    throw new FilingParseError('unsupported_document', `${primary.filename}: cannot tell which form this document is`);
  const date = dateFromDocuments(
    typed.map((d) => ({
      filename: d.filename,
      type: d.type,
      url: 'x',
      encoding: 'utf8',
      content: d.content,
      truncated: false,
    })),
  );
  const accession = syntheticAccession(typed.map((d) => d.content).join('\n'), date?.slice(0, 4));
  const sub: ParsedSubmission = {
    header: { items: [], itemLines: [], parties: [], formType, accessionNumber: accession },
    headerText: null,
    documents: [],
  };
  return rawFromSubmission(sub, { ...opts, extraDocuments: typed });
}

/** One path → one raw filing: a folder (see rawFromFolder), a submission .txt/.nc, or a single document. */
export function rawFromPath(path: string, opts: BuildOptions = {}): RawFilingMessage {
  if (!existsSync(path)) throw new FilingParseError('unreadable_path', `${path} does not exist`);
  if (statSync(path).isDirectory()) return rawFromFolder(path, opts);
  const content = readFileSync(path, 'utf8');
  if (/<(SEC-HEADER|SUBMISSION)>/i.test(content.slice(0, 100_000)) || /^<DOCUMENT>/im.test(content.slice(0, 5000))) {
    const sub = parseSubmission(content);
    const hint =
      normalizeAccession(basename(path).slice(0, 20)) ??
      (sub.header.accessionNumber ? undefined : syntheticAccession(content));
    return rawFromSubmission(sub, { ...opts, accessionHint: hint });
  }
  return rawFromDocuments([{ filename: basename(path), content }], opts);
}
