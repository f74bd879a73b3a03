/**
 * A classification worker thread (classify-pool.ts): loads the reference directory once, then
 * answers one filing at a time. It runs apart from the consumer so that a filing that takes too
 * long can be stopped (the thread is terminated) without stopping the service.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { RawFilingMessage } from '@nes/contracts';
import { createClassifier } from './classifier';
import type { WorkerReply, WorkerRequest } from './classify-protocol';

const port = parentPort;
if (!port) throw new Error('classify-worker.ts runs only as a worker thread');

try {
  const classify = createClassifier({ referenceDir: (workerData as { referenceDir?: string }).referenceDir });
  port.on('message', (req: WorkerRequest) => {
    let reply: WorkerReply;
    try {
      const result = classify(req.raw as RawFilingMessage, new Date(req.publishedAt));
      reply = { id: req.id, ok: true, result };
    } catch (e) {
      const err = e as { code?: unknown; message?: unknown; name?: unknown };
      reply = {
        id: req.id,
        ok: false,
        error: {
          code: typeof err.code === 'string' ? err.code : undefined,
          name: typeof err.name === 'string' ? err.name : 'Error',
          message: typeof err.message === 'string' ? err.message : String(e),
        },
      };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true } satisfies WorkerReply);
} catch (e) {
  port.postMessage({ ready: false, error: (e as Error).message } satisfies WorkerReply);
}
