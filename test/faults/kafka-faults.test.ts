import { setTimeout as sleep } from 'node:timers/promises';
import { validators, type DeadLetterMessage } from '@nes/contracts';
import { connectProducer, createKafka, createLogger } from '@nes/platform';
import { uniqueName, waitFor } from '../helpers/stack';
import { expectSameAsUndisturbed, faultSuite } from './harness';
import { lap, readTopic } from '@nes/tools';

/**
 * Faults on the Kafka side, on a broker of this file's own: malformed messages slipped into the
 * raw-filings topic, and the broker stopping in the middle of the stream. Either way the run
 * settles to exactly the events of an undisturbed run: none lost, none stored, listed or produced
 * twice, and no service restarted.
 */
// Generous: on a loaded 2-core CI machine, three private stacks start at once.
jest.setTimeout(240_000);
const logger = createLogger({ service: 'faults', silent: true });

describe('faults: poison messages and a Kafka broker outage', () => {
  const suite = faultSuite('faults-kafka');

  // First: it does not disturb the stack, so the undisturbed baseline run can finish alongside.
  it('poison messages land in the dead-letter topic with their reason while the rest flows on', async () => {
    const run = await suite.newRun();
    await waitFor(async () => (await run.storedCount()) >= 3, 120_000, 'first events stored');
    const kafka = createKafka({ brokers: [suite.stack().brokers], clientId: 'faults-poison', logger });
    const producer = await connectProducer(kafka, logger);
    const keys = { json: uniqueName('poison-json'), schema: uniqueName('poison-schema') };
    try {
      await producer.send({
        topic: run.topics.rawFilings,
        messages: [
          { key: keys.json, value: '{"accession_number": "0000000000-00-000000", "truncated' },
          {
            key: keys.schema,
            value: JSON.stringify({ schema_version: 1, accession_number: 'not-an-accession', documents: 'none' }),
          },
        ],
      });
    } finally {
      await producer.disconnect();
    }
    const stored = await run.storedCount();
    lap(`poison produced with ${stored} events stored`);

    await run.waitSettled();
    expect(stored).toBeLessThan((await suite.baseline()).ids.length); // it was mid-stream
    await expectSameAsUndisturbed(run, suite);
    const dead = (await readTopic(suite.stack().brokers, run.topics.deadLetters)).map((m) => ({
      body: JSON.parse(m.value!.toString()) as DeadLetterMessage,
      headers: Object.fromEntries(Object.entries(m.headers ?? {}).map(([k, v]) => [k, v?.toString()])),
    }));
    for (const [kind, code] of [
      ['json', 'invalid_json'],
      ['schema', 'schema_violation'],
    ] as const) {
      const mine = dead.filter((d) => d.body.key === keys[kind]);
      expect(mine).toHaveLength(1);
      const { body, headers } = mine[0]!;
      expect(validators.deadLetter(body)).toBe(true);
      expect(body).toMatchObject({ error_code: code, source_topic: run.topics.rawFilings, service: 'enrich' });
      expect(body.reason.length).toBeGreaterThan(10);
      expect(headers).toMatchObject({
        'x-dlq-code': code,
        'x-dlq-reason': body.reason.slice(0, 500),
        'x-source-topic': run.topics.rawFilings,
      });
    }
    expect(
      run
        .running()
        .map((p) => p.name)
        .sort(),
    ).toEqual(['enrich', 'ingest', 'query']);
    await run.close();
  });

  it('stop the broker mid-stream and restart it: same events, none twice, no service restarted', async () => {
    const baseline = await suite.baseline(); // before the broker goes down under it
    const run = await suite.newRun();
    const total = run.replay.filings.length;
    await waitFor(async () => (await run.storedCount()) >= 3, 120_000, 'first events stored');
    await suite.stack().stopKafka('SIGTERM');
    const [published, stored] = [await run.ingestPublished(), await run.storedCount()];
    lap(`broker stopped with ${published}/${total} filings published, ${stored}/${baseline.ids.length} events stored`);
    expect(published).toBeLessThan(total);
    expect(stored).toBeLessThan(baseline.ids.length);

    // Down for a while: producers and consumers fail and retry; the replay keeps releasing filings.
    await sleep(6000);
    await suite.stack().start();
    lap('broker restarted');

    await run.waitSettled();
    await expectSameAsUndisturbed(run, suite);
    expect(
      run
        .running()
        .map((p) => p.name)
        .sort(),
    ).toEqual(['enrich', 'ingest', 'query']);
    await run.close();
  });
});
