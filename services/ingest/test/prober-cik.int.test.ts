import { padCik } from '@nes/edgar';
import { waitFor } from '../../../test/helpers/stack';
import {
  collectTopic,
  ingestSuite,
  metric,
  startIngest,
  startReplay,
  visibleAccessions,
  type Visible,
} from './harness';

jest.setTimeout(180_000);

/**
 * The prober against the replay as EDGAR is since 2026-10-05 (every page needs a party's CIK).
 * Two filer agents submit about half of the companies' filings, the rest file for themselves; the
 * corpus slice is replayed twice, so the second time round every company has been seen: a
 * self-filer's next number is probed under its own CIK, an agent's under its recent clients. A
 * company first met in an agent's filing cannot be guessed: the feed finds it.
 */
describe('ingest: CIK-qualified prober (replay as EDGAR is now) → real Kafka', () => {
  const { env, procs } = ingestSuite();

  it('finds self-filed and known-client agent filings before the feed, leaves unseen clients to it, publishes each once with documents', async () => {
    const replay = await startReplay([
      '--rate',
      '1',
      '--limit',
      '12',
      '--repeat',
      '2',
      '--agents',
      '2',
      '--agent-share',
      '0.5',
      '--history',
      '6',
      '--history-span-sec',
      '60',
      '--doc-delay',
      '10:0',
      '--feed-delay',
      '2:0',
      '--delay-scale',
      '1',
      '--start-delay-ms',
      '3000',
    ]);
    procs.push(replay.proc);
    const all = await visibleAccessions(replay.url);
    const ingest = await startIngest(env, replay.url, { INGEST_PROBE_MAX_RPS: '6' });
    procs.push(ingest.proc);
    const { consumer, seen } = await collectTopic(env.topic);
    procs.push({ stop: () => consumer.disconnect() });
    await waitFor(async () => seen.size >= all.length, 120_000, `all ${all.length} filings (have ${seen.size})`);
    await new Promise((r) => setTimeout(r, 1500));

    // The prober never asked for the accession-only path...
    const stats = (await (await fetch(`${replay.url}/__replay/stats`)).json()) as { byKind: Record<string, number> };
    expect(stats.byKind['index-by-accession'] ?? 0).toBe(0);
    // ...which EDGAR since 2026-10-05 answers the accession-only path as a missing key.
    const some = all[0]!.accession;
    const byAcc = await fetch(`${replay.url}/Archives/edgar/data/${some.replace(/-/g, '')}/${some}-index.htm`);
    expect(byAcc.status).toBe(404);
    expect(await byAcc.text()).toMatch(/<Code>NoSuchKey<\/Code>/);

    const prefix = (v: Visible) => v.accession.slice(0, 10);
    const selfFiled = (v: Visible) => prefix(v) === padCik(v.cik);
    /** An earlier filing of the same company was listed in the feed before this one was accepted. */
    const knownClient = (v: Visible) =>
      all.some((w) => w !== v && w.cik === v.cik && Date.parse(w.feedVisibleAt) < Date.parse(v.acceptedAt));
    const fresh = all.filter((v) => !v.beforeStart);
    const path = (v: Visible) => String(seen.get(v.accession)![0]!.value.discovery_path);
    const beforeFeed = (v: Visible) =>
      Date.parse(String(seen.get(v.accession)![0]!.value.discovered_at)) < Date.parse(v.feedVisibleAt);

    expect([...seen.keys()].sort()).toEqual(all.map((v) => v.accession).sort());
    for (const v of all) {
      const list = seen.get(v.accession)!;
      expect([v.accession, list.length]).toEqual([v.accession, 1]);
      expect(list[0]!.key).toBe(v.cik);
      expect((list[0]!.value.documents as { content: unknown }[]).some((d) => d.content !== null)).toBe(true);
      expect(list[0]!.timestamp).toBeGreaterThanOrEqual(Date.parse(v.docsVisibleAt));
    }

    const selfByProbe = fresh.filter((v) => selfFiled(v) && knownClient(v) && path(v) === 'index-probe');
    const agentByProbe = fresh.filter((v) => !selfFiled(v) && knownClient(v) && path(v) === 'index-probe');
    const unseen = fresh.filter(
      (v) => !selfFiled(v) && !all.some((w) => w.cik === v.cik && w.acceptedAt < v.acceptedAt),
    );
    process.stdout.write(
      `fresh ${fresh.length}: self-filed by probe ${selfByProbe.length}, agent-filed known client by probe ${agentByProbe.length}, unseen client ${unseen.length}\n`,
    );
    expect(selfByProbe.length).toBeGreaterThanOrEqual(1);
    expect(agentByProbe.length).toBeGreaterThanOrEqual(1);
    for (const v of [...selfByProbe, ...agentByProbe])
      expect([v.accession, beforeFeed(v)]).toEqual([v.accession, true]);
    expect(unseen.length).toBeGreaterThanOrEqual(1);
    for (const v of unseen) expect([v.accession, path(v)]).toEqual([v.accession, 'feed']);

    const hits = (kind: string) =>
      metric(ingest.metricsUrl, 'ingest_probe_requests_total', `kind="${kind}",outcome="hit"`);
    expect(await hits('self')).toBeGreaterThanOrEqual(selfByProbe.length);
    expect(await hits('agent-candidate')).toBeGreaterThanOrEqual(agentByProbe.length);
  });
});
