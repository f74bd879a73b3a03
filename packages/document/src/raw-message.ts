import type { FilingDocument, RawFilingMessage } from '@nes/contracts';
import { easternToUtc } from '@nes/contracts';
import {
  issuerSideParty,
  LIVE_WWW_BASE,
  normalizeAccession,
  paths,
  type FilingIndex,
  type IndexDocument,
} from '@nes/edgar';
import { cikFromDocuments, dateFromDocuments, guessDocType } from './document-facts';
import { formFromXbrl, periodFromXbrl } from './recognize';
import { FilingParseError } from './errors';
import type { ParsedSubmission, PartyRole } from './sgml/submission';

export interface BuildOptions {
  discoveredAt?: Date;
  discoveryPath?: RawFilingMessage['discovery_path'];
  /** Company name → CIK (reference data), for documents that carry only a name. */
  resolveCik?: (name: string) => string | undefined;
  /** Told once per filing when its header and its primary document disagree on the form (the header wins). */
  onDisagreement?: (message: string) => void;
}

export interface SubmissionOptions extends BuildOptions {
  accessionHint?: string;
  extraDocuments?: Array<{ filename: string; content: string; type?: string }>;
  /**
   * The filing's index page, when ingest read it: authoritative for the acceptance time, it fills
   * issuer, parties, items and dates the submission lacks. (Its URL is where ingest read it —
   * maybe a replay or a mirror — and never becomes filing_url.)
   */
  index?: FilingIndex & { url: string };
  /** Documents the index lists that were not fetched: listed with their URL, without content. */
  unfetched?: IndexDocument[];
}

const BINARY_TYPES = /^(GRAPHIC|ZIP|EXCEL|PDF|XBRL INSTANCE|JSON)$|^EX-101\./;
const ENTITY_ROLE: Readonly<Record<PartyRole, RawFilingMessage['entities'][number]['role']>> = {
  filer: 'filer',
  subject: 'subject',
  issuer: 'issuer',
  reporting: 'reporting',
  'filed-by': 'filed-by',
};
const NO_CIK = '0000000000';

/** Eastern midnight of a YYYY-MM-DD date, the stand-in acceptance time when EDGAR's is unknown. */
function easternMidnight(iso: string | undefined): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? easternToUtc(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}

/**
 * The RawFilingMessage of a parsed submission (full .txt, .nc, or header + separate documents),
 * complete with the URLs and fields it carries on the topic: nothing downstream patches it.
 */
