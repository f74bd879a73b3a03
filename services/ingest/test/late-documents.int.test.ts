import { waitFor } from '../../../test/helpers/stack';
import { collectTopic, metric, ingestSuite, startIngest, startReplay, visibleAccessions } from './harness';

jest.setTimeout(240_000);

/**
 * The second discovery path against a replay that behaves like EDGAR: filer agents submit every
 * filing (the corpus slice twice over, so the agents' clients are known the second time); each
 * filing's index page exists at acceptance under its parties' CIKs, its documents 25 s later, the
 * feed entry 1 s after those. The prober must find filings under a client's CIK long before the
 * feed, publish none before its documents exist, keep them across a SIGKILL, and publish each once.
 */
describe('ingest: prober and late documents (realistic replay) → real Kafka', () => {
  const { env, procs } = ingestSuite();

  it('finds filings under a client CIK, waits for the documents through a restart, publishes each once with them', async () => {
    const replay = await startReplay([
      '--rate',
      '2',
      '--limit',
      '12',
      '--repeat',
      '2',
      '--agents',
      '3',
      '--agent-share',
      '1',
      '--history',
      '10',
      '--history-span-sec',
      '90',
      '--doc-delay',
      '25:0',
      '--feed-delay',
      '1:0',
      '--delay-scale',
      '1',
      '--start-delay-ms',
      '4000',
    ]);
    procs.push(replay.proc);
    const all = await visibleAccessions(replay.url);
    const fresh = all.filter((v) => !v.beforeStart);

    // Documents not there 8 s after acceptance → the retry queue (asked again every 4 s, doubling).
    const ingestEnv = {
      INGEST_DOCS_FIRST_POLL_MS: '5000',
      INGEST_DOCS_POLL_MIN_MS: '1000',
      INGEST_DOCS_MAX_WAIT_MS: '8000',
      INGEST_RETRY_INTERVAL_MS: '4000',
      INGEST_PROBE_MAX_RPS: '4',
    };
    let ingest = await startIngest(env, replay.url, ingestEnv);
    procs.push(ingest.proc);
    const { consumer, seen } = await collectTopic(env.topic);
    procs.push({ stop: () => consumer.disconnect() });
    const firstDocs = Math.min(...fresh.map((v) => Date.parse(v.docsVisibleAt)));
    await waitFor(
      async () => (await metric(ingest.metricsUrl, 'ingest_retry_queue')) >= 3,
      Math.max(0, firstDocs - Date.now()),
      'filings found by the prober to wait in the retry queue',
    );
    const probeHits = await metric(ingest.metricsUrl, 'ingest_probe_requests_total', 'outcome="hit"');
    expect(probeHits).toBeGreaterThanOrEqual(3);
    expect(await metric(ingest.metricsUrl, 'ingest_retry_queued_total')).toBeGreaterThanOrEqual(3);
    expect(ingest.proc.output()).toMatch(/documents not there within the bound: filing moved to the retry queue/);
    // Nothing of the fresh filings published yet: their documents do not exist.
    expect(fresh.filter((v) => seen.has(v.accession))).toEqual([]);
    const stats = (await (await fetch(`${replay.url}/__replay/stats`)).json()) as { byKind: Record<string, number> };
    expect(stats.byKind['index-by-accession'] ?? 0).toBe(0);

    // SIGKILL while they wait; the restarted ingest resumes them from MongoDB.
    await ingest.proc.kill9();
    ingest = await startIngest(env, replay.url, ingestEnv);
    procs.push(ingest.proc);
    await waitFor(async () => seen.size >= all.length, 150_000, `all ${all.length} filings (have ${seen.size})`);
    await new Promise((r) => setTimeout(r, 2000));

    expect([...seen.keys()].sort()).toEqual(all.map((v) => v.accession).sort());
    let byProbe = 0;
    for (const v of all) {
      const list = seen.get(v.accession)!;
      expect([v.accession, list.length]).toEqual([v.accession, 1]);
      const m = list[0]!;
      expect(m.key).toBe(v.cik);
      expect(String(m.value.filing_url)).toMatch(/^https:\/\/www\.sec\.gov\/Archives\/edgar\/data\/\d+\/\d{18}\//);
      const docs = m.value.documents as { content: unknown }[];
      expect(docs.some((d) => d.content !== null)).toBe(true);
      // Produced only once the documents existed.
      expect(m.timestamp).toBeGreaterThanOrEqual(Date.parse(v.docsVisibleAt));
      if (m.value.discovery_path === 'index-probe' && !v.beforeStart) {
        byProbe++;
        // Found by the prober well before the feed listed it.
        expect(Date.parse(String(m.value.discovered_at))).toBeLessThan(Date.parse(v.feedVisibleAt));
      }
    }
    expect(byProbe).toBeGreaterThanOrEqual(3);
  });
});
