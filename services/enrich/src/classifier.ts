import type { RawFilingMessage } from '@nes/contracts';
import { withDocumentFiler } from '@nes/document';
import { eventsFromFiling } from '@nes/enrichment';
import type { Logger } from '@nes/platform';
import { loadReferenceDirectory } from '@nes/reference';
import type { ClassifyResult } from './handle-raw-filing';

/** The pure step in-process: one raw filing → events (the pool runs it in worker threads). */
export type SyncClassify = (raw: RawFilingMessage, publishedAt: Date) => ClassifyResult;

/** Wires the pure classifier (packages/enrichment) to the SEC reference directory (ticker, coverage). */
export function createClassifier(opts: { referenceDir?: string; logger?: Logger }): SyncClassify {
  const directory = loadReferenceDirectory(opts.referenceDir);
  const covered = directory.covered().length;
  // An empty directory would silently turn every filing into "uncovered": refuse to start instead.
  if (covered === 0) {
    throw new Error(
      `no covered companies in the reference directory ${opts.referenceDir ?? '(default)'}: set REFERENCE_DIR to a folder with the SEC reference files`,
    );
  }
  opts.logger?.info('reference directory loaded', { companies: directory.all().length, covered });
  // A feed entry without metadata: its filer from the document (its form: eventsFromFiling).
  return (raw: RawFilingMessage, publishedAt: Date) =>
    eventsFromFiling(withDocumentFiler(raw, directory.cikByName), directory.coveredIssuer, { publishedAt });
}
