import type { RawFilingMessage } from '@nes/contracts';
import { paths, type EdgarClient, type FilingIndex, type IndexDocument } from '@nes/edgar';
import { parseSubmission, rawFromSubmission, type ParsedSubmission } from '@nes/document';

export type DiscoveryPath = RawFilingMessage['discovery_path'];

export class NotYetPublished extends Error {
  constructor(
    readonly accession: string,
    what: string,
  ) {
    super(`${accession}: ${what} not published yet`);
    this.name = 'NotYetPublished';
  }
}

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
  missingDocuments: { filename: string; reason: string }[];
  via: 'full-text' | 'documents';
}

/**
 * Everything enrichment needs for one accession, as one RawFilingMessage (before size encoding).
 * The index page comes first (it exists within seconds of acceptance and carries the Eastern
 * acceptance time); then the full submission .txt, or, while that is not there, the documents.
 */
export async function fetchFiling(
  client: EdgarClient,
  accession: string,
  cikHint: string,
  discovery: { path: DiscoveryPath; at: Date },
  signal?: AbortSignal,
  /** The index page when the caller already has it (saves a request from the 10 req/s budget). */
  knownIndex?: FilingIndex & { url: string },
): Promise<FetchedFiling> {
  const opts = { priority: 5, signal };
  const folder = paths.filingFolder(cikHint, accession);
  const missingDocuments: FetchedFiling['missingDocuments'] = [];
  let sub: ParsedSubmission | undefined;
  let via: FetchedFiling['via'] = 'documents';
  // The full submission first: one request has header (with acceptance time) and every document,
  // which matters under a 10 req/s budget. The index page only when the .txt is not enough.
  const full = await client.getFullText(cikHint, accession, opts);
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
  } else {
    idx = { items: [], documents: [], parties: [], url: client.resolve(paths.filingIndexHtml(cikHint, accession)) };
  }
  let extra: { filename: string; content: string; type?: string }[] = [];
  const notFetched: IndexDocument[] = [];
  if (!sub) {
    const headers = await client.getOptional(`${folder}/${accession}-index-headers.html`, opts);
    try {
      sub = headers ? parseSubmission(headers.text()) : undefined;
    } catch {
      sub = undefined;
    }
    sub ??= { header: { items: [], itemLines: [], parties: [] }, headerText: null, documents: [] };
    sub.documents = [];
    for (const d of idx.documents) {
      if (/Complete submission text file/i.test(d.description) || d.filename === `${accession}.txt`) continue;
      if (!wanted(d, idx.formType)) {
        notFetched.push(d);
        continue;
      }
      const r = await client.getOptional(d.href || `${folder}/${d.filename}`, opts);
      if (!r) {
        missingDocuments.push({ filename: d.filename, reason: '404 from EDGAR' });
        notFetched.push(d);
        continue;
      }
      extra.push({ filename: d.filename, content: r.text(), type: d.type || undefined });
    }
  }
  sub.header.accessionNumber = accession;
  // Built once, complete: the index page's facts, the unfetched documents listed, and links that
  // point where we fetched from (live EDGAR or the replay server).
  const msg = rawFromSubmission(sub, {
    accessionHint: accession,
    discoveredAt: discovery.at,
    discoveryPath: discovery.path,
    extraDocuments: extra,
    index: idx,
    unfetched: notFetched,
    archiveBase: client.baseUrl,
  });
  extra = [];
  return { msg, missingDocuments, via };
}
