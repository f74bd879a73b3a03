import { FilingParseError } from '../errors';
import { parseEasternStamp } from '@nes/contracts';
import { normalizeAccession, padCik } from '@nes/edgar';
import { itemNumberFromHeader, normaliseItems } from './items';

export type PartyRole = 'filer' | 'subject' | 'issuer' | 'reporting' | 'filed-by';

export interface FormerName {
  name: string;
  /** YYYY-MM-DD of the change, when stated. */
  changedOn?: string;
}

/** A FILER / SUBJECT COMPANY / ISSUER / REPORTING-OWNER / FILED BY block of the SEC header. */
export interface HeaderParty {
  role: PartyRole;
  /** 10-digit CIK ('' when the header omits it). */
  cik: string;
  name: string;
  sicCode?: string;
  sicDescription?: string;
  stateOfIncorporation?: string;
  fiscalYearEnd?: string;
  formerNames: FormerName[];
}

export interface SubmissionHeader {
  accessionNumber?: string;
  formType?: string;
  publicDocumentCount?: number;
  /** ACCEPTANCE-DATETIME converted from US Eastern to UTC. */
  acceptedAt?: Date;
  /** The raw Eastern stamp, YYYYMMDDHHMMSS. */
  acceptanceDateTime?: string;
  /** FILED AS OF DATE, YYYY-MM-DD. */
  filedDate?: string;
  /** CONFORMED PERIOD OF REPORT, YYYY-MM-DD. */
  periodOfReport?: string;
  /** 8-K item numbers (from ITEM INFORMATION titles or ITEMS numbers), sorted. */
  items: string[];
  /** The raw ITEM INFORMATION / ITEMS values. */
  itemLines: string[];
  parties: HeaderParty[];
}

export interface SubmissionDocument {
  type: string;
  sequence?: number;
  filename?: string;
  description?: string;
  /** The document body between <TEXT> and </TEXT>, with <XML>/<XBRL> wrappers removed. */
  text: string;
}

export interface ParsedSubmission {
  header: SubmissionHeader;
  /** The header section as text (from <SEC-HEADER> or the start, to the first <DOCUMENT>). */
  headerText: string | null;
  documents: SubmissionDocument[];
}

const PARTY_KEYS: Readonly<Record<string, PartyRole>> = {
  FILER: 'filer',
  'SUBJECT-COMPANY': 'subject',
  ISSUER: 'issuer',
  'REPORTING-OWNER': 'reporting',
  'FILED-BY': 'filed-by',
};

/** Both header dialects (`KEY:\tvalue` and `<KEY>value`) → one canonical key. */
const KEY_ALIASES: Readonly<Record<string, string>> = {
  'ACCESSION-NUMBER': 'ACCESSION',
  'CONFORMED-SUBMISSION-TYPE': 'TYPE',
  TYPE: 'TYPE',
  'PUBLIC-DOCUMENT-COUNT': 'DOCCOUNT',
  'ACCEPTANCE-DATETIME': 'ACCEPTED',
  'FILED-AS-OF-DATE': 'FILED',
  'FILING-DATE': 'FILED',
  'CONFORMED-PERIOD-OF-REPORT': 'PERIOD',
  PERIOD: 'PERIOD',
  'ITEM-INFORMATION': 'ITEM',
  ITEMS: 'ITEM',
  'COMPANY-CONFORMED-NAME': 'NAME',
  'CONFORMED-NAME': 'NAME',
  'CENTRAL-INDEX-KEY': 'CIK',
  CIK: 'CIK',
  'STANDARD-INDUSTRIAL-CLASSIFICATION': 'SIC',
  'ASSIGNED-SIC': 'SIC',
  'STATE-OF-INCORPORATION': 'STATE_INC',
  'FISCAL-YEAR-END': 'FYE',
  'FORMER-CONFORMED-NAME': 'FORMER_NAME',
  'DATE-OF-NAME-CHANGE': 'FORMER_DATE',
  'DATE-CHANGED': 'FORMER_DATE',
};

/** Section headings inside a party block whose leaf fields we ignore (addresses, filing values). */
const IGNORED_SECTIONS = new Set(['BUSINESS-ADDRESS', 'MAIL-ADDRESS', 'FILING-VALUES']);

export function normaliseNewlines(text: string): string {
  return text.indexOf('\r') === -1 ? text : text.replace(/\r\n?/g, '\n');
}

