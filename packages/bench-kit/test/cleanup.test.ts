import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildOnce } from '@nes/bench-kit';

/**
 * What the harness starts does not outlive the process that started it, however that ends: a
 * parent (fixtures/parent.js, the built harness) starts a child that starts a grandchild, then
 * crashes, exits, or gets a signal; neither descendant may be left.
 */
const FIXTURES = path.join(__dirname, 'fixtures');

/** Running (a zombie waiting for a reaper counts as gone). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function gone(pids: number[], timeoutMs = 10_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return pids.filter(alive);
}

async function parent(mode: string, signal?: NodeJS.Signals, hookFile?: string) {
  const p = spawn(process.execPath, [path.join(FIXTURES, 'parent.js'), mode, ...(hookFile ? [hookFile] : [])], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  p.stdout.on('data', (b: Buffer) => (out += b.toString()));
  p.stderr.on('data', (b: Buffer) => (out += b.toString()));
  const exit = once(p, 'exit');
  const deadline = Date.now() + 20_000;
  while (!out.includes('\n') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const pids = JSON.parse(out.split('\n')[0]!) as { child: number; grandchild: number };
  expect(alive(pids.child) && alive(pids.grandchild)).toBe(true);
  if (signal) p.kill(signal);
  const [code, sig] = (await exit) as [number | null, NodeJS.Signals | null];
  return { pids: [pids.child, pids.grandchild], code, sig, out };
}

describe('harness cleanup (process groups)', () => {
  beforeAll(() => buildOnce('packages/bench-kit'), 120_000);

  it('kills the whole group when the parent crashes on an uncaught error, and runs the exit hooks', async () => {
    const hookFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'harness-')), 'hook');
    const r = await parent('throw', undefined, hookFile);
    expect(r.code).toBe(1);
    expect(r.out).toContain('crash');
    expect(await gone(r.pids)).toEqual([]);
    expect(fs.readFileSync(hookFile, 'utf8')).toBe('hook ran');
    fs.rmSync(path.dirname(hookFile), { recursive: true });
  }, 60_000);

  it('kills the whole group when the parent exits without stopping it', async () => {
    const r = await parent('exit');
    expect(r.code).toBe(0);
    expect(await gone(r.pids)).toEqual([]);
  }, 60_000);

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'kills the whole group on %s, and the parent still ends by that signal',
    async (signal) => {
      const r = await parent('wait', signal);
      expect(r.sig).toBe(signal);
      expect(await gone(r.pids)).toEqual([]);
    },
    60_000,
  );
});