export function rawFromSubmission(sub: ParsedSubmission, opts: SubmissionOptions = {}): RawFilingMessage {
  const h = sub.header;
  const idx = opts.index;
  const accession = h.accessionNumber ?? normalizeAccession(opts.accessionHint);
  if (!accession) throw new FilingParseError('missing_header_field', 'submission has no accession number');
  let formType = h.formType ?? idx?.formType ?? sub.documents[0]?.type;
  const party = issuerSideParty(h.parties);
  let cik = party?.cik ?? '';
  let companyName = party?.name ?? '';
  const docs: FilingDocument[] = [];
  for (const d of sub.documents) {
    const filename = d.filename ?? `${accession}-${d.sequence ?? docs.length + 1}.txt`;
    const binary = BINARY_TYPES.test(d.type) || /^begin \d{3} /m.test(d.text.slice(0, 200));
    docs.push({
      sequence: d.sequence,
      filename,
      type: d.type,
      description: d.description,
      url: '',
      encoding: 'utf8',
      content: binary ? null : d.text,
      truncated: false,
      size_bytes: Buffer.byteLength(d.text),
    });
  }
  for (const e of opts.extraDocuments ?? []) {
    const type = e.type ?? guessDocType(e.filename, e.content, formType);
    docs.push({
      filename: e.filename,
      type,
      url: '',
      encoding: 'utf8',
      content: e.content,
      truncated: false,
      size_bytes: Buffer.byteLength(e.content),
    });
  }
  if (!formType) formType = docs[0]?.type;
  if (!formType) throw new FilingParseError('missing_header_field', `${accession}: form type unknown`);
  if (formType === 'UNKNOWN' && idx?.formType) formType = idx.formType;
  formType = formType.toUpperCase();
  if (h.formType && opts.onDisagreement) {
    const primary = docs.find((d) => d.content && !/^EX-/.test(d.type));
    const said = primary?.content ? formFromXbrl(primary.content) : undefined;
    if (said && said !== formType)
      opts.onDisagreement(`${accession}: header says ${formType}, document says ${said} (header kept)`);
  }
  if (!cik) {
    const found = cikFromDocuments(docs, opts.resolveCik);
    cik = found.cik;
    companyName ||= found.name ?? '';
  }
  const indexParty = (!cik || cik === NO_CIK) && idx ? issuerSideParty(idx.parties) : undefined;
  if (indexParty) cik = indexParty.cik;
  if (!cik) cik = NO_CIK;
  if (!companyName)
    companyName =
      cikFromDocuments(
        docs
          .filter((d) => !/^EX-/.test(d.type))
          .map((d) => ({
            ...d,
            content:
              d.content && /EntityCentralIndexKey/.test(d.content)
                ? d.content.replace(/EntityCentralIndexKey/g, 'x')
                : d.content,
          })),
      ).name ?? '';
  if (indexParty && companyName.length < 2) companyName = indexParty.name;
  for (const d of opts.unfetched ?? []) {
    const doc: FilingDocument = {
      filename: d.filename,
      type: d.type || 'UNKNOWN',
      url: '',
      encoding: 'utf8',
      content: null,
      truncated: false,
    };
    if (d.sequence !== undefined) doc.sequence = d.sequence;
    if (d.description) doc.description = d.description;
    if (d.sizeBytes !== undefined) doc.size_bytes = d.sizeBytes;
    docs.push(doc);
  }
  // Links are always the public SEC URLs under the issuer's CIK, whatever host ingest read the
  // filing from (a replay server or a mirror): no internal host may reach an API response.
  for (const d of docs) d.url = `${LIVE_WWW_BASE}${paths.filingFolder(cik, accession)}/${d.filename}`;
  const accepted =
    idx?.acceptedAt ??
    h.acceptedAt ??
    easternMidnight(h.filedDate) ??
    easternMidnight(dateFromDocuments(docs)) ??
    new Date(0);
  const entities: RawFilingMessage['entities'] = h.parties
    .filter((p) => p.cik)
    .map((p) => ({ cik: p.cik, name: p.name, role: ENTITY_ROLE[p.role] }));
  for (const p of idx?.parties ?? [])
    if (!entities.some((e) => e.cik === p.cik && e.role === p.role))
      entities.push({ cik: p.cik, name: p.name, role: p.role });
  const eightK = /^8-K/.test(formType);
  const msg: RawFilingMessage = {
    schema_version: 1,
    accession_number: accession,
    cik,
    // A name read from a document may span a line break ("The\nMarygold Companies, Inc.").
    company_name: companyName.replace(/\s+/g, ' ').trim(),
    form_type: formType,
    accepted_at: accepted.toISOString(),
    discovered_at: (opts.discoveredAt ?? new Date()).toISOString(),
    discovery_path: opts.discoveryPath ?? 'cli',
    filing_url: `${LIVE_WWW_BASE}${paths.filingIndexHtml(cik, accession)}`,
    items: eightK ? (h.items.length ? h.items : (idx?.items ?? [])) : [],
    entities,
    header: sub.headerText,
    documents: docs,
  };
  const filed = h.filedDate ?? idx?.filingDate;
  const period = h.periodOfReport ?? idx?.periodOfReport ?? periodFromDocuments(docs, formType);
  if (filed) msg.filed_date = filed;
  if (period) msg.period_of_report = period;
  return msg;
}

/** dei:DocumentPeriodEndDate of the primary document, for a periodic report without a header. */
function periodFromDocuments(docs: FilingDocument[], formType: string): string | undefined {
  if (/^(8-K|6-K)/.test(formType)) return undefined;
  const primary = docs.find((d) => d.content && !/^EX-/.test(d.type));
  return primary?.content ? periodFromXbrl(primary.content) : undefined;
}