/** `YYYYMMDD` → `YYYY-MM-DD` (undefined when malformed). */
function isoDate(yyyymmdd: string | undefined): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec((yyyymmdd ?? '').trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
}

/** Parses the header dialects line by line; unknown keys are skipped. */
export function parseHeaderText(headerText: string): SubmissionHeader {
  const header: SubmissionHeader = { items: [], itemLines: [], parties: [] };
  let party: HeaderParty | undefined;
  let inIgnored = false;
  for (const rawLine of normaliseNewlines(headerText).split('\n')) {
    const line = rawLine.trimEnd();
    if (!line.trim()) continue;
    let key: string;
    let value: string;
    const tag = /^\s*<(\/?)([A-Z0-9][A-Z0-9-]*)>(.*)$/.exec(line);
    if (tag) {
      if (tag[1]) {
        // Closing tag: a closed party ends its block; a closed address section ends the skip.
        if (PARTY_KEYS[tag[2]!]) party = undefined;
        if (IGNORED_SECTIONS.has(tag[2]!)) inIgnored = false;
        continue;
      }
      key = tag[2]!;
      value = tag[3]!.trim();
    } else {
      const kv = /^\s*([A-Z](?: *[A-Z0-9&/-])*)\s*:\s*((?:\S.*)?)$/.exec(line);
      if (!kv) continue;
      key = kv[1]!.replace(/\s+/g, '-');
      value = kv[2]!.trim();
    }
    const role = PARTY_KEYS[key];
    if (role && !value) {
      party = { role, cik: '', name: '', formerNames: [] };
      header.parties.push(party);
      inIgnored = false;
      continue;
    }
    if (IGNORED_SECTIONS.has(key) && !value) {
      inIgnored = true;
      continue;
    }
    if (/^(COMPANY-DATA|OWNER-DATA|FORMER-COMPANY|FORMER-NAME)$/.test(key) && !value) {
      inIgnored = false;
      continue;
    }
    const canon = KEY_ALIASES[key];
    if (!canon) continue;
    if (party) {
      if (inIgnored) continue;
      switch (canon) {
        case 'NAME':
          if (!party.name) party.name = value;
          break;
        case 'CIK':
          if (!party.cik) party.cik = padCik(value);
          break;
        case 'SIC': {
          // "DESCRIPTION [1234]", as /^(.*?)\s*\[(\d{3,4})\]\s*$/ read it, in two linear steps (#24).
          const m = /\[(\d{3,4})\]\s*$/.exec(value);
          const description = m ? value.slice(0, m.index).trimEnd() : '';
          if (m && !/[\n\r\u2028\u2029]/.test(description)) {
            party.sicCode = m[1];
            if (description) party.sicDescription = description;
          } else if (/^\d{3,4}$/.test(value)) party.sicCode = value;
          break;
        }
        case 'STATE_INC':
          party.stateOfIncorporation = value || undefined;
          break;
        case 'FYE':
          party.fiscalYearEnd = value || undefined;
          break;
        case 'FORMER_NAME':
          if (value) party.formerNames.push({ name: value });
          break;
        case 'FORMER_DATE': {
          const last = party.formerNames[party.formerNames.length - 1];
          const iso = isoDate(value);
          if (last && iso) last.changedOn = iso;
          break;
        }
        default:
          break;
      }
      // TYPE inside a party block is the FORM-TYPE of filing values, never the submission type.
      continue;
    }
    switch (canon) {
      case 'ACCESSION':
        header.accessionNumber ??= normalizeAccession(value);
        break;
      case 'TYPE':
        header.formType ??= value.toUpperCase();
        break;
      case 'DOCCOUNT':
        header.publicDocumentCount ??= Number(value) || undefined;
        break;
      case 'ACCEPTED':
        header.acceptanceDateTime ??= value;
        header.acceptedAt ??= parseEasternStamp(value);
        break;
      case 'FILED':
        header.filedDate ??= isoDate(value);
        break;
      case 'PERIOD':
        header.periodOfReport ??= isoDate(value);
        break;
      case 'ITEM':
        if (value) header.itemLines.push(value);
        break;
      default:
        break;
    }
  }
  // ITEMS / ITEM INFORMATION also appear in other forms (Form D's "06b"); only 8-K family items count.
  const isEightK = /^8-K/.test(header.formType ?? '');
  if (isEightK || !header.formType) {
    header.items = normaliseItems(
      header.itemLines.map(itemNumberFromHeader).filter((v): v is string => v !== undefined),
    );
  }
  return header;
}

