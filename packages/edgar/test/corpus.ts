import fs from 'node:fs';
import path from 'node:path';
import { edgarCorpusDir } from '@nes/contracts';

export const CORPUS = edgarCorpusDir();

export function corpusFile(rel: string): string {
  return fs.readFileSync(path.join(CORPUS, rel), 'utf8');
}

export function corpusList(rel: string): string[] {
  return fs.readdirSync(path.join(CORPUS, rel));
}
