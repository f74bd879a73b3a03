import { assertValid } from '@nes/contracts';
import { waitFor } from '../../../test/helpers/stack';
import { collectTopic, metric, ingestSuite, startIngest, startReplay, visibleAccessions } from './harness';

jest.setTimeout(240_000);

describe('ingest: replay of the whole corpus → real Kafka', () => {
  const { env, procs } = ingestSuite();

  it('delivers every filing exactly once across a SIGKILL and restart; a second replay adds nothing', async () => {
    const replay = await startReplay(['--rate', '8']);
    procs.push(replay.proc);
    const expected = await visibleAccessions(replay.url);
    expect(expected.length).toBeGreaterThan(80);
    let ingest = await startIngest(env, replay.url);
    procs.push(ingest.proc);
    const { consumer, seen } = await collectTopic(env.topic);
    procs.push({ stop: () => consumer.disconnect() });
    await waitFor(async () => seen.size >= 20, 120_000, '20 filings before the kill');
    await ingest.proc.kill9();
    const atKill = seen.size;
    ingest = await startIngest(env, replay.url);
    procs.push(ingest.proc);
    // Everything the topic holds, read by a new consumer (the first one is only for the kill point).
    const after = await collectTopic(env.topic);
    procs.push({ stop: () => after.consumer.disconnect() });
    const seenAfter = after.seen;
    await waitFor(
      async () => seenAfter.size >= expected.length,
      180_000,
      `all ${expected.length} filings (have ${seenAfter.size})`,
    );

    expect(atKill).toBeLessThan(expected.length);
    expect([...seenAfter.keys()].sort()).toEqual(expected.map((e) => e.accession).sort());
    for (const [acc, list] of seenAfter) {
      expect([acc, list.length]).toEqual([acc, 1]);
      const v = list[0]!.value;
      assertValid('rawFiling', v);
      // keyed by the issuer CIK taken from the filing itself
      expect(list[0]!.key).toBe(v.cik);
      expect(list[0]!.key).toBe(expected.find((e) => e.accession === acc)!.cik);
    }

    // A second replay of the same data: all of it is seen again, none of it is produced again.
    await replay.proc.stop();
    const again = await startReplay(['--all-at-once'], replay.port);
    procs.push(again.proc);
    const before = await metric(ingest.metricsUrl, 'ingest_filings_duplicate_total');
    await waitFor(
      async () => (await metric(ingest.metricsUrl, 'ingest_filings_duplicate_total')) - before >= expected.length,
      60_000,
      'the second replay to be seen',
    );
    await new Promise((r) => setTimeout(r, 2000));
    expect(seenAfter.size).toBe(expected.length);
    expect([...seenAfter.values()].every((l) => l.length === 1)).toBe(true);
  });
});
