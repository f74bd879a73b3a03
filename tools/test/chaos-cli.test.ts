import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readOptions } from '../src/chaos/cli';

/**
 * The chaos command's options (issue #21): `--help` prints the usage and starts nothing (it once
 * ran the whole 5-minute soak); an unknown or misplaced option is a usage error (exit 2).
 */
const ROOT = path.resolve(__dirname, '../..');
const CLI = path.join(ROOT, 'tools/dist/chaos/cli.js');

describe('npm run chaos -- options', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'tools'], { cwd: ROOT });
  });

  it('--help prints the usage and exits 0 at once, without building, starting or loading anything heavy', () => {
    // Preloaded: on exit, lists the workspace and client modules the command loaded (none for --help:
    // loading bench-kit, platform, kafkajs or mongodb alone took ~0.3 s).
    const probe = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nes-chaos-help-')), 'loaded.js');
    fs.writeFileSync(
      probe,
      "process.on('exit', () => process.stderr.write(Object.keys(require.cache).filter((p) => /packages[\\/]|node_modules[\\/](kafkajs|mongodb)[\\/]/.test(p)).join('\\n')));",
    );
    const t = Date.now();
    const r = spawnSync(process.execPath, ['-r', probe, CLI, '--help'], { encoding: 'utf8', timeout: 20_000 });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^usage: npm run chaos -- \[options\]/);
    expect(r.stdout).toContain('--hostile');
    expect(r.stderr).toBe(''); // no build output, no cleanup handlers installed, nothing heavy loaded
    expect(Date.now() - t).toBeLessThan(10_000); // node's start-up on a busy machine; the soak takes minutes
  });

  it.each([
    ['--bogus'],
    ['--hostile', '--kills', '3'],
    ['--short'],
    ['--filings', 'many'],
    ['--transactions', 'maybe'],
  ])('%s … is a usage error: usage on stderr, exit 2', (...args) => {
    const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 20_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^chaos: .*\nusage: npm run chaos/);
    expect(r.stdout).toBe('');
  });

  it('reads the chaos and the hostile options', () => {
    expect(readOptions(['--seed', '7', '--no-broker-restart'])).toMatchObject({ seed: '7', 'no-broker-restart': true });
    expect(readOptions(['--hostile', '--short'])).toMatchObject({ hostile: true, short: true });
    expect(readOptions(['-h'])).toBe('help');
  });
});
