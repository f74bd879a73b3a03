import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FilingDocument, RawFilingMessage } from '@nes/contracts';
import { FilingParseError } from './errors';
import { child, parseXml, str } from './forms/xml';
import { normaliseAccession, padCik, parseSubmission, primaryParty, type ParsedSubmission, type PartyRole } from './sgml/submission';
import { easternToUtc } from './time';
import { detectFormat, htmlToText } from './text/extract';
import { parseEightKBody } from './forms/eight-k';

export interface BuildOptions {
  discoveredAt?: Date;
  discoveryPath?: RawFilingMessage['discovery_path'];
  /** Company name → CIK (reference data), for documents that carry only a name. */
  resolveCik?: (name: string) => string | undefined;
}

const BINARY_TYPES = /^(GRAPHIC|ZIP|EXCEL|PDF|XBRL INSTANCE|JSON)$|^EX-101\./;
const ENTITY_ROLE: Readonly<Record<PartyRole, RawFilingMessage['entities'][number]['role']>> = {
  filer: 'filer', subject: 'subject', issuer: 'issuer', reporting: 'reporting', 'filed-by': 'filed-by',
};

function docUrl(cik: string, accession: string, filename: string): string {
  return `https://www.sec.gov/Archives/edgar/data/${Number(cik) || 0}/${accession.replace(/-/g, '')}/${filename}`;
}

function indexUrl(cik: string, accession: string): string {
  return `https://www.sec.gov/Archives/edgar/data/${Number(cik) || 0}/${accession.replace(/-/g, '')}/${accession}-index.htm`;
}

/** Eastern midnight of a YYYY-MM-DD date, the stand-in acceptance time when EDGAR's is unknown. */
function easternMidnight(iso: string | undefined): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? easternToUtc(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}

/** A RawFilingMessage from a parsed submission (full .txt, .nc, or header + separate documents). */
export function rawFromSubmission(sub: ParsedSubmission, opts: BuildOptions & { accessionHint?: string; extraDocuments?: Array<{ filename: string; content: string; type?: string }> } = {}): RawFilingMessage {
  const h = sub.header;
  const accession = h.accessionNumber ?? normaliseAccession(opts.accessionHint);
  if (!accession) throw new FilingParseError('missing_header_field', 'submission has no accession number');
  let formType = h.formType ?? sub.documents[0]?.type;
  const party = primaryParty(h);
  let cik = party?.cik ?? '';
  let companyName = party?.name ?? '';
  const extra = opts.extraDocuments ?? [];
  const docs: FilingDocument[] = [];
  for (const d of sub.documents) {
    const filename = d.filename ?? `${accession}-${d.sequence ?? docs.length + 1}.txt`;
    const binary = BINARY_TYPES.test(d.type) || /^begin \d{3} /m.test(d.text.slice(0, 200));
    docs.push({ sequence: d.sequence, filename, type: d.type, description: d.description, url: '', encoding: 'utf8', content: binary ? null : d.text, truncated: false, size_bytes: Buffer.byteLength(d.text) });
  }
  for (const e of extra) {
    const type = e.type ?? guessDocType(e.filename, e.content, formType);
    docs.push({ filename: e.filename, type, url: '', encoding: 'utf8', content: e.content, truncated: false, size_bytes: Buffer.byteLength(e.content) });
  }
  if (!formType) formType = docs[0]?.type;
  if (!formType) throw new FilingParseError('missing_header_field', `${accession}: form type unknown`);
  if (!cik) {
    const found = cikFromDocuments(docs, opts.resolveCik);
    cik = found.cik;
    companyName ||= found.name ?? '';
  }
  if (!cik) cik = '0000000000';
  if (!companyName) companyName = cikFromDocuments(docs.filter((d) => !/^EX-/.test(d.type)).map((d) => ({ ...d, content: d.content && /EntityCentralIndexKey/.test(d.content) ? d.content.replace(/EntityCentralIndexKey/g, 'x') : d.content }))).name ?? '';
  for (const d of docs) d.url = docUrl(cik, accession, d.filename);
  const accepted = h.acceptedAt ?? easternMidnight(h.filedDate) ?? easternMidnight(dateFromDocuments(docs)) ?? new Date(0);
  const msg: RawFilingMessage = {
    schema_version: 1,
    accession_number: accession,
    cik,
    company_name: companyName,
    form_type: formType.toUpperCase(),
    accepted_at: accepted.toISOString(),
    discovered_at: (opts.discoveredAt ?? new Date()).toISOString(),
    discovery_path: opts.discoveryPath ?? 'cli',
    filing_url: indexUrl(cik, accession),
    items: /^8-K/.test(formType.toUpperCase()) ? h.items : [],
    entities: h.parties.filter((p) => p.cik).map((p) => ({ cik: p.cik, name: p.name, role: ENTITY_ROLE[p.role] })),
    header: sub.headerText,
    documents: docs,
  };
  if (h.filedDate) msg.filed_date = h.filedDate;
  if (h.periodOfReport) msg.period_of_report = h.periodOfReport;
  return msg;
}

