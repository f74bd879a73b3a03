import { setTimeout as sleep } from 'node:timers/promises';
import { validators } from '@nes/contracts';
import { waitFor } from '../helpers/stack';
import { expectSameAsUndisturbed, faultSuite } from './harness';
import { lap } from '@nes/tools';

/**
 * The database (this file's own FerretDB) stops in the middle of the stream and comes back on the
 * same port and data. Meanwhile the API answers 503 service_unavailable with Retry-After, with nothing of
 * the failure's internals; after, it recovers, and the run settles to exactly the events of an
 * undisturbed run without any service restarted.
 */
// Generous: on a loaded 2-core CI machine, three private stacks start at once.
jest.setTimeout(240_000);

/** What an error body must never carry: driver, network or stack details. */
const INTERNALS =
  /mongo|ferret|ECONN|127\.0\.0\.1|localhost|:\d{4,5}\b|\bat \S+ \(|\.[jt]s:\d+|Error:|topolog|server selection/i;

describe('faults: database outage', () => {
  const suite = faultSuite('faults-db');

  it('stop the database mid-stream: query answers 503 service_unavailable (Retry-After) within 2 s meanwhile and recovers; same events, none twice', async () => {
    const baseline = await suite.baseline(); // before the database goes down under it
    const run = await suite.newRun();
    await waitFor(async () => (await run.storedCount()) >= 3, 120_000, 'first events stored');
    const stored = await run.storedCount();
    await suite.stack().stopMongo('SIGTERM');
    lap(`database stopped with ${stored}/${baseline.ids.length} events stored`);
    expect(stored).toBeLessThan(baseline.ids.length);

    for (const p of ['/events?limit=5', `/events/${encodeURIComponent(baseline.ids[0]!)}`]) {
      const t0 = Date.now();
      const res = await run.get(p);
      expect({ path: p, status: res.status }).toEqual({ path: p, status: 503 });
      expect(Date.now() - t0).toBeLessThan(2_000);
      expect(validators.errorBody(res.body)).toBe(true);
      expect(res.body).toEqual({
        error: 'service_unavailable',
        message: expect.any(String),
        request_id: res.requestId,
      });
      expect(res.text).not.toMatch(INTERNALS);
    }
    // The query service reports itself not ready (a load balancer stops sending it traffic)...
    expect((await fetch(`${run.opsUrl('query')}/readyz`)).status).toBe(503);
    // ...while the database stays down a little longer: ingest and enrich face it too.
    await sleep(6000);
    await suite.stack().start();
    lap('database restarted');

    await waitFor(
      async () => (await run.get('/events?limit=5').catch(() => ({ status: 0 }))).status === 200,
      60_000,
      'the API to answer 200 again',
    );
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
