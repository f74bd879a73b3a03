import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '@nes/bench-kit';

/**
 * A private copy of the built workspaces (package.json + dist of packages/* and services/*) with
 * a node_modules that links the third-party dependencies of the repo and the copied workspaces.
 * Long tests that start services several times run one consistent build even when the repo's
 * dist folders are rebuilt meanwhile (another test file's `tsc -b`, a developer's watch mode).
 * Start services with startService(name, { root: snapshot.root }) (@nes/bench-kit).
 */
export interface BuildSnapshot {
  readonly root: string;
  remove(): void;
}

export function snapshotBuild(): BuildSnapshot {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nes-build-'));
  const modules = path.join(root, 'node_modules');
  fs.mkdirSync(path.join(modules, '@nes'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(REPO_ROOT, 'node_modules'))) {
    if (entry === '@nes' || entry === '.bin' || entry.startsWith('.')) continue;
    fs.symlinkSync(path.join(REPO_ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  for (const group of ['packages', 'services']) {
    for (const ws of fs.readdirSync(path.join(REPO_ROOT, group))) {
      const src = path.join(REPO_ROOT, group, ws);
      const pkgFile = path.join(src, 'package.json');
      if (!fs.existsSync(pkgFile) || !fs.existsSync(path.join(src, 'dist'))) continue;
      const dest = path.join(root, group, ws);
      fs.mkdirSync(dest, { recursive: true });
      fs.copyFileSync(pkgFile, path.join(dest, 'package.json'));
      fs.cpSync(path.join(src, 'dist'), path.join(dest, 'dist'), { recursive: true });
      // A workspace's own dependency versions (e.g. contracts' ajv) stay where Node looks first.
      if (fs.existsSync(path.join(src, 'node_modules')))
        fs.symlinkSync(path.join(src, 'node_modules'), path.join(dest, 'node_modules'));
      const name = (JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { name: string }).name;
      if (name.startsWith('@nes/')) fs.symlinkSync(dest, path.join(modules, name));
    }
  }
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
