import {
  FilingParseError,
  parseHeaderText,
  type SubmissionHeader,
  detectFormat,
  DocumentTextStream,
  type DocumentFormat,
} from '@nes/document';
import { gunzipSync } from 'node:zlib';
import type { FilingDocument, RawFilingMessage } from '@nes/contracts';
import { displayNameFromSource, FilingSource } from './source-text';
import type { GrowingText } from './classify/text-rules';

const EMPTY_TEXT: GrowingText = { text: '', done: true, prefix: () => '' };

export interface ContextDocument {
  type: string;
  filename: string;
  description?: string;
  url: string;
  /** Decoded content, or null when it was not fetched. */
  content: string | null;
  format: DocumentFormat;
}

/** Everything the parsers need about one filing, with lazily extracted and cached text. */
export class FilingContext {
  readonly formType: string;
  /** Form type without the amendment suffix: "8-K/A" → "8-K". */
  readonly baseForm: string;
  readonly isAmendment: boolean;
  readonly header: SubmissionHeader | undefined;
  readonly documents: ContextDocument[];
  /** Each document's text, converted as far as a reader has needed it. */
  private readonly streams = new Map<ContextDocument, DocumentTextStream>();
  private sourceCache: FilingSource | undefined;
  private readonly displayNames = new Map<string, string>();

  constructor(readonly raw: RawFilingMessage) {
    this.formType = raw.form_type.trim().toUpperCase().replace(/\s+/g, ' ');
    this.isAmendment = /\/A$/.test(this.formType);
    this.baseForm = this.formType.replace(/\/A$/, '');
    this.header = raw.header ? parseHeaderText(raw.header) : undefined;
    this.documents = raw.documents.map((d) => {
      const content = decodeContent(d);
      return {
        type: d.type.trim().toUpperCase(),
        filename: d.filename,
        description: d.description,
        url: d.url,
        content,
        format: content === null ? 'text' : detectFormat(content, d.filename),
      };
    });
  }

  /** The main document: the one typed as the form (or its base form), else the first with content. */
  primary(): ContextDocument | undefined {
    const withContent = this.documents.filter((d) => d.content !== null);
    return (
      withContent.find((d) => d.type === this.formType) ??
      withContent.find((d) => d.type === this.baseForm || d.type.replace(/\/A$/, '') === this.baseForm) ??
      withContent[0]
    );
  }

  requirePrimary(): ContextDocument & { content: string } {
    const p = this.primary();
    if (!p || p.content === null)
      throw this.missingDocument(`${this.formType} ${this.raw.accession_number} has no readable primary document`);
    return p as ContextDocument & { content: string };
  }

  /**
   * The error for a filing without the document its form needs. Documents left out for their size
   * (ingest's download cap, the message cap: content null, truncated) are the cause when there
   * are any: `document_too_large`, naming them; otherwise `no_primary_document`.
   */
  missingDocument(what: string): FilingParseError {
    const dropped = this.raw.documents.filter((d) => d.content === null && d.truncated).map((d) => d.filename);
    return dropped.length
      ? new FilingParseError(
          'document_too_large',
          `${what}: over the size cap, listed without content: ${dropped.join(', ')}`,
        )
      : new FilingParseError('no_primary_document', what);
  }

  /** Exhibits whose type starts with a prefix, e.g. "EX-99". */
  exhibits(prefix: string): ContextDocument[] {
    return this.documents.filter((d) => d.content !== null && d.type.startsWith(prefix));
  }

  private stream(doc: ContextDocument): DocumentTextStream {
    let s = this.streams.get(doc);
    if (!s) this.streams.set(doc, (s = new DocumentTextStream(doc.content ?? '', doc.filename)));
    return s;
  }

  text(doc: ContextDocument): string {
    return doc.content === null ? '' : this.stream(doc).full();
  }

  /** The document's text as converted so far, for readers that decide themselves how far to read. */
  textReader(doc: ContextDocument): GrowingText {
    return doc.content === null ? EMPTY_TEXT : this.stream(doc);
  }

  /** text(doc).slice(0, n), converting no more of the document than that takes. */
  textPrefix(doc: ContextDocument, n: number): string {
    return doc.content === null ? '' : this.stream(doc).prefix(n);
  }

  /** All text of the filing that headlines and summaries may draw on: header + every document. */
  sourceText(): string {
    return this.source().full();
  }

  /** The filing's own spelling of a conformed name (displayNameFromSource), found once per name. */
  displayName(conformed: string): string {
    let name = this.displayNames.get(conformed);
    if (name === undefined) {
      name = displayNameFromSource(conformed, this.source());
      this.displayNames.set(conformed, name);
    }
    return name;
  }

  /** sourceText(), read lazily (grounding and the display name rarely need all of it). */
  source(): FilingSource {
    this.sourceCache ??= new FilingSource(
      [this.raw.header ?? '', this.raw.company_name],
      this.documents.filter((d) => d.content !== null).map((d) => this.stream(d)),
    );
    return this.sourceCache;
  }
}

/**
 * The most one document may inflate to. A Kafka message is at most 8 MiB, so a legitimate document
 * inflates to a few tens of MiB at most; a gzip bomb would inflate to gigabytes and OOM the pod.
 */
export const MAX_INFLATED_DOCUMENT_BYTES = 64 * 1024 * 1024;

function decodeContent(d: FilingDocument): string | null {
  if (d.content === null || d.content === undefined) return null;
  if (d.encoding === 'gzip-base64') {
    let inflated: Buffer;
    try {
      inflated = gunzipSync(Buffer.from(d.content, 'base64'), { maxOutputLength: MAX_INFLATED_DOCUMENT_BYTES });
    } catch (e) {
      if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw new FilingParseError(
          'document_too_large',
          `document ${d.filename} inflates to more than ${MAX_INFLATED_DOCUMENT_BYTES} bytes`,
          { cause: e },
        );
      throw new FilingParseError('unsupported_document', `document ${d.filename} is not valid gzip-base64`, {
        cause: e,
      });
    }
    return inflated.toString('utf8');
  }
  return d.content;
}
