import { resolve } from 'node:path';
import { edgarCorpusDir } from '@nes/contracts';

export const filingPath = (...p: string[]) => resolve(edgarCorpusDir(), ...p);
