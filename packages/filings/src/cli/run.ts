import { resolve } from 'node:path';
import type { Event, RawFilingMessage } from '@nes/contracts';
import { eventsFromFiling, type IssuerLookup } from '../events';
import { asParseError } from '../errors';
import { rawFromPath } from '../raw-message';
import { discoverFilings } from './discover';
import { loadReferenceDirectory } from '@nes/reference';
import { loadCliReference } from './reference';

/** The repository root (this file lives in packages/filings/{src,dist}/cli). */
export const REPO_ROOT = resolve(__dirname, '../../../..');
export const DEFAULT_CORPUS = resolve(REPO_ROOT, '../shared/edgar');

export interface FilingOutcome {
  path: string;
  raw?: RawFilingMessage;
  events: Event[];
  uncovered: boolean;
  skippedReason?: string;
  error?: { code: string; message: string };
}

export interface Classifier {
  lookup: IssuerLookup;
  resolveCik: (name: string) => string | undefined;
}

/** Tickers and coverage from @nes/reference, as the enrich service uses; names → CIK for CIK-less documents. */
export function loadClassifier(referenceDir = resolve(DEFAULT_CORPUS, 'reference')): Classifier {
  const directory = loadReferenceDirectory(referenceDir);
  const names = loadCliReference(referenceDir);
  const lookup: IssuerLookup = (cik) => {
    const c = directory.byCik(cik);
    return c?.covered ? { ticker: c.ticker, name: c.name, exchange: c.exchange } : undefined;
  };
  return { lookup, resolveCik: names.resolveCik };
}

/** Classifies every filing under the paths; never throws for a bad filing (it is reported). */
export function* classifyPaths(paths: string[], c: Classifier, opts: { includeUncovered: boolean; publishedAt: Date }): Generator<FilingOutcome> {
  for (const path of discoverFilings(paths)) {
    let raw: RawFilingMessage | undefined;
    try {
      raw = rawFromPath(path, { discoveredAt: opts.publishedAt, resolveCik: c.resolveCik });
      const r = eventsFromFiling(raw, c.lookup, { publishedAt: opts.publishedAt, includeUncovered: opts.includeUncovered });
      yield { path, raw, ...r };
    } catch (e) {
      const err = asParseError(e);
      yield { path, raw, events: [], uncovered: false, error: { code: err.code, message: err.message } };
    }
  }
}
