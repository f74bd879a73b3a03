import type { RawFilingMessage } from '@nes/contracts';
import { EdgarResponseTooLargeError, paths, type EdgarClient, type FilingIndex, type IndexDocument } from '@nes/edgar';
import { parseSubmission, rawFromSubmission, type ParsedSubmission } from '@nes/document';

export type DiscoveryPath = RawFilingMessage['discovery_path'];

/**
 * EDGAR does not show (all of) the filing yet. `what` says which part: the index page (exists
 * from acceptance, so a wrong CIK or a withdrawn filing) or the documents (disseminated some 20 s
 * to minutes after acceptance). `index` is the index page when it was read, for the next attempt.
 */
export class NotYetPublished extends Error {
  constructor(
    readonly accession: string,
    readonly what: 'index page' | 'documents',
    readonly index?: FilingIndex & { url: string },
  ) {
    super(`${accession}: ${what} not published yet`);
    this.name = 'NotYetPublished';
  }
}

/** The document that carries the filing itself (sequence 1, or typed as the form). */
export function isPrimary(d: IndexDocument, formType: string | undefined): boolean {
  return d.sequence === 1 || (!!formType && d.type.toUpperCase() === formType.toUpperCase());
}

const isFullTextRow = (d: IndexDocument, accession: string) =>
  /Complete submission text file/i.test(d.description) || d.filename === `${accession}.txt`;

/** Documents enrichment reads when there is no full .txt: primary, press releases, structured XML. */
export function wanted(d: IndexDocument, formType: string | undefined): boolean {
  if (/^EX-101|^GRAPHIC|^ZIP|^XML$/i.test(d.type) || /\.(jpg|jpeg|gif|png|pdf|zip|xsd|js|css)$/i.test(d.filename))
    return false;
  if (/^R\d+\.htm$|^FilingSummary\.xml$|^Financial_Report/i.test(d.filename)) return false;
  if (d.sequence === 1 || (formType && d.type.toUpperCase() === formType.toUpperCase())) return true;
  if (/^EX-99/i.test(d.type)) return true;
  return /\.xml$/i.test(d.filename);
}

export interface FetchedFiling {
  msg: RawFilingMessage;
  /** Documents listed without content: 404 from EDGAR, or over the size cap (oversized). */
  missingDocuments: { filename: string; reason: string; oversized?: boolean }[];
  via: 'full-text' | 'documents';
}

/**
 * Everything enrichment needs for one accession, as one RawFilingMessage (before size encoding),
 * read under a party's CIK (`cikHint`: EDGAR serves documents only there). The full submission
 * .txt first (one request: header and every document); while it is not there, the index page
 * says whether it will be (then the documents are not disseminated yet) or which documents to
 * read one by one. Throws NotYetPublished rather than build a message without the filing's
 * primary document: nothing is ever published empty.
 */