function leafValue(block: string, tag: string): string | undefined {
  const m = new RegExp(`^<${tag}>([^\\n]*)$`, 'm').exec(block);
  return m ? m[1]!.trim() : undefined;
}

/** Removes an <XML>/<XBRL>/<HTML> wrapper EDGAR puts around a document's text. */
function unwrapDocumentText(text: string): string {
  const t = text.replace(/^\s+/, '');
  const m = /^<(XML|XBRL)>\s*/i.exec(t);
  if (!m) return text;
  const close = new RegExp(`</${m[1]}>\\s*$`, 'i');
  return t.slice(m[0].length).replace(close, '');
}

function parseDocuments(body: string): SubmissionDocument[] {
  const docs: SubmissionDocument[] = [];
  const starts: number[] = [];
  const re = /^<DOCUMENT>[ \t]*$/gim;
  for (let m = re.exec(body); m; m = re.exec(body)) starts.push(m.index);
  for (let i = 0; i < starts.length; i++) {
    let block = body.slice(starts[i], i + 1 < starts.length ? starts[i + 1] : body.length);
    const end = block.search(/^<\/DOCUMENT>/im);
    if (end >= 0) block = block.slice(0, end);
    const textStart = block.search(/^<TEXT>/im);
    const meta = textStart >= 0 ? block.slice(0, textStart) : block;
    let text = '';
    if (textStart >= 0) {
      text = block.slice(textStart).replace(/^<TEXT>[ \t]*\n?/i, '');
      const textEnd = text.search(/^<\/TEXT>/im);
      if (textEnd >= 0) text = text.slice(0, textEnd);
    }
    const seq = leafValue(meta, 'SEQUENCE');
    docs.push({
      type: (leafValue(meta, 'TYPE') ?? '').toUpperCase(),
      sequence: seq && /^\d+$/.test(seq) ? Number(seq) : undefined,
      filename: leafValue(meta, 'FILENAME') || undefined,
      description: leafValue(meta, 'DESCRIPTION') || undefined,
      text: unwrapDocumentText(text),
    });
  }
  return docs;
}

/**
 * Parses an EDGAR submission: the full-text `.txt` (<SEC-DOCUMENT>/<SEC-HEADER>, with or without a
 * PEM wrapper and closing tags), the dissemination `.nc` form (<SUBMISSION> with tag headers, CR
 * line endings), an `-index-headers.html` page, or a bare document section.
 */
export function parseSubmission(input: string): ParsedSubmission {
  if (!input || !input.trim()) throw new FilingParseError('empty_input', 'submission text is empty');
  const text = normaliseNewlines(input);
  const firstDoc = text.search(/^<DOCUMENT>[ \t]*$/im);
  const headerEndTag = text.search(/^<\/SEC-HEADER>|<\/SEC-HEADER>/im);
  let headerText: string | null = null;
  const headerStop = headerEndTag >= 0 && (firstDoc < 0 || headerEndTag < firstDoc) ? headerEndTag : firstDoc;
  const hdrStart = text.search(/<SEC-HEADER>|<SUBMISSION>|<IMS-HEADER>/i);
  const start = hdrStart >= 0 && (headerStop < 0 || hdrStart < headerStop) ? hdrStart : 0;
  const candidate = text.slice(start, headerStop >= 0 ? headerStop : text.length);
  const header = parseHeaderText(candidate);
  const looksLikeHeader =
    header.accessionNumber !== undefined || header.formType !== undefined || header.parties.length > 0;
  if (looksLikeHeader) {
    headerText = candidate.trim();
    if (/^<SEC-HEADER>|^<SUBMISSION>/i.test(headerText)) {
      // keep the header as EDGAR writes it, closing tag included
      if (/^<SEC-HEADER>/i.test(headerText)) headerText += '\n</SEC-HEADER>';
    }
  }
  const documents = firstDoc >= 0 ? parseDocuments(text.slice(firstDoc)) : [];
  if (!looksLikeHeader && documents.length === 0) {
    throw new FilingParseError('not_a_submission', 'no SEC header and no <DOCUMENT> sections found');
  }
  return { header, headerText, documents };
}
