import { edgarCorpusDir } from '@nes/contracts';
import fs from 'node:fs';
import path from 'node:path';
import { parseFilingIndexHtml } from '@nes/edgar';
import { issuerCik, needNextPage } from '../src/discovery';

const CORPUS = edgarCorpusDir();

describe('issuerCik (where a probed filing lives)', () => {
  it('takes the company from a recorded index page, not the filing agent of the accession number', () => {
    const dir = path.join(CORPUS, 'filings');
    const pages = fs
      .readdirSync(dir)
      .map((a) => path.join(dir, a, `${a}-index.html`))
      .filter((f) => fs.existsSync(f));
    expect(pages.length).toBeGreaterThan(3);
    let agentFiled = 0;
    for (const f of pages) {
      const html = fs.readFileSync(f, 'utf8');
      const parties = parseFilingIndexHtml(html).parties;
      const cik = issuerCik(html);
      expect(cik).toBe(parties[0]!.cik);
      if (cik !== path.basename(f).slice(0, 10)) agentFiled++;
    }
    expect(agentFiled).toBeGreaterThan(0);
  });

  it('gives nothing for a page without parties', () => {
    expect(issuerCik('<html><body>Not Found</body></html>')).toBeUndefined();
  });
});

describe('needNextPage (feed paging)', () => {
  const rows = (...accs: string[]) => accs.map((accession) => ({ accession }));
  it('reads on while a full page ends with a row not read before', () => {
    const read = new Set(['a', 'b']);
    // a burst shifted the feed: the page starts with rows read on the previous page, ends unread
    expect(needNextPage(rows('a', 'b', 'c'), 3, (x) => read.has(x))).toBe(true);
    expect(needNextPage(rows('c', 'a', 'b'), 3, (x) => read.has(x))).toBe(false);
  });
  it('stops at a short page', () => {
    expect(needNextPage(rows('c', 'd'), 3, () => false)).toBe(false);
    expect(needNextPage([], 3, () => false)).toBe(false);
  });
  it('on a sweep reads on through rows accepted within the window, read before or not', () => {
    // A filing listed late (its documents came out late) sits below rows already read.
    const page = ['a', 'b', 'c'].map((accession, i) => ({ accession, updated: new Date(10_000 - i * 1000) }));
    expect(needNextPage(page, 3, () => true)).toBe(false);
    expect(needNextPage(page, 3, () => true, 5000)).toBe(true);
    expect(needNextPage(page, 3, () => true, 8000)).toBe(false);
  });
});
