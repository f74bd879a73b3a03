import path from 'node:path';

/**
 * The shared EDGAR corpus (filings, feeds, SEC reference files): EDGAR_CORPUS_DIR when set, else
 * ../shared/edgar beside the repository. One definition, so tests, tools and benchmarks agree.
 */
export function edgarCorpusDir(): string {
  // This file is packages/contracts/{src,dist}/corpus: four levels up is the repository's parent.
  return process.env.EDGAR_CORPUS_DIR || path.resolve(__dirname, '../../../../shared/edgar');
}
