import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, buildOnce } from '@nes/bench-kit';
import { edgarCorpusDir, type RawFilingMessage } from '@nes/contracts';
import { rawFromPath } from '@nes/document';
import { createLogger } from '@nes/platform';
import { createClassifier } from '../src/classifier';
import { ClassifyPool } from '../src/classify-pool';

const logger = createLogger({ service: 'classify-pool-test', silent: true });
const REFERENCE_DIR = join(edgarCorpusDir(), 'reference');
const raw = (accession: string) => ({ accession_number: accession }) as RawFilingMessage;

/**
 * A stand-in worker speaking the pool's protocol: 'hang' never answers (a runaway regex), 'grow'
 * allocates until the heap limit kills it, anything else answers at once.
 */
function fakeWorker(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pool-')), 'worker.js');
  writeFileSync(
    file,
    `const { parentPort } = require('node:worker_threads');
     parentPort.on('message', (req) => {
       if (req.raw.accession_number === 'hang') for (;;) {}
       if (req.raw.accession_number === 'grow') { const a = []; for (;;) a.push(new Array(1e5).fill(a.length)); }
       if (req.raw.accession_number === 'throw')
         return parentPort.postMessage({ id: req.id, ok: false, error: { code: 'malformed_xml', name: 'FilingParseError', message: 'bad' } });
       parentPort.postMessage({ id: req.id, ok: true, result: { events: [], uncovered: false, skippedReason: req.raw.accession_number } });
     });
     parentPort.postMessage({ ready: true });`,
  );
  return file;
}

describe('classification pool: a time budget per filing', () => {
  const failures: string[] = [];
  const pool = new ClassifyPool({
    size: 1,
    timeoutMs: 300,
    maxHeapMb: 64,
    logger,
    workerPath: fakeWorker(),
    onFailure: (kind) => failures.push(kind),
  });
  beforeAll(() => pool.start());
  afterAll(() => pool.close());

  it('stops a filing over budget with code timeout and its time, then classifies the next one', async () => {
    const t0 = Date.now();
    const hung = pool.classify(raw('hang'), new Date());
    const next = pool.classify(raw('after'), new Date()); // queued behind the runaway filing
    await expect(hung).rejects.toMatchObject({ code: 'timeout', retry: false });
    await expect(hung).rejects.toThrow(/exceeded its 300 ms budget \(stopped after \d+ ms\)/);
    expect(Date.now() - t0).toBeLessThan(5_000);
    await expect(next).resolves.toMatchObject({ skippedReason: 'after' });
    expect(failures).toEqual(['timeout']);
  });

  it('a filing that exhausts the worker heap fails alone (out_of_memory); the pool goes on', async () => {
    // Its own pool with a long budget: filling 64 MB takes well under a second alone, but more
    // than the 300 ms budget above on a loaded CI machine (then it ended as a timeout).
    const roomy = new ClassifyPool({ size: 1, timeoutMs: 30_000, maxHeapMb: 64, logger, workerPath: fakeWorker() });
    await roomy.start();
    try {
      await expect(roomy.classify(raw('grow'), new Date())).rejects.toMatchObject({ code: 'out_of_memory' });
      await expect(roomy.classify(raw('ok'), new Date())).resolves.toMatchObject({ skippedReason: 'ok' });
    } finally {
      await roomy.close();
    }
  });

  it("passes the classifier's own errors through with their code", async () => {
    await expect(pool.classify(raw('throw'), new Date())).rejects.toMatchObject({ code: 'malformed_xml' });
  });

  it('keeps the consumer alive while a filing is classified', async () => {
    let beats = 0;
    const slow = new ClassifyPool({ size: 1, timeoutMs: 2_500, logger, workerPath: fakeWorker() });
    await slow.start();
    await expect(slow.classify(raw('hang'), new Date(), () => beats++)).rejects.toMatchObject({ code: 'timeout' });
    await slow.close();
    expect(beats).toBeGreaterThanOrEqual(1);
  });
});

describe('classification pool with the real classifier', () => {
  beforeAll(() => {
    if (!existsSync(join(REPO_ROOT, 'services/enrich/dist/classify-worker.js'))) buildOnce('services/enrich');
  }, 120_000);

  it('gives the same events as the classifier in-process', async () => {
    const pool = new ClassifyPool({ size: 1, timeoutMs: 20_000, referenceDir: REFERENCE_DIR, logger });
    await pool.start();
    try {
      const filing = rawFromPath(join(edgarCorpusDir(), 'filings', '0000019617-26-000241'));
      const at = new Date('2026-06-24T20:00:00Z');
      const inProcess = createClassifier({ referenceDir: REFERENCE_DIR })(filing, at);
      expect(inProcess.events.length).toBeGreaterThan(0);
      expect(await pool.classify(filing, at)).toEqual(JSON.parse(JSON.stringify(inProcess)));
    } finally {
      await pool.close();
    }
  }, 60_000);
});
