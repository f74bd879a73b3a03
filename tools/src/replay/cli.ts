import { parseCli } from '@nes/bench-kit';
import { edgarCorpusDir } from '@nes/contracts';
import path from 'node:path';
import { parseFaults } from './faults';
import type { ScheduleMode } from './schedule';
import { startReplayServer } from './server';
import { EDGAR_TIMING, parseDelay, type ReplayTiming } from './timing';

const USAGE = `usage: npm run replay -- [--dir ../shared/edgar] [--port 8089] [--host 127.0.0.1]
  [--rate N | --speedup N | --all-at-once]   filings/s (default 2), original gaps ÷ N, or all now
  EDGAR's timing (default; see tools/src/replay/timing.ts): index page at acceptance, documents and
  .txt after a log-normal delay (median 36 s), the feed entry after those (median 1.2 s more, 1% 1-2.5 min)
  [--doc-delay 36:0.46]                        documents: median seconds[:sigma] after acceptance (0: at once)
  [--feed-delay 1.2:1.2]                       feed entry: median seconds[:sigma] after the documents (0: with them)
  [--delay-scale 1]                            multiply every delay (0.1: the same shape, ten times faster)
  [--feed-lag 120 | 60-140]                    stress: the feed lists a filing this long after acceptance
  [--legacy-accession-paths]                   EDGAR before 2026-10-05: the index page also by the accession-only path
  [--start-delay-ms 1000] [--seed 1] [--limit N]
  [--agents N] [--agent-gaps 0.02]            renumber into N filer agents' accession sequences (+ skipped numbers)
  [--agent-share F]                            share of filings the agents submit (default: their real share of a day)
  [--repeat K]                                 replay the filings K times (with --agents)
  [--history N] [--history-span-sec S]         the first N filings were accepted during the S s before the start
  [--faults block403@30+120,5xx=0.05,429=0.02,retry-after=2,slow=0.1:3000,truncate=0.02,malformed=2,notfound=<regex>]`;

const STRING_OPTIONS = [
  ...['dir', 'port', 'host', 'rate', 'speedup', 'doc-delay', 'feed-delay', 'delay-scale', 'feed-lag'],
  ...['start-delay-ms', 'seed', 'limit', 'agents', 'agent-gaps', 'agent-share', 'repeat', 'history'],
  ...['history-span-sec', 'faults'],
] as const;

function main() {
  const { values } = parseCli(USAGE, {
    ...(Object.fromEntries(STRING_OPTIONS.map((o) => [o, { type: 'string' }])) as Record<
      (typeof STRING_OPTIONS)[number],
      { type: 'string' }
    >),
    'all-at-once': { type: 'boolean' },
    'legacy-accession-paths': { type: 'boolean' },
  });
  const get = (name: (typeof STRING_OPTIONS)[number]) => values[name];
  let mode: ScheduleMode = { kind: 'rate', perSecond: Number(get('rate') ?? 2) };
  if (get('speedup')) mode = { kind: 'speedup', factor: Number(get('speedup')) };
  if (values['all-at-once']) mode = { kind: 'all-at-once' };
  const lag = get('feed-lag');
  const feedLagSec: [number, number] | undefined = lag
    ? ((([a, b]) => [Number(a), Number(b ?? a)])(lag.split('-')) as [number, number])
    : undefined;
  const timing: ReplayTiming = {
    docs: get('doc-delay') ? parseDelay(get('doc-delay')!, EDGAR_TIMING.docs) : EDGAR_TIMING.docs,
    feed: get('feed-delay') ? parseDelay(get('feed-delay')!, EDGAR_TIMING.feed) : EDGAR_TIMING.feed,
    scale: Number(get('delay-scale') ?? 1),
  };
  if (!(timing.scale >= 0)) throw new Error('--delay-scale must be a number ≥ 0');
  const startDelayMs = Number(get('start-delay-ms') ?? 1000);
  void startReplayServer({
    dir: path.resolve(get('dir') ?? edgarCorpusDir()),
    port: Number(get('port') ?? 8089),
    host: get('host') ?? '127.0.0.1',
    mode,
    timing,
    feedLagSec,
    startDelayMs,
    seed: Number(get('seed') ?? 1),
    limit: get('limit') ? Number(get('limit')) : undefined,
    agents: get('agents') ? Number(get('agents')) : undefined,
    agentGapRate: get('agent-gaps') ? Number(get('agent-gaps')) : undefined,
    agentShare: get('agent-share') ? Number(get('agent-share')) : undefined,
    repeat: get('repeat') ? Number(get('repeat')) : undefined,
    history: get('history') ? Number(get('history')) : undefined,
    historySpanSec: get('history-span-sec') ? Number(get('history-span-sec')) : undefined,
    legacyAccessionPaths: values['legacy-accession-paths'] ?? false,
    faults: parseFaults(get('faults') ?? '', Date.now() + startDelayMs),
    log: (m) =>
      console.log(JSON.stringify({ level: 'info', service: 'replay', message: m, time: new Date().toISOString() })),
  }).then((srv) => {
    for (const s of srv.skipped)
      console.log(JSON.stringify({ level: 'warn', service: 'replay', message: 'skipped', ...s }));
    const stop = () => void srv.close().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
}

main();