export async function fetchFiling(
  client: EdgarClient,
  accession: string,
  cikHint: string,
  discovery: { path: DiscoveryPath; at: Date },
  signal?: AbortSignal,
  /** The index page when the caller already has it (saves a request from the 10 req/s budget). */
  knownIndex?: FilingIndex & { url: string },
  /** Limiter priority (the feed poll has 10, probes 0). */
  priority = 5,
): Promise<FetchedFiling> {
  const opts = { priority, signal };
  const folder = paths.filingFolder(cikHint, accession);
  const missingDocuments: FetchedFiling['missingDocuments'] = [];
  let sub: ParsedSubmission | undefined;
  let via: FetchedFiling['via'] = 'documents';
  // The full submission first: one request has header (with acceptance time) and every document,
  // which matters under a 10 req/s budget. The index page only when the .txt is not enough.
  // A known index page without a .txt row (documents-only filings): do not ask for one each poll.
  const txtListed = !knownIndex || knownIndex.documents.some((d) => isFullTextRow(d, accession));
  // A .txt over the client's size cap is read document by document instead (each capped too).
  let fullTooLarge = false;
  const full = txtListed
    ? await client.getFullText(cikHint, accession, opts).catch((e: unknown) => {
        if (!(e instanceof EdgarResponseTooLargeError)) throw e;
        fullTooLarge = true;
        return null;
      })
    : null;
  if (full) {
    try {
      sub = parseSubmission(full.text());
      if (sub.documents.length) via = 'full-text';
      else sub = undefined;
    } catch {
      sub = undefined;
    }
  }
  let idx: (FilingIndex & { url: string }) | null = null;
  if (!sub || !sub.header.acceptedAt || !sub.header.parties.some((p) => p.cik) || !sub.header.formType) {
    idx = knownIndex ?? (await client.getFilingIndex(cikHint, accession, opts));
    if (!idx) throw new NotYetPublished(accession, 'index page');
    // The index lists a .txt that answered 404: the documents are not disseminated yet.
    if (!full && !fullTooLarge && idx.documents.some((d) => isFullTextRow(d, accession)))
      throw new NotYetPublished(accession, 'documents', idx);
    if (!sub && !idx.documents.length) throw new NotYetPublished(accession, 'documents', idx);
  } else {
    idx = { items: [], documents: [], parties: [], url: client.resolve(paths.filingIndexHtml(cikHint, accession)) };
  }
  let extra: { filename: string; content: string; type?: string }[] = [];
  const notFetched: IndexDocument[] = [];
  if (!sub) {
    // The primary document first: while it is missing, nothing else is worth a request.
    const order = [...idx.documents].sort(
      (a, b) => Number(isPrimary(b, idx!.formType)) - Number(isPrimary(a, idx!.formType)),
    );
    for (const d of order) {
      if (isFullTextRow(d, accession)) continue;
      if (!wanted(d, idx.formType)) {
        notFetched.push(d);
        continue;
      }
      // Under the party's folder, whatever host or CIK the index page linked.
      const r = await client.getOptional(`${folder}/${encodeURIComponent(d.filename)}`, opts).catch((e: unknown) => {
        if (!(e instanceof EdgarResponseTooLargeError)) throw e;
        // Listed without content, never retried: the same document is as large next time.
        missingDocuments.push({ filename: d.filename, reason: `larger than ${e.limitBytes} bytes`, oversized: true });
        notFetched.push(d);
        return 'oversized' as const;
      });
      if (r === 'oversized') continue;
      if (!r) {
        if (isPrimary(d, idx.formType)) throw new NotYetPublished(accession, 'documents', idx);
        missingDocuments.push({ filename: d.filename, reason: '404 from EDGAR' });
        notFetched.push(d);
        continue;
      }
      extra.push({ filename: d.filename, content: r.text(), type: d.type || undefined });
    }
    // Nothing readable and nothing oversized: the documents are not out yet. Only oversized ones:
    // published as listed (enrich dead-letters it with its reason), never queued for ever.
    if (!extra.length && !missingDocuments.some((m) => m.oversized))
      throw new NotYetPublished(accession, 'documents', idx);
    const headers = await client.getOptional(`${folder}/${accession}-index-headers.html`, opts);
    try {
      sub = headers ? parseSubmission(headers.text()) : undefined;
    } catch {
      sub = undefined;
    }
    sub ??= { header: { items: [], itemLines: [], parties: [] }, headerText: null, documents: [] };
    sub.documents = [];
  }
  sub.header.accessionNumber = accession;
  // Built once, complete: the index page's facts and the unfetched documents listed; links are
  // the public www.sec.gov ones whatever host we read (rawFromSubmission).
  const msg = rawFromSubmission(sub, {
    accessionHint: accession,
    discoveredAt: discovery.at,
    discoveryPath: discovery.path,
    extraDocuments: extra,
    index: idx,
    unfetched: notFetched,
  });
  extra = [];
  // Dropped for size: content null and truncated, as the contract marks a document the caps left
  // out (enrich dead-letters such a filing as document_too_large, not as having no document).
  const oversized = new Set(missingDocuments.filter((m) => m.oversized).map((m) => m.filename));
  for (const d of msg.documents) if (d.content === null && oversized.has(d.filename)) d.truncated = true;
  return { msg, missingDocuments, via };
}
