import { setTimeout as sleep } from 'node:timers/promises';
import { waitFor } from '../helpers/stack';
import { expectSameAsUndisturbed, faultSuite } from './harness';
import { lap } from '@nes/tools';

/**
 * Service crashes (SIGKILL: no shutdown hook runs) in the middle of the stream, on a broker and a
 * database of this file's own. After a restart the run settles to exactly the events of an
 * undisturbed run over the same replayed filings: none lost, none stored, listed or produced twice.
 */
// Generous: on a loaded 2-core CI machine, three private stacks start at once.
jest.setTimeout(240_000);

describe('faults: service crashes', () => {
  const suite = faultSuite('faults-crash');

  it('SIGKILL enrich mid-stream, restart: same events, none twice in the database, the API or the events topic read committed', async () => {
    const run = await suite.newRun();
    await waitFor(async () => (await run.storedCount()) >= 3, 120_000, 'first events stored');
    await run.enrich!.kill9();
    const [stored, published] = [await run.storedCount(), await run.ingestPublished()];
    lap(`enrich killed with ${stored} events stored, ${published} filings published`);
    // Filings keep flowing into the raw topic while enrich is down.
    await sleep(2000);
    await run.startEnrich();
    await run.waitSettled();
    expect(stored).toBeLessThan((await suite.baseline()).ids.length); // it was mid-stream
    await expectSameAsUndisturbed(run, suite);
    await run.close();
  });

  it('SIGKILL ingest mid-stream, restart: same events, none twice', async () => {
    const run = await suite.newRun();
    const total = run.replay.filings.length;
    await waitFor(async () => (await run.storedCount()) >= 3, 120_000, 'first events stored');
    await run.ingest!.kill9();
    const [published, stored] = [await run.ingestPublished(), await run.storedCount()];
    lap(`ingest killed with ${published}/${total} filings published, ${stored} events stored`);
    expect(published).toBeLessThan(total);
    await sleep(2000);
    await run.startIngest();
    await run.waitSettled();
    expect(stored).toBeLessThan((await suite.baseline()).ids.length);
    await expectSameAsUndisturbed(run, suite);
    await run.close();
  });
});
