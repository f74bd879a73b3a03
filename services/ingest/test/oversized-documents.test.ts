import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { validators } from '@nes/contracts';
import { EdgarClient, type FilingIndex } from '@nes/edgar';
import { fetchFiling } from '../src/fetch-filing';

/**
 * #24: a filing document that inflates past the download cap (gzip bomb) or declares a
 * Content-Length over it is refused by the EDGAR client; ingest publishes the filing with that
 * document listed as dropped for size (content null, truncated: true, the contract's mark), so
 * enrich dead-letters it as `document_too_large` (packages/enrichment/test/events.test.ts), not
 * as a filing without documents, and nothing is retried.
 */
const CAP = 2 * 1024 * 1024;
const BOMB = gzipSync(Buffer.alloc(200 * 1024 * 1024), { level: 9 }); // ~200 KB on the wire
const CIK = '320193';
const folder = (accession: string) => `/Archives/edgar/data/${CIK}/${accession.replace(/-/g, '')}`;

describe('ingest: documents over the download cap', () => {
  let server: Server;
  let base: string;
  const served: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      served.push(req.url ?? '');
      if (req.url?.endsWith('/bomb.htm')) {
        res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Type': 'text/html' });
        return res.end(BOMB);
      }
      if (req.url?.endsWith('/declared-large.htm')) {
        res.writeHead(200, { 'Content-Length': String(50 * 1024 * 1024), 'Content-Type': 'text/html' });
        return res.end(); // the header alone must refuse it
      }
      if (req.url?.endsWith('/ex99.htm')) return res.end('<html><body><p>Press release.</p></body></html>');
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const client = () =>
    new EdgarClient({ userAgent: 'oversized-test', baseUrl: base, maxResponseBytes: CAP, maxRetries: 0 });
  /** The index page as ingest knows it from the feed: no .txt listed, so documents are read one by one. */
  const index = (
    accession: string,
    documents: { filename: string; type: string }[],
  ): FilingIndex & { url: string } => ({
    accession,
    formType: '8-K',
    acceptedAt: new Date('2026-01-02T15:00:00Z'),
    items: ['8.01'],
    parties: [{ cik: '0000320193', name: 'Apple Inc.', role: 'filer' }],
    documents: documents.map((d, i) => ({
      ...d,
      sequence: i + 1,
      description: d.type,
      href: `${folder(accession)}/${d.filename}`,
    })),
    url: `${base}${folder(accession)}/${accession}-index.htm`,
  });
  const fetchOne = (accession: string, documents: { filename: string; type: string }[]) =>
    fetchFiling(client(), accession, CIK, { path: 'feed', at: new Date() }, undefined, index(accession, documents));

  it('a gzip bomb as the only document: published, the document marked dropped for size', async () => {
    const rssBefore = process.memoryUsage().rss;
    const f = await fetchOne('0000320193-26-000001', [{ filename: 'bomb.htm', type: '8-K' }]);
    // Refused once the cap is inflated: nothing near the 200 MB it inflates to is held.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
    expect(f.missingDocuments).toEqual([{ filename: 'bomb.htm', reason: `larger than ${CAP} bytes`, oversized: true }]);
    expect(f.msg.documents).toEqual([
      expect.objectContaining({ filename: 'bomb.htm', type: '8-K', content: null, truncated: true }),
    ]);
    expect(validators.rawFiling(f.msg)).toBe(true);
  });

  it('a Content-Length over the cap: refused on the header; the other documents are read', async () => {
    const f = await fetchOne('0000320193-26-000002', [
      { filename: 'declared-large.htm', type: '8-K' },
      { filename: 'ex99.htm', type: 'EX-99.1' },
    ]);
    expect(f.missingDocuments).toEqual([
      { filename: 'declared-large.htm', reason: `larger than ${CAP} bytes`, oversized: true },
    ]);
    const byName = Object.fromEntries(f.msg.documents.map((d) => [d.filename, d]));
    expect(byName['declared-large.htm']).toMatchObject({ content: null, truncated: true });
    expect(byName['ex99.htm']).toMatchObject({ truncated: false, content: expect.stringContaining('Press release') });
    expect(validators.rawFiling(f.msg)).toBe(true);
  });

  it('a document EDGAR answers 404 for is listed without content but not as dropped for size', async () => {
    const f = await fetchOne('0000320193-26-000003', [
      { filename: 'ex99.htm', type: '8-K' },
      { filename: 'gone.xml', type: 'EX-10.1' },
    ]);
    expect(f.missingDocuments).toEqual([{ filename: 'gone.xml', reason: '404 from EDGAR' }]);
    expect(f.msg.documents.find((d) => d.filename === 'gone.xml')).toMatchObject({ content: null, truncated: false });
  });
});
