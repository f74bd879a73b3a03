import type { Event, RawFilingMessage } from '@nes/contracts';
import { asParseError, discoverFilings, rawFromPath } from '@nes/document';
import { eventsFromFiling, type IssuerLookup } from '@nes/enrichment';
import { loadReferenceDirectory } from '@nes/reference';

export interface FilingOutcome {
  path: string;
  raw?: RawFilingMessage;
  events: Event[];
  uncovered: boolean;
  skippedReason?: string;
  /** Per event: the rule that wrote its headline (see eventsFromFiling). */
  headlineRules?: string[];
  error?: { code: string; message: string };
}

export interface Classifier {
  lookup: IssuerLookup;
  resolveCik: (name: string) => string | undefined;
}

/** Tickers, coverage and names → CIK from @nes/reference, as the enrich service uses them. */
export function loadClassifier(referenceDir?: string): Classifier {
  const directory = loadReferenceDirectory(referenceDir);
  return { lookup: directory.coveredIssuer, resolveCik: directory.cikByName };
}

/** Classifies every filing under the paths; never throws for a bad filing (it is reported). */
export function* classifyPaths(
  paths: string[],
  c: Classifier,
  opts: {
    includeUncovered: boolean;
    publishedAt: Date;
    /** What the user knows better than the document: its form type, its filer's CIK (10 digits). */
    overrides?: { formType?: string; cik?: string };
    /**
     * The filer's CIK where the document itself does not name it (a bare primary document): in
     * production EDGAR's index always gives it, and with it the issuer's name.
     */
    cikFor?: (path: string) => string | undefined;
    /** Where a header and its document disagree on the form: told once per filing. */
    onDisagreement?: (message: string) => void;
  },
): Generator<FilingOutcome> {
  for (const path of discoverFilings(paths)) {
    let raw: RawFilingMessage | undefined;
    try {
      raw = rawFromPath(path, {
        discoveredAt: opts.publishedAt,
        resolveCik: c.resolveCik,
        ...(opts.onDisagreement ? { onDisagreement: opts.onDisagreement } : {}),
      });
      if (opts.overrides?.formType) raw = { ...raw, form_type: opts.overrides.formType };
      if (opts.overrides?.cik) raw = { ...raw, cik: opts.overrides.cik };
      const known = /^0*$/.test(raw.cik) ? opts.cikFor?.(path) : undefined;
      if (known) raw = { ...raw, cik: known.padStart(10, '0') };
      const r = eventsFromFiling(raw, c.lookup, {
        publishedAt: opts.publishedAt,
        includeUncovered: opts.includeUncovered,
      });
      yield { path, raw, ...r };
    } catch (e) {
      const err = asParseError(e);
      yield { path, raw, events: [], uncovered: false, error: { code: err.code, message: err.message } };
    }
  }
}
