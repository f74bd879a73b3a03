import { waitFor } from '../../../test/helpers/stack';
import { collectTopic, metric, ingestSuite, startIngest, startReplay, visibleAccessions } from './harness';

jest.setTimeout(240_000);

describe('ingest under EDGAR faults (replay fault injection)', () => {
  const { env, procs } = ingestSuite();

  it('sits out a 403 block without asking, survives malformed entries, 404 documents and truncated bodies, loses nothing, publishes nothing without its document', async () => {
    // Primary documents (not index pages, not .txt) answer 404 until lifted; 10% of responses are cut off.
    const replay = await startReplay([
      '--rate',
      '5',
      '--limit',
      '30',
      '--faults',
      'malformed=2,truncate=0.1,notfound=/\\d{18}/(?!.*-index)[^/]+\\.htm$',
    ]);
    procs.push(replay.proc);
    const expected = await visibleAccessions(replay.url);
    const ingest = await startIngest(env, replay.url, { EDGAR_BLOCK_PAUSE_MS: '5000', INGEST_CONCURRENCY: '2' });
    procs.push(ingest.proc);
    const { consumer, seen } = await collectTopic(env.topic);
    procs.push({ stop: () => consumer.disconnect() });

    await waitFor(async () => seen.size >= 5, 120_000, 'first filings');
    // EDGAR blocks: every request during the block extends it by 3 s (as the real one does).
    await fetch(`${replay.url}/__replay/faults`, {
      method: 'POST',
      body: JSON.stringify({ block: { status: 403, durationMs: 3000, extendMs: 3000 } }),
    });
    await waitFor(
      async () => (await metric(ingest.metricsUrl, 'ingest_edgar_blocks_total')) >= 1,
      30_000,
      'the block to be noticed',
    );
    expect(await metric(ingest.metricsUrl, 'ingest_edgar_blocked')).toBe(1);

    // The filings that have no .txt and an .htm document (it answers 404) wait: none is published.
    const docsOnly = expected.filter((e) => !e.hasFullText).map((e) => e.accession);
    expect(docsOnly.length).toBeGreaterThan(3);
    await waitFor(
      async () => (await metric(ingest.metricsUrl, 'ingest_errors_total', 'documents_not_yet_published')) >= 3,
      60_000,
      'documents-only filings to wait for their documents',
    );
    const withHtm = (a: string) =>
      (seen.get(a)![0]!.value.documents as { filename: string }[]).some((d) => /\.htm$/.test(d.filename));
    expect(docsOnly.filter((a) => seen.has(a) && withHtm(a))).toEqual([]);
    // The documents appear: every waiting filing is published, with them.
    await fetch(`${replay.url}/__replay/faults`, { method: 'POST', body: JSON.stringify({ notFound: '(?!)' }) });
    await waitFor(
      async () => seen.size >= expected.length,
      180_000,
      `all ${expected.length} filings (have ${seen.size})`,
    );
    const stats = (await (await fetch(`${replay.url}/__replay/stats`)).json()) as { requestsDuringBlock: number };
    // Only requests already in flight when the block began reached it; then the client stopped asking.
    expect(stats.requestsDuringBlock).toBeGreaterThanOrEqual(1);
    expect(stats.requestsDuringBlock).toBeLessThanOrEqual(6);
    expect(await metric(ingest.metricsUrl, 'ingest_edgar_blocked')).toBe(0);

    expect([...seen.keys()].sort()).toEqual(expected.map((e) => e.accession).sort());
    expect([...seen.values()].every((l) => l.length === 1)).toBe(true);
    expect(await metric(ingest.metricsUrl, 'ingest_feed_entries_malformed_total')).toBeGreaterThanOrEqual(2);
    // Never a message without its primary document's content.
    for (const [acc, [m]] of seen) {
      const docs = m!.value.documents as { content: unknown; sequence?: number }[];
      expect([acc, docs.some((d) => d.content !== null)]).toEqual([acc, true]);
    }
    expect(ingest.proc.output()).not.toMatch(/published without its content/);
    expect(await metric(ingest.metricsUrl, 'ingest_edgar_requests_total', 'status="network"')).toBeGreaterThanOrEqual(
      1,
    );
  });
});
