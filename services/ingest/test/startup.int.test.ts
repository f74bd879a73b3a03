import { freePort, startService } from '@nes/bench-kit';
import { mongoUri } from '../../../test/helpers/stack';
import { ingestSuite } from './harness';

jest.setTimeout(60_000);

describe('ingest start without a broker', () => {
  const { env, procs } = ingestSuite();

  it('exits non-zero after the bounded wait with a message naming the brokers', async () => {
    const dead = `127.0.0.1:${await freePort()}`;
    const started = Date.now();
    const proc = await startService('ingest', {
      target: { brokers: dead, mongoUri: mongoUri(), db: env.db, prefix: '' },
      env: { EDGAR_BASE_URL: 'http://127.0.0.1:9', INGEST_RAW_TOPIC: env.topic, INGEST_BROKER_WAIT_MS: '3000' },
      wait: false,
    });
    procs.push(proc);
    const code = await new Promise<number | null>((resolve) => {
      if (proc.child.exitCode !== null) resolve(proc.child.exitCode);
      else proc.child.once('exit', (c) => resolve(c));
    });
    expect(code).toBe(1);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(proc.output()).toContain(
      `ingest failed to start: Kafka broker(s) ${dead} (KAFKA_BROKERS) not reachable within 3 s`,
    );
  });
});