/** Document type from file name / content when no SGML says it (EX-99.1, 4, SCHEDULE 13D, 8-K …). */
export function guessDocType(filename: string, content: string, formHint?: string): string {
  const ex = /ex[-_]?(\d{1,3})[-_.]?(\d{1,2})?/i.exec(basename(filename));
  if (ex && !/^(8-k|10-[kq])/i.test(basename(filename))) return `EX-${ex[1]}${ex[2] ? `.${ex[2]}` : ''}`;
  const head = content.slice(0, 6000);
  const own = /<documentType>\s*([345](\/A)?)\s*</i.exec(head);
  if (own) return own[1]!.toUpperCase();
  const sub = /<submissionType>\s*([^<]+?)\s*</i.exec(head);
  if (sub) return sub[1]!.toUpperCase();
  if (/<informationTable/i.test(head)) return 'INFORMATION TABLE';
  const text = detectFormat(content, filename) === 'html' ? htmlToText(content.slice(0, 60_000)) : content.slice(0, 20_000);
  const form = /\bFORM\s+(8-K|6-K|10-K|10-Q|S-1|S-3|F-1|20-F)\b/i.exec(text) ?? /\bSCHEDULE\s+(13D|13G)\b/i.exec(text);
  if (form) return /^13/.test(form[1]!) ? `SC ${form[1]!.toUpperCase()}` : form[1]!.toUpperCase();
  return formHint ?? 'UNKNOWN';
}

function cikFromDocuments(docs: FilingDocument[], resolveCik?: (name: string) => string | undefined): { cik: string; name?: string } {
  for (const d of docs) {
    const c = d.content ?? '';
    const own = /<issuerCik>\s*(\d+)\s*</i.exec(c) ?? /<issuerCIK>\s*(\d+)\s*</.exec(c);
    if (own) return { cik: padCik(own[1]), name: /<issuerName>\s*([^<]+?)\s*</i.exec(c)?.[1] };
    const dei = /EntityCentralIndexKey[^>]*>\s*(\d{1,10})\s*</.exec(c);
    if (dei) return { cik: padCik(dei[1]), name: /EntityRegistrantName[^>]*>\s*([^<]+?)\s*</.exec(c)?.[1] };
  }
  for (const d of docs) {
    if (!d.content || /^EX-/.test(d.type)) continue;
    const fmt = detectFormat(d.content, d.filename);
    if (fmt === 'xml') {
      const x = parseXml(d.content);
      const sub = child(x, 'edgarSubmission');
      const filerCik = str(child(child(child(child(sub, 'headerData'), 'filerInfo'), 'filer'), 'credentials'), 'cik');
      const mgr = str(child(child(child(sub, 'formData'), 'coverPage'), 'filingManager'), 'name');
      if (filerCik) return { cik: padCik(filerCik), name: mgr };
      continue;
    }
    const text = fmt === 'html' ? htmlToText(d.content.slice(0, 200_000)) : d.content.slice(0, 50_000);
    const name = parseEightKBody(text.slice(0, 20_000)).registrantName;
    const resolved = name ? resolveCik?.(name) : undefined;
    if (name) return { cik: resolved ?? '', name };
  }
  return { cik: '' };
}

