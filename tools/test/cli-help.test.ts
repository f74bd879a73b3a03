import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildOnce } from '@nes/bench-kit';

/**
 * Every command of the tools and the benchmarks (#21), as built JS: `--help` prints its usage on
 * stdout and exits 0 without doing work (the stack it would use is unreachable and the corpus
 * absent, so work would fail or hang); an unknown option is a usage error, exit 2 with the reason
 * and the usage on stderr. The npm scripts' wrapper answers --help without building.
 */
const ROOT = path.resolve(__dirname, '../..');
const PKG = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
const WRAPPED = /run-built\.sh "[^"]+" (\S+\.js)/;

/** The npm scripts' entries, and the commands run with node directly (their file headers say how). */
const ENTRIES = [
  ...Object.values(PKG.scripts).flatMap((s) => WRAPPED.exec(s)?.[1] ?? []),
  'tools/dist/classify/digest.js',
  'tools/dist/replay/measure-filers.js',
  'tools/bench/dist/bench/profile-summary.js',
];
const UNREACHABLE = {
  ...process.env,
  KAFKA_BROKERS: '127.0.0.1:9',
  MONGODB_URI: 'mongodb://127.0.0.1:9/?directConnection=true&serverSelectionTimeoutMS=60000',
  EDGAR_CORPUS_DIR: '/nonexistent/edgar',
};

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

function run(file: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const t = Date.now();
    const child = spawn(process.execPath, [file, ...args], { cwd: ROOT, env: UNREACHABLE, timeout: 30_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - t }));
  });
}

describe('commands answer --help and refuse unknown options', () => {
  const results = new Map<string, Run>();
  beforeAll(async () => {
    buildOnce('tools', 'tsconfig.bench.json');
    const jobs = ENTRIES.flatMap((e) => [
      [e, '--help'],
      [e, '--no-such-option'],
    ]);
    // Two at a time: the machine has two cores.
    for (let i = 0; i < jobs.length; i += 2)
      await Promise.all(
        jobs.slice(i, i + 2).map(async ([e, a]) => results.set(`${e} ${a}`, await run(path.join(ROOT, e!), [a!]))),
      );
  }, 240_000);

  it('finds every wrapped npm script and the direct commands', () => {
    expect(ENTRIES.length).toBeGreaterThanOrEqual(16);
    for (const e of ENTRIES) expect(fs.existsSync(path.join(ROOT, e))).toBe(true);
  });

  it.each(ENTRIES)('%s --help: usage on stdout, exit 0, nothing started', (e) => {
    const r = results.get(`${e} --help`)!;
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expect(r.stdout).toMatch(/^usage: /);
    expect(r.ms).toBeLessThan(10_000); // node's start-up on a busy machine; any work would fail or hang
  });

  it.each(ENTRIES)('%s --no-such-option: the reason and the usage on stderr, exit 2', (e) => {
    const r = results.get(`${e} --no-such-option`)!;
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--no-such-option/);
    expect(r.stderr).toMatch(/usage: /);
  });

  it('the npm scripts run through run-built.sh, which answers --help without building', () => {
    expect(PKG.scripts.chaos).toMatch(WRAPPED);
    const wrapper = (...args: string[]) =>
      spawnSync('bash', ['scripts/run-built.sh', 'no/such/project', 'tools/dist/chaos/cli.js', ...args], {
        cwd: ROOT,
        encoding: 'utf8',
      });
    const help = wrapper('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^usage: npm run chaos/);
    // Anything else builds first: here the build of a project that does not exist fails.
    const other = wrapper('--seed', '1');
    expect(other.status).not.toBe(0);
    expect(other.stdout + other.stderr).toMatch(/no\/such\/project/);
  });
});
