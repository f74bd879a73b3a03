import { edgarCorpusDir } from '@nes/contracts';
import { dedupeFeedEntries, parseDailyIndex, parseFilingIndexHtml, parseGetcurrentAtom, toEastern } from '@nes/edgar';
import { loadCorpus } from '../src/replay/corpus';
import { renderAtom, renderDailyIndex, renderIndexHtml } from '../src/replay/render';
import { schedule } from '../src/replay/schedule';

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

  it('schedules at the chosen rate with the feed lag inside its range', () => {
    const s = schedule(corpus.filings, { kind: 'rate', perSecond: 20 }, 1_000_000, [60, 140], 7);
    expect(s[1]!.acceptedAt - s[0]!.acceptedAt).toBe(50);
    for (const x of s) {
      expect(x.feedAt - x.acceptedAt).toBeGreaterThanOrEqual(60_000);
      expect(x.feedAt - x.acceptedAt).toBeLessThanOrEqual(140_000);
    }
    expect(
      schedule(corpus.filings, { kind: 'rate', perSecond: 20 }, 1_000_000, [60, 140], 7).map((x) => x.feedAt),
    ).toEqual(s.map((x) => x.feedAt));
  });

  it('renders a feed (one entry per role) and index pages the EDGAR parsers read back exactly', () => {
    const now = Date.parse('2026-01-12T16:30:00Z');
    const s = schedule(corpus.filings, { kind: 'all-at-once' }, now);
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
