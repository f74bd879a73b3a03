/**
 * The replay server for bench:pipeline, in its own process (its CPU is measured apart from the
 * services'): `node replay-child.js --dir D --rate R --filings N --start-delay-ms MS [--timing edgar|instant]`. Prints one
 * JSON line {url, startAt, filings} once listening; SIGTERM closes it.
 */
import { loadCorpus } from '../src/replay/corpus';
import { startReplayServer } from '../src/replay/server';
import { EDGAR_TIMING, INSTANT_TIMING } from '../src/replay/timing';
import { repeatCorpus } from './repeat-corpus';

async function main() {
  const a = process.argv.slice(2);
  const get = (k: string) => a[a.indexOf(`--${k}`) + 1]!;
  const corpus = loadCorpus(get('dir'));
  const filings = repeatCorpus(corpus.filings, Number(get('filings')));
  const srv = await startReplayServer({
    dir: get('dir'),
    port: 0,
    host: '127.0.0.1',
    mode: { kind: 'rate', perSecond: Number(get('rate')) },
    startDelayMs: Number(get('start-delay-ms')),
    timing: a.includes('--timing') && get('timing') === 'instant' ? INSTANT_TIMING : EDGAR_TIMING,
    corpus: { filings, skipped: corpus.skipped },
  });
  process.stdout.write(
    `${JSON.stringify({ url: srv.url, startAt: srv.startAt, filings: srv.filings.length, distinct: corpus.filings.length })}\n`,
  );
  process.once('SIGTERM', () => void srv.close().then(() => process.exit(0)));
}

main().catch((e) => {
  process.stderr.write(`replay-child: ${(e as Error).stack}\n`);
  process.exit(1);
});
