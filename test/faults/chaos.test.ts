import { buildServices, lap, runSoak, snapshotBuild } from '@nes/tools';

/**
 * The chaos soak (`npm run chaos`, docs/benchmarks/chaos.md) in short: a handful of SIGKILLs of
 * ingest, both enrich instances and query at seeded moments, one broker and one database restart,
 * poison messages, on private stacks of its own; then every place holds each event of the
 * undisturbed run once, and the dead-letter topic each poison message once.
 */
jest.setTimeout(600_000);

describe('faults: a short chaos soak', () => {
  it('kills, a broker and a database restart, two enrich instances: nothing lost, nothing twice in the database, the API or the events topic', async () => {
    buildServices();
    const build = snapshotBuild();
    try {
      const result = await runSoak({
        seed: 7,
        filings: 40,
        rate: 0.8,
        kills: 5,
        poison: 2,
        restartBroker: true,
        restartDatabase: true,
        transactions: true,
        buildRoot: build.root,
        log: lap,
      });
      lap(result.summary);
      const none = { lost: [], duplicated: [], extra: [] };
      expect({ db: result.db, api: result.api, topic: result.topic }).toEqual({ db: none, api: none, topic: none });
      expect(result.deadLetters).toMatchObject({ poison: 2, missing: [], duplicated: [], unexpected: [] });
      expect(Object.values(result.kills).reduce((a, b) => a + b, 0)).toBe(5);
      expect(result.events).toBeGreaterThan(10);
    } finally {
      build.remove();
    }
  });
});
