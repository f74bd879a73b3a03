import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * scripts/check-module-graph.mjs on a fixture tree that breaks it (an export nothing uses, one only
 * a dead export uses, a type-only import circle), and `npm run lint` running it on the real tree.
 */
const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/check-module-graph.mjs');
const FIXTURE = path.join(__dirname, 'fixtures/module-graph');

describe('module graph check (dead exports, import circles)', () => {
  it('lists the dead exports and the type-only circle of the fixture, and fails', () => {
    const r = spawnSync(process.execPath, [SCRIPT, '--root', FIXTURE], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stdout.trim().split('\n')).toEqual([
      'dead export (nothing imports it, its file does not use it): packages/a/src/dead.ts:1 nobodyUsesThis',
      'dead export (nothing imports it, its file does not use it): packages/a/src/dead.ts:3 deadToo',
      'import circle: packages/a/src/types-a.ts ↔ packages/a/src/types-b.ts',
      'module graph: 2 dead exports, 1 import circles (6 files)',
    ]);
  });

  it('is part of npm run lint', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.scripts.lint).toContain('node scripts/check-module-graph.mjs');
  });
});
