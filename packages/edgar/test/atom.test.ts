import { dedupeFeedEntries, parseGetcurrentAtom } from '@nes/edgar';
import { corpusFile, corpusList } from './corpus';

const atomFiles = corpusList('feeds/getcurrent').filter((f) => f.endsWith('.atom'));

describe('getcurrent Atom parser on recorded EDGAR pages', () => {
  it('reads every entry of every recorded page, with no errors', () => {
    expect(atomFiles.length).toBeGreaterThanOrEqual(10);
    for (const f of atomFiles) {
      const count = Number(/_count(\d+)_/.exec(f)![1]);
      const feed = parseGetcurrentAtom(corpusFile(`feeds/getcurrent/${f}`));
      expect(feed.errors).toEqual([]);
      expect(feed.entries).toHaveLength(count);
      expect(feed.updated).toBeInstanceOf(Date);
      for (const e of feed.entries) {
        expect(e.accession).toMatch(/^\d{10}-\d{2}-\d{6}$/);
        expect(e.cik).toMatch(/^\d{10}$/);
        // Depositor / Securitizer (ABS) appear too: kept as 'other'.
        expect(['filer', 'reporting', 'issuer', 'subject', 'filed-by', 'other']).toContain(e.role);
        expect(e.indexUrl).toContain(e.accession.replace(/-/g, ''));
        expect(Number.isNaN(e.updated.getTime())).toBe(false);
      }
    }
  });

  it('keeps the Eastern offset of <updated> and reads entity, role and items', () => {
    const feed = parseGetcurrentAtom(
      corpusFile('feeds/getcurrent/getcurrent_typeall_count100_start0__20260112T112850.atom'),
    );
    const first = feed.entries[0]!;
    expect(first).toMatchObject({
      formType: '13F-HR',
      companyName: 'Ryan Investment Management, Inc.',
      cik: '0002074440',
      role: 'filer',
      accession: '0002074440-26-000002',
      filedDate: '2026-01-12',
    });
    expect(first.updated.toISOString()).toBe('2026-01-12T16:27:39.000Z');
    const biohaven = feed.entries.find((e) => e.companyName === 'Biohaven Ltd.')!;
    expect(biohaven.items).toEqual(['7.01', '9.01']);
    const progressive = feed.entries.filter((e) => e.accession === '0000080661-26-000032');
    expect(progressive.map((e) => e.role).sort()).toEqual(['issuer', 'reporting']);
  });

  it('dedupes one entry per role down to one filing per accession', () => {
    for (const f of atomFiles.filter((x) => x.includes('count100'))) {
      const feed = parseGetcurrentAtom(corpusFile(`feeds/getcurrent/${f}`));
      const filings = dedupeFeedEntries(feed.entries);
      const unique = new Set(feed.entries.map((e) => e.accession));
      expect(filings).toHaveLength(unique.size);
      expect(filings.length).toBeLessThan(feed.entries.length);
      // every entity of every entry is kept on its filing
      expect(filings.reduce((n, x) => n + x.entities.length, 0)).toBe(
        new Set(feed.entries.map((e) => `${e.accession}|${e.cik}|${e.role}`)).size,
      );
    }
  });

  it('reports a malformed entry with a reason and still parses the rest', () => {
    const xml = corpusFile('feeds/getcurrent/getcurrent_typeall_count40_start0__20251212T180356.atom');
    // Entry 1 loses its title format, entry 2 its accession number (id and summary).
    const broken = xml
      .replace('<title>4 - Perez Daniel Antonio (0002063236) (Reporting)</title>', '<title>garbled entry</title>')
      .replace(
        // eslint-disable-next-line regexp/no-super-linear-backtracking -- bounded: a fixed corpus feed (40 entries), not input
        /(<title>4 - Hinge Health, Inc\. \(0001673743\) \(Issuer\)<\/title>[\s\S]*?)AccNo:(&lt;\/b&gt;)? [\d-]+([\s\S]*?)<id>[^<]*<\/id>/,
        '$1$3<id>urn:x</id>',
      );
    const feed = parseGetcurrentAtom(broken);
    expect(feed.entries.length + feed.errors.length).toBe(40);
    expect(feed.errors.map((e) => [e.index, e.reason.split(' ')[0]])).toEqual([
      [0, 'unrecognised'],
      [1, 'no'],
    ]);
  });

  it('refuses a non-feed document (the recorded 503 page)', () => {
    expect(() => parseGetcurrentAtom(corpusFile('feeds/getcurrent/error-503-getcurrent-start5100.html'))).toThrow();
  });
});
