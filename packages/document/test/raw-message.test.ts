import { readFileSync } from 'node:fs';
import { parseSubmission, rawFromSubmission } from '@nes/document';
import { filingPath } from './corpus';

const NVDA = '0001045810-26-000024';
const submission = () => parseSubmission(readFileSync(filingPath(`filings/${NVDA}/${NVDA}.txt`), 'utf8'));

describe('rawFromSubmission', () => {
  it('links live EDGAR by default', () => {
    const msg = rawFromSubmission(submission());
    expect(msg.filing_url).toBe(`https://www.sec.gov/Archives/edgar/data/1045810/000104581026000024/${NVDA}-index.htm`);
    expect(msg.documents[0]!.url).toMatch(
      /^https:\/\/www\.sec\.gov\/Archives\/edgar\/data\/1045810\/000104581026000024\/[^/]+$/,
    );
  });

  it('builds the message ingest publishes in one go: index facts, unfetched documents, public SEC links whatever host was read', () => {
    const sub = submission();
    sub.header.acceptedAt = undefined;
    sub.header.items = [];
    const base = 'http://127.0.0.1:8089';
    const msg = rawFromSubmission(sub, {
      index: {
        url: `${base}/Archives/edgar/data/1045810/000104581026000024/${NVDA}-index.htm`,
        acceptedAt: new Date('2026-03-06T21:11:25.000Z'),
        items: ['5.02'],
        documents: [],
        parties: [
          { cik: '0001045810', name: 'NVIDIA CORP', role: 'filer' },
          { cik: '0000000042', name: 'AGENT', role: 'filed-by' },
        ],
      },
      unfetched: [{ filename: 'big.pdf', type: 'PDF', description: 'not fetched', href: '', sizeBytes: 9 }],
    });
    // Read from a replay server, linked to www.sec.gov under the issuer's CIK (not the agent's).
    expect(msg.filing_url).toBe(`https://www.sec.gov/Archives/edgar/data/1045810/000104581026000024/${NVDA}-index.htm`);
    expect(msg.accepted_at).toBe('2026-03-06T21:11:25.000Z');
    expect(msg.items).toEqual(['5.02']);
    expect(msg.entities).toContainEqual({ cik: '0000000042', name: 'AGENT', role: 'filed-by' });
    expect(
      msg.documents.every((d) =>
        d.url.startsWith('https://www.sec.gov/Archives/edgar/data/1045810/000104581026000024/'),
      ),
    ).toBe(true);
    expect(msg.documents[msg.documents.length - 1]).toMatchObject({
      filename: 'big.pdf',
      type: 'PDF',
      content: null,
      size_bytes: 9,
    });
  });

  it('a company name read across a line break is one line', () => {
    const sub = submission();
    sub.header.parties = sub.header.parties.map((p, i) =>
      i === 0 ? { ...p, name: 'The\nMarygold  Companies, Inc.' } : p,
    );
    expect(rawFromSubmission(sub).company_name).toBe('The Marygold Companies, Inc.');
  });
});
