import { resolve } from 'node:path';
import { edgarCorpusDir } from '@nes/contracts';
import { loadReferenceDirectory } from '@nes/reference';

export const CORPUS = edgarCorpusDir();
export const filingPath = (...p: string[]) => resolve(CORPUS, ...p);
const directory = loadReferenceDirectory(resolve(CORPUS, 'reference'));
/** The issuer lookup and name → CIK the enrich service and the classify CLI use. */
export const reference = { lookup: directory.coveredIssuer, resolveCik: directory.cikByName };
