import fs from 'node:fs';
import path from 'node:path';

/** The shared EDGAR corpus, resolved from the repo root (../shared/edgar). */
export const CORPUS = process.env.EDGAR_CORPUS_DIR ?? path.resolve(__dirname, '../../../../shared/edgar');

export function corpusFile(rel: string): string {
  return fs.readFileSync(path.join(CORPUS, rel), 'utf8');
}

export function corpusList(rel: string): string[] {
  return fs.readdirSync(path.join(CORPUS, rel));
}
