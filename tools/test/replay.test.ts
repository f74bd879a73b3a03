import { edgarCorpusDir } from '@nes/contracts';
import { dedupeFeedEntries, parseDailyIndex, parseFilingIndexHtml, parseGetcurrentAtom, toEastern } from '@nes/edgar';
import { loadCorpus } from '../src/replay/corpus';
import { renderAtom, renderDailyIndex, renderIndexHtml } from '../src/replay/render';
import { schedule } from '../src/replay/schedule';
import { EDGAR_TIMING, INSTANT_TIMING } from '../src/replay/timing';

const CORPUS = edgarCorpusDir();
const corpus = loadCorpus(CORPUS);

describe('replay corpus and rendering (what the ingest parsers will read)', () => {
  it('loads every filing folder with an issuer CIK, and says why the rest were skipped', () => {
    expect(corpus.filings.length).toBeGreaterThan(80);
    for (const f of corpus.filings) {
      expect(f.cik).toMatch(/^\d{10}$/);
      expect(f.cik).not.toBe('0000000000');
      expect(f.entities.length).toBeGreaterThan(0);
    }
    for (const s of corpus.skipped) expect(s.reason).toBeTruthy();
    // unknown-accession documents get the documented replay-only range (submitter CIK 0)
    const synthetic = corpus.filings.filter((f) => f.syntheticAccession);
    expect(synthetic.length).toBeGreaterThan(5);
    expect(synthetic.every((f) => f.accession.startsWith('0000000000-'))).toBe(true);
  });

  it('schedules at the chosen rate; documents then the feed entry after delays fitted to EDGAR, deterministic by seed', () => {
    const many = Array.from({ length: 40 }, () => corpus.filings).flat();
    const s = schedule(many, { kind: 'rate', perSecond: 20 }, 1_000_000, EDGAR_TIMING, 7);
    expect(s[1]!.acceptedAt - s[0]!.acceptedAt).toBe(50);
    const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor(p * xs.length)]!;
    const docs = s.map((x) => (x.docsAt - x.acceptedAt) / 1000);
    const feed = s.map((x) => (x.feedAt - x.docsAt) / 1000);
    // Acceptance → documents: median ≈ 36 s, mean ≈ 40 s, a tail of minutes (Rogers et al.; the 10-K's 39 s).
    expect(q(docs, 0.5)).toBeGreaterThan(33);
    expect(q(docs, 0.5)).toBeLessThan(39);
    expect(docs.reduce((a, b) => a + b) / docs.length).toBeGreaterThan(37);
    expect(docs.reduce((a, b) => a + b) / docs.length).toBeLessThan(43);
    expect(q(docs, 0.99)).toBeGreaterThan(80);
    // Documents → feed: seconds typically (sample of 100: p75 2.8 s, mean 3.8 s), minutes in the tail.
    expect(Math.min(...feed)).toBeGreaterThanOrEqual(0);
    expect(q(feed, 0.75)).toBeLessThan(4);
    expect(Math.max(...feed)).toBeGreaterThan(60);
    expect(schedule(many, { kind: 'rate', perSecond: 20 }, 1_000_000, EDGAR_TIMING, 7)).toEqual(s);
    // A scale factor compresses the same shape; the stress lag keeps the feed 120 s behind acceptance.
    const fast = schedule(many, { kind: 'rate', perSecond: 20 }, 1_000_000, { ...EDGAR_TIMING, scale: 0.1 }, 7);
    fast.forEach((x, i) =>
      expect(Math.abs(x.docsAt - x.acceptedAt - (s[i]!.docsAt - s[i]!.acceptedAt) / 10)).toBeLessThanOrEqual(1),
    );
    const stress = schedule(many, { kind: 'rate', perSecond: 20 }, 1_000_000, {
      ...EDGAR_TIMING,
      feedLagSec: [120, 120],
    });
    for (const x of stress) expect(x.feedAt - x.acceptedAt).toBe(Math.max(120_000, x.docsAt - x.acceptedAt));
  });

  it('renders a feed (one entry per role) and index pages the EDGAR parsers read back exactly', () => {
    const now = Date.parse('2026-01-12T16:30:00Z');
    const s = schedule(corpus.filings, { kind: 'all-at-once' }, now, INSTANT_TIMING);
    const rows = s.flatMap((x) => x.filing.entities.map((entity) => ({ s: x, entity })));
    const feed = parseGetcurrentAtom(renderAtom(rows, 'http://replay', now));
    expect(feed.errors).toEqual([]);
    expect(feed.entries).toHaveLength(rows.length);
    expect(dedupeFeedEntries(feed.entries)).toHaveLength(s.length);
    const withItems = s.find((x) => x.filing.items.length && /^8-K/.test(x.filing.formType))!;
    const idx = parseFilingIndexHtml(renderIndexHtml(withItems));
    expect(idx).toMatchObject({
      accession: withItems.filing.accession,
      formType: withItems.filing.formType,
      items: withItems.filing.items,
    });
    expect(idx.acceptedAt?.getTime()).toBe(now);
    expect(idx.parties.map((p) => p.cik)).toContain(withItems.filing.cik);
    const daily = parseDailyIndex(renderDailyIndex(s, toEastern(now).date, 'form'));
    expect(daily.map((r) => r.accession).sort()).toEqual(s.map((x) => x.filing.accession).sort());
  });
});
