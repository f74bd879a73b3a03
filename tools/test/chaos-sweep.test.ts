import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildOnce, descendantsOf, pidAlive as alive } from '@nes/bench-kit';

/**
 * The chaos command after a run killed with SIGKILL (#21), without a stack: a process that used the
 * command's cleanup registry tracked a service stand-in and was SIGKILLed (what a killed chaos run
 * leaves: its state file, the process running). The next `chaos` stops that process before it
 * starts anything, then SIGINT stops the new run (exit 130) with nothing of it left. SIGTERM and a
 * closed stdout mid-run, with a real private stack: chaos-cleanup.int.test.ts (by hand); every way
 * of ending on the registry itself: exit-cleanup.test.ts.
 */
const ROOT = path.resolve(__dirname, '../..');
const REGISTRY = path.join(ROOT, 'tools/dist/pipeline/exit-cleanup.js');
const OWNER = `
const { installExitCleanup, trackProcess } = require(${JSON.stringify(REGISTRY)});
installExitCleanup(() => {});
const k = require('node:child_process').spawn('sleep', ['300'], { stdio: 'ignore' });
trackProcess('ingest stand-in', k);
process.stdout.write(k.pid + '\\n');
setInterval(() => {}, 1e6);
`;

describe('chaos after a SIGKILLed run', () => {
  beforeAll(() => buildOnce('services/ingest', 'services/enrich', 'services/query', 'tools'), 180_000);

  it('first stops what the killed run left; SIGINT then ends it, exit 130, nothing of it left', async () => {
    const owner = spawn(process.execPath, ['-e', OWNER], { stdio: ['ignore', 'pipe', 'ignore'] });
    const [line] = (await once(createInterface({ input: owner.stdout }), 'line')) as [string];
    const leftover = Number(line);
    owner.kill('SIGKILL');
    await once(owner, 'exit');
    expect(alive(leftover)).toBe(true);

    const chaos = spawn(process.execPath, ['tools/dist/chaos/cli.js', '--hostile', '--short'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = once(chaos, 'exit');
    const seen = new Set<number>();
    const watch = setInterval(() => descendantsOf(chaos.pid!).forEach((p) => seen.add(p)), 50);
    let err = '';
    for await (const l of createInterface({ input: chaos.stderr })) {
      err += `${l}\n`;
      if (/stopping what a killed run/.test(l)) break;
    }
    chaos.stdout.resume();
    chaos.kill('SIGINT');
    const [code] = (await exited) as [number | null];
    clearInterval(watch);
    expect(err).toContain(`chaos: stopping what a killed run (pid ${owner.pid}) left: pid ${leftover}`);
    expect(code).toBe(130);
    const deadline = Date.now() + 10_000;
    while ([leftover, ...seen].some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect([leftover, ...seen].filter(alive)).toEqual([]);
  }, 120_000);
});