function dateFromDocuments(docs: FilingDocument[]): string | undefined {
  for (const d of docs) {
    const c = (d.content ?? '').slice(0, 300_000);
    const p = /<periodOfReport>\s*(\d{4}-\d{2}-\d{2})/i.exec(c);
    if (p) return p[1];
    const us = /<(?:dateOfEvent|eventDateRequiresFilingThisStatement|periodOfReport|reportCalendarOrQuarter)>\s*(\d{2})[-/](\d{2})[-/](\d{4})/i.exec(c);
    if (us) return `${us[3]}-${us[1]}-${us[2]}`;
    const dei = /DocumentPeriodEndDate[^>]*>\s*([A-Za-z]+ \d{1,2}, \d{4})\s*</.exec(c);
    const text = dei?.[1] ?? (/date of report[^0-9]{0,200}?([A-Z][a-z]+\.? \d{1,2}, ?\d{4})/i.exec(detectFormat(c) === 'html' ? htmlToText(c.slice(0, 100_000)) : c)?.[1]);
    if (text) {
      const t = Date.parse(`${text.replace(/\.$/, '')} 12:00 UTC`);
      if (!Number.isNaN(t)) return new Date(t).toISOString().slice(0, 10);
    }
  }
  return undefined;
}

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
  const files = readdirSync(dir).filter((f) => statSync(join(dir, f)).isFile()).sort();
  const accHint = normaliseAccession(basename(dir));
  const full = files.find((f) => SUBMISSION_FILE.test(f) && /<(SEC-DOCUMENT|SUBMISSION|DOCUMENT)>/i.test(readFileSync(join(dir, f), 'utf8').slice(0, 200_000)));
  if (full) {
    const sub = parseSubmission(readFileSync(join(dir, full), 'utf8'));
    if (sub.documents.length) return rawFromSubmission(sub, { ...opts, accessionHint: accHint });
  }
  const headerFile = files.find((f) => /-index-headers\.html?$/i.test(f));
  const docFiles = files.filter((f) => !/-index(-headers)?\.html?$|^index\.json$|\.(jpg|gif|png|zip|xsd|pdf)$|_(cal|def|lab|pre)\.xml$|(\.nc)?\.txt$/i.test(f) || (/\.txt$/i.test(f) && !/<(SEC-HEADER|SUBMISSION)>/i.test(readFileSync(join(dir, f), 'utf8').slice(0, 5000))));
  const extraDocuments = docFiles.map((f) => ({ filename: f, content: readFileSync(join(dir, f), 'utf8') }));
  const sub: ParsedSubmission = headerFile
    ? parseSubmission(readFileSync(join(dir, headerFile), 'utf8'))
    : { header: { items: [], itemLines: [], parties: [] }, headerText: null, documents: [] };
  if (!extraDocuments.length && !sub.documents.length) {
    if (!headerFile) throw new FilingParseError('no_primary_document', `${dir}: no submission text, header or documents (index.json alone lists files it does not contain)`);
  }
  // The primary document first: the one whose type is the form.
  const formHint = sub.header.formType;
  extraDocuments.sort((a, b) => Number(/^ex/i.test(basename(a.filename))) - Number(/^ex/i.test(basename(b.filename))));
  if (!sub.header.accessionNumber && !accHint) {
    return rawFromDocuments(extraDocuments, opts);
  }
  const withTypes = extraDocuments.map((d, i) => ({ ...d, type: i === 0 && formHint ? formHint : guessDocType(d.filename, d.content, formHint) }));
  return rawFromSubmission(sub, { ...opts, accessionHint: accHint, extraDocuments: withTypes });
}

/** Loose documents without an accession number (documents-unknown-accession/*). */
export function rawFromDocuments(docs: Array<{ filename: string; content: string }>, opts: BuildOptions = {}): RawFilingMessage {
  if (!docs.length) throw new FilingParseError('empty_input', 'no documents');
  const typed = docs.map((d) => ({ ...d, type: guessDocType(d.filename, d.content) }));
  typed.sort((a, b) => Number(a.type.startsWith('EX-') || a.type === 'INFORMATION TABLE') - Number(b.type.startsWith('EX-') || b.type === 'INFORMATION TABLE'));
  const primary = typed[0]!;
  let formType = primary.type === 'UNKNOWN' ? undefined : primary.type;
  if (primary.type === 'INFORMATION TABLE' || /<edgarSubmission[^>]*thirteenf/i.test(primary.content.slice(0, 500))) formType = '13F-HR';
  if (!formType) throw new FilingParseError('unsupported_document', `${primary.filename}: cannot tell which form this document is`);
  const date = dateFromDocuments(typed.map((d) => ({ filename: d.filename, type: d.type, url: 'x', encoding: 'utf8', content: d.content, truncated: false })));
  const accession = syntheticAccession(typed.map((d) => d.content).join('\n'), date?.slice(0, 4));
  const sub: ParsedSubmission = { header: { items: [], itemLines: [], parties: [], formType, accessionNumber: accession }, headerText: null, documents: [] };
  return rawFromSubmission(sub, { ...opts, extraDocuments: typed });
}

/** One path → one raw filing: a folder (see rawFromFolder), a submission .txt/.nc, or a single document. */
export function rawFromPath(path: string, opts: BuildOptions = {}): RawFilingMessage {
  if (!existsSync(path)) throw new FilingParseError('unreadable_path', `${path} does not exist`);
  if (statSync(path).isDirectory()) return rawFromFolder(path, opts);
  const content = readFileSync(path, 'utf8');
  if (/<(SEC-HEADER|SUBMISSION)>/i.test(content.slice(0, 100_000)) || /^<DOCUMENT>/im.test(content.slice(0, 5000))) {
    const sub = parseSubmission(content);
    const hint = normaliseAccession(basename(path).slice(0, 20)) ?? (sub.header.accessionNumber ? undefined : syntheticAccession(content));
    return rawFromSubmission(sub, { ...opts, accessionHint: hint });
  }
  return rawFromDocuments([{ filename: basename(path), content }], opts);
}
