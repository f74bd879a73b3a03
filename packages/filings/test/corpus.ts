import { resolve } from 'node:path';
import { loadCliReference } from '../src/cli/reference';

/** The real EDGAR corpus, resolved from the repository root (not the cwd). */
export const CORPUS = resolve(__dirname, '../../..', '../shared/edgar');
export const filingPath = (...p: string[]) => resolve(CORPUS, ...p);
export const reference = loadCliReference(resolve(CORPUS, 'reference'));
