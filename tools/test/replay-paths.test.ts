import { edgarCorpusDir } from '@nes/contracts';
import { bareCik, parseAccession, parseFilingIndexHtml, paths, toEastern } from '@nes/edgar';
import { loadCorpus } from '../src/replay/corpus';
import { startReplayServer, type ReplayServer } from '../src/replay/server';

const CORPUS = edgarCorpusDir();
const corpus = loadCorpus(CORPUS);
/** Fixed delays (σ 0), short enough for a unit test: documents 2 s after acceptance, feed 1 s later. */
const TIMING = { docs: { medianSec: 2, sigma: 0 }, feed: { medianSec: 1, sigma: 0 }, scale: 1 };
const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - Date.now()) + 50));

describe('replay server: paths answered as EDGAR answers them, parts appearing in EDGAR order', () => {
  let srv: ReplayServer;
  const get = (p: string) => fetch(`${srv.url}${p}`).then(async (r) => ({ status: r.status, body: await r.text() }));

  beforeAll(async () => {
    // Filer agents submit every filing: the accession's prefix is an agent, never a party.
    srv = await startReplayServer({
      dir: CORPUS,
      corpus: { filings: corpus.filings.filter((f) => f.fullText).slice(0, 4), skipped: [] },
      agents: 2,
      agentShare: 1,
      mode: { kind: 'all-at-once' },
      startDelayMs: 300,
      timing: TIMING,
    });
  });
  afterAll(() => srv.close());

  it('index page under party CIKs at acceptance, never by the accession-only path; documents after their delay; feed last', async () => {
    const s = srv.filings[0]!;
    const f = s.filing;
    const agent = parseAccession(f.accession)!.prefix;
    expect(f.entities.map((e) => bareCik(e.cik))).not.toContain(bareCik(agent));
    const byAcc = paths.filingIndexByAccession(f.accession);

    // Before acceptance: nothing, in S3's NoSuchKey shape.
    const early = await get(byAcc);
    expect(early.status).toBe(404);
    expect(early.body).toMatch(/<Code>NoSuchKey<\/Code>/);

    await sleepUntil(s.acceptedAt);
    const idx = await get(paths.filingIndexHtml(f.cik, f.accession));
    expect(idx.status).toBe(200);
    expect(parseFilingIndexHtml(idx.body)).toMatchObject({ accession: f.accession, formType: f.formType });
    for (const e of f.entities) expect((await get(paths.filingIndexHtml(e.cik, f.accession))).status).toBe(200);
    // EDGAR since 2026-10-05: the accession-only path is a missing key, index page and all.
    const byAccNow = await get(byAcc);
    expect(byAccNow.status).toBe(404);
    expect(byAccNow.body).toMatch(/<Code>NoSuchKey<\/Code>/);
    expect((await get(`/Archives/edgar/data/${byAcc.split('/')[4]}/${f.accession}.txt`)).status).toBe(404);
    // Documents not there yet: the same NoSuchKey under the issuer's CIK; not in the feed either.
    const notYet = await get(paths.fullText(f.cik, f.accession));
    expect(notYet.status).toBe(404);
    expect(notYet.body).toMatch(/<Code>NoSuchKey<\/Code><Message>The specified key does not exist.<\/Message>/);
    const feed = () => get(paths.getcurrent({ count: 100 })).then((r) => r.body);
    expect(await feed()).not.toContain(f.accession);

    await sleepUntil(s.docsAt);
    expect((await get(paths.fullText(f.cik, f.accession))).status).toBe(200);
    expect((await get(`/Archives/edgar/data/${bareCik(f.cik)}/${f.accession}.txt`)).status).toBe(200);
    const doc = f.documents.find((d) => d.body)!;
    expect((await get(paths.document(f.cik, f.accession, doc.filename))).status).toBe(200);
    // The filer agent's CIK folder (the accession's prefix) holds nothing of it: 404 NoSuchKey.
    for (const p of [
      paths.fullText(agent, f.accession),
      paths.document(agent, f.accession, doc.filename),
      paths.filingIndexHtml(agent, f.accession),
    ]) {
      const r = await get(p);
      expect([p, r.status]).toEqual([p, 404]);
      expect(r.body).toMatch(/<Code>NoSuchKey<\/Code>/);
    }
    expect(await feed()).not.toContain(f.accession);

    await sleepUntil(s.feedAt);
    expect(await feed()).toContain(f.accession);
    const vis = srv.visibility().find((v) => v.accession === f.accession)!;
    expect(Date.parse(vis.docsVisibleAt) - Date.parse(vis.acceptedAt)).toBe(2000);
  });

  it('answers other paths with EDGAR’s 404 shapes and today’s daily index as not built yet', async () => {
    const page = await get('/cgi-bin/no-such-thing');
    expect(page.status).toBe(404);
    expect(page.body).toMatch(/Page Not Found/);
    expect((await get('/Archives/edgar/data/320193/nothing-here.htm')).body).toMatch(/NoSuchKey/);
    const today = await get(paths.dailyIndex(toEastern(Date.now()).date));
    expect(today.status).toBe(403);
    expect(today.body).toMatch(/<Code>AccessDenied<\/Code>/);
    // A past day's recorded index is served.
    expect((await get(paths.dailyIndex('2020-03-18'))).status).toBe(200);
  });
});

describe('replay server --legacy-accession-paths: EDGAR before 2026-10-05', () => {
  it('serves the index page by the accession-only path from acceptance, and nothing else there', async () => {
    const srv = await startReplayServer({
      dir: CORPUS,
      corpus: { filings: corpus.filings.filter((f) => f.fullText).slice(0, 2), skipped: [] },
      agents: 2,
      agentShare: 1,
      mode: { kind: 'all-at-once' },
      startDelayMs: 300,
      timing: TIMING,
      legacyAccessionPaths: true,
    });
    try {
      const get = (p: string) =>
        fetch(`${srv.url}${p}`).then(async (r) => ({ status: r.status, body: await r.text() }));
      const s = srv.filings[0]!;
      const byAcc = paths.filingIndexByAccession(s.filing.accession);
      expect((await get(byAcc)).status).toBe(404);
      await sleepUntil(s.acceptedAt);
      const idx = await get(byAcc);
      expect(idx.status).toBe(200);
      expect(parseFilingIndexHtml(idx.body)).toMatchObject({ accession: s.filing.accession });
      expect((await get(`/Archives/edgar/data/${byAcc.split('/')[4]}/${s.filing.accession}.txt`)).status).toBe(404);
    } finally {
      await srv.close();
    }
  });
});
