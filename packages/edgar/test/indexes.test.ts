import { parseDailyIndex, parseFilingIndexHtml, parseIndexJson } from '@nes/edgar';
import { corpusFile, corpusList } from './corpus';

describe('daily index parser', () => {
  it('reads every row of the recorded form index', () => {
    const text = corpusFile('feeds/daily-index/form.20200318.idx');
    const rows = parseDailyIndex(text);
    expect(rows).toHaveLength(text.split('\n').filter((l) => / edgar\/data\//.test(l)).length);
    expect(rows[0]).toEqual({
      formType: '1-A',
      companyName: 'DLP Positive Note Fund LLC',
      cik: '0001806014',
      dateFiled: '2020-03-18',
      fileName: 'edgar/data/1806014/0001140361-20-006155.txt',
      accession: '0001140361-20-006155',
    });
    expect(rows.find((r) => r.accession === '0001010549-20-000033')).toMatchObject({
      formType: '1-A POS',
      companyName: 'Belpointe REIT, Inc.',
    });
  });

  it('reads the company-ordered index (columns located from the header)', () => {
    const rows = parseDailyIndex(corpusFile('feeds/daily-index/company.20221003.idx'));
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.find((r) => r.accession === '0001104659-22-104841')).toMatchObject({
      companyName: '36Kr Holdings Inc.',
      formType: 'SC 13D/A',
      cik: '0001779476',
      dateFiled: '2022-10-03',
    });
  });
});

describe('filing index page parser', () => {
  it('reads form, acceptance (Eastern → UTC), documents and filer from a recorded page', () => {
    const idx = parseFilingIndexHtml(corpusFile('filings/0001045810-26-000024/0001045810-26-000024-index.html'));
    expect(idx).toMatchObject({
      accession: '0001045810-26-000024',
      formType: '8-K',
      filingDate: '2026-03-06',
      periodOfReport: '2026-03-02',
      items: ['5.02', '9.01'],
    });
    // The page's Last-Modified header says 21:11:25 GMT; "Accepted" says 16:11:25 (EST).
    expect(idx.acceptedAt?.toISOString()).toBe('2026-03-06T21:11:25.000Z');
    expect(idx.parties).toEqual([{ name: 'NVIDIA CORP', role: 'filer', cik: '0001045810' }]);
    expect(idx.documents[0]).toEqual({
      sequence: 1,
      description: '8-K',
      filename: 'nvda-20260302.htm',
      href: '/Archives/edgar/data/1045810/000104581026000024/nvda-20260302.htm',
      type: '8-K',
      sizeBytes: 31103,
    });
    expect(idx.documents.find((d) => d.description === 'Complete submission text file')?.filename).toBe(
      '0001045810-26-000024.txt',
    );
  });

  it('reads every recorded index page', () => {
    const pages = corpusList('filings').flatMap((d) =>
      corpusList(`filings/${d}`)
        .filter((f) => f.endsWith('-index.html'))
        .map((f) => `filings/${d}/${f}`),
    );
    expect(pages.length).toBeGreaterThanOrEqual(5);
    for (const p of pages) {
      const idx = parseFilingIndexHtml(corpusFile(p));
      expect(idx.accession).toBe(p.split('/')[1]);
      expect(idx.acceptedAt).toBeInstanceOf(Date);
      expect(idx.formType).toBeTruthy();
      expect(idx.parties.length).toBeGreaterThan(0);
      expect(idx.documents.length).toBeGreaterThan(0);
    }
  });

  it('reads index.json', () => {
    const items = parseIndexJson(corpusFile('filings/0001213900-24-004875/index.json'));
    expect(items.map((i) => i.name)).toContain('0001213900-24-004875.txt');
    expect(items.find((i) => i.name === '0001213900-24-004875-xbrl.zip')?.size).toBe(101351);
    expect(() => parseIndexJson('{"x":1}')).toThrow();
  });
});
