import path from 'node:path';

/** The checkout root (this file is packages/bench-kit/{src,dist}/root). */
export const REPO_ROOT = path.resolve(__dirname, '../../..');
