import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pidAlive as alive } from '@nes/bench-kit';

/**
 * The exit-cleanup registry (tools/src/pipeline/exit-cleanup.ts) in a real process: a command that
 * tracked two child processes and a "stack" (a detached daemon found by its instance dir, as
 * stack.sh's nohup'd Kafka, FerretDB and PostgreSQL are) dies by SIGTERM, SIGINT, an uncaught
 * exception or a closed stdout, and nothing it started is left; killed with SIGKILL, the next
 * command stops what it left. The chaos command itself: chaos-cleanup.int.test.ts.
 */
const ROOT = path.resolve(__dirname, '../..');
const MODULE = path.join(ROOT, 'tools/dist/pipeline/exit-cleanup.js');

const FIXTURE = `
const { installExitCleanup, trackProcess, trackStackDir } = require(${JSON.stringify(MODULE)});
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
installExitCleanup((line) => process.stderr.write(line + '\\n'));
const mode = process.argv[1];
if (mode === 'sweep-only') {
  process.stdout.write('{}\\n');
  setTimeout(() => process.exit(0), 100);
} else {
  const kids = [0, 1].map(() => spawn('sleep', ['300'], { stdio: 'ignore' }));
  for (const k of kids) trackProcess('sleep', k);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nes-exit-cleanup-test-'));
  const daemon = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e6)', dir], { detached: true, stdio: 'ignore' });
  daemon.unref();
  trackStackDir('fake stack', dir, async () => {});
  process.stdout.write(JSON.stringify({ pids: [...kids.map((k) => k.pid), daemon.pid], dir }) + '\\n');
  if (mode === 'throw') setTimeout(() => { throw new Error('boom'); }, 300);
  if (mode === 'chatty') setInterval(() => process.stdout.write('tick\\n'), 100);
  setInterval(() => {}, 1e6);
}
`;

async function start(mode: string): Promise<{ child: ChildProcess; pids: number[]; dir: string }> {
  const child = spawn(process.execPath, ['-e', FIXTURE, mode], { stdio: ['ignore', 'pipe', 'pipe'] });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const { pids = [], dir = '' } = JSON.parse(line) as { pids?: number[]; dir?: string };
  for (const pid of pids) expect(alive(pid)).toBe(true);
  return { child, pids, dir };
}

/** Waits (≤ 10 s) until none of the pids is alive. */
async function gone(pids: number[]): Promise<number[]> {
  const deadline = Date.now() + 10_000;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return pids.filter(alive);
}

describe('exit cleanup: nothing a command started outlives it', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'tools'], { cwd: ROOT });
  });

  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const)('%s: children and the stack daemon are stopped, exit %i', async (signal, code) => {
    const { child, pids, dir } = await start('idle');
    const exited = once(child, 'exit');
    child.kill(signal);
    expect((await exited)[0]).toBe(code);
    expect(await gone(pids)).toEqual([]);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('an uncaught exception: everything stopped, exit 1', async () => {
    const { child, pids } = await start('throw');
    expect((await once(child, 'exit'))[0]).toBe(1);
    expect(await gone(pids)).toEqual([]);
  });

  it('stdout closed (piped to head): everything stopped, exit 141', async () => {
    const { child, pids } = await start('chatty');
    const exited = once(child, 'exit');
    child.stdout!.destroy();
    expect((await exited)[0]).toBe(141);
    expect(await gone(pids)).toEqual([]);
  });

  it('SIGKILL: the next command stops what the killed one left', async () => {
    const { child, pids, dir } = await start('idle');
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
    expect(pids.filter(alive)).toEqual(pids); // nothing could run in the killed process
    const next = spawn(process.execPath, ['-e', FIXTURE, 'sweep-only'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    next.stderr!.on('data', (b: Buffer) => (err += b.toString()));
    expect((await once(next, 'exit'))[0]).toBe(0);
    expect(await gone(pids)).toEqual([]);
    expect(fs.existsSync(dir)).toBe(false);
    expect(err).toContain(`killed run (pid ${child.pid})`);
  });
});
