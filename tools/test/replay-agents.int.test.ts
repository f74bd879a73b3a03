import { edgarCorpusDir } from '@nes/contracts';
import { accessionNoDashes, dedupeFeedEntries, EdgarClient, parseAccession, paths } from '@nes/edgar';
import { loadCorpus } from '../src/replay/corpus';
import { startReplayServer, type ReplayServer } from '../src/replay/server';
import { INSTANT_TIMING } from '../src/replay/timing';

const CORPUS = edgarCorpusDir();

describe('replay server with --agents and --history, over HTTP', () => {
  let srv: ReplayServer;
  const corpus = loadCorpus(CORPUS);

  beforeAll(async () => {
    srv = await startReplayServer({
      dir: CORPUS,
      corpus,
      agents: 6,
      agentShare: 1,
      seed: 9,
      history: 12,
      historySpanSec: 120,
      mode: { kind: 'rate', perSecond: 0.01 },
      startDelayMs: 5_000,
      // This test is about numbering: every history filing fully public at once.
      timing: INSTANT_TIMING,
    });
  });
  afterAll(() => srv.close());

  it('serves the history under the agents’ numbers on every path and never the recorded numbers', async () => {
    const client = new EdgarClient({ baseUrl: srv.url, userAgent: 'NES tests ops@nes-tests.org' });
    const feed = await client.getCurrentFeed({ count: 100 });
    const listed = dedupeFeedEntries(feed.entries);
    const history = srv.filings.filter((s) => s.acceptedAt < srv.startAt);
    expect(history).toHaveLength(12);
    expect(listed.map((f) => f.accession).sort()).toEqual(history.map((s) => s.filing.accession).sort());
    const agentCiks = new Set(srv.agents.map((a) => a.cik));
    for (const f of listed) {
      expect(agentCiks.has(parseAccession(f.accession)!.prefix)).toBe(true);
      const s = history.find((h) => h.filing.accession === f.accession)!;
      const old = s.filing.originalAccession!;
      const bodies: string[] = [];
      const idx = await client.getFilingIndex(f.entities[0]!.cik, f.accession);
      expect(idx?.accession).toBe(f.accession);
      bodies.push((await client.get(paths.filingIndexHtml(s.filing.cik, f.accession))).text());
      bodies.push((await client.get(paths.filingIndexJson(s.filing.cik, f.accession))).text());
      const txt = await client.getFullText(s.filing.cik, f.accession);
      if (txt) bodies.push(txt.text());
      for (const d of idx!.documents.slice(0, 3)) {
        const r = await client.getOptional(d.href);
        if (r) bodies.push(r.body.toString('latin1'));
      }
      for (const b of bodies) {
        expect(b.includes(old)).toBe(false);
        expect(b.includes(`/${accessionNoDashes(old)}`)).toBe(false);
      }
      // the recorded number is not served at all
      expect(await client.getOptional(paths.filingIndexHtml(s.filing.cik, old))).toBeNull();
    }
    // not yet accepted filings stay invisible
    const future = srv.filings.find((s) => s.acceptedAt > Date.now())!;
    expect(await client.getOptional(paths.filingIndexHtml(future.filing.cik, future.filing.accession))).toBeNull();
  });
});
