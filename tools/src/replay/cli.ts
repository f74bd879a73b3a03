import { edgarCorpusDir } from '@nes/contracts';
import path from 'node:path';
import { parseFaults } from './faults';
import type { ScheduleMode } from './schedule';
import { startReplayServer } from './server';

const USAGE = `usage: npm run replay -- [--dir ../shared/edgar] [--port 8089] [--host 127.0.0.1]
  [--rate N | --speedup N | --all-at-once]   filings/s (default 2), original gaps ÷ N, or all now
  [--feed-lag 60-140]                          Atom feed trails the index page by this many seconds
  [--text-lag-ms 0]                            .txt and documents trail the index page
  [--start-delay-ms 1000] [--seed 1] [--limit N]
  [--agents N] [--agent-gaps 0.02]            renumber into N filer agents' accession sequences (+ skipped numbers)
  [--agent-share F]                            share of filings the agents submit (default: their real share of a day)
  [--repeat K]                                 replay the filings K times (with --agents)
  [--history N] [--history-span-sec S]         the first N filings were accepted during the S s before the start
  [--faults block403@30+120,5xx=0.05,429=0.02,retry-after=2,slow=0.1:3000,truncate=0.02,malformed=2,notfound=<regex>]`;

function main() {
  const args = process.argv.slice(2);
  const get = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  if (args.includes('--help')) {
    console.log(USAGE);
    return;
  }
  let mode: ScheduleMode = { kind: 'rate', perSecond: Number(get('rate') ?? 2) };
  if (get('speedup')) mode = { kind: 'speedup', factor: Number(get('speedup')) };
  if (args.includes('--all-at-once')) mode = { kind: 'all-at-once' };
  const lag = get('feed-lag');
  const feedLagSec: [number, number] = lag
    ? ((([a, b]) => [Number(a), Number(b ?? a)])(lag.split('-')) as [number, number])
    : [0, 0];
  const startDelayMs = Number(get('start-delay-ms') ?? 1000);
  void startReplayServer({
    dir: path.resolve(get('dir') ?? edgarCorpusDir()),
    port: Number(get('port') ?? 8089),
    host: get('host') ?? '127.0.0.1',
    mode,
    feedLagSec,
    textLagMs: Number(get('text-lag-ms') ?? 0),
    startDelayMs,
    seed: Number(get('seed') ?? 1),
    limit: get('limit') ? Number(get('limit')) : undefined,
    agents: get('agents') ? Number(get('agents')) : undefined,
    agentGapRate: get('agent-gaps') ? Number(get('agent-gaps')) : undefined,
    agentShare: get('agent-share') ? Number(get('agent-share')) : undefined,
    repeat: get('repeat') ? Number(get('repeat')) : undefined,
    history: get('history') ? Number(get('history')) : undefined,
    historySpanSec: get('history-span-sec') ? Number(get('history-span-sec')) : undefined,
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
