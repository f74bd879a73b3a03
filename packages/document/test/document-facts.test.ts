import { cikFromDocuments } from '../src/document-facts';
import type { FilingDocument } from '@nes/contracts';

const doc = (content: string): FilingDocument => ({
  sequence: 1,
  filename: 'pg-10q.htm',
  type: '10-Q',
  url: 'https://www.sec.gov/Archives/edgar/data/80424/pg-10q.htm',
  encoding: 'utf8',
  content,
  truncated: false,
  size_bytes: content.length,
});

describe("a filer's name read from a document's markup", () => {
  it('is decoded: "PROCTER &amp; GAMBLE CO" is PROCTER & GAMBLE CO', () => {
    const c =
      '<html><ix:header><ix:nonNumeric name="dei:EntityRegistrantName">PROCTER &amp; GAMBLE CO</ix:nonNumeric>' +
      '<ix:nonNumeric name="dei:EntityCentralIndexKey">0000080424</ix:nonNumeric></ix:header></html>';
    expect(cikFromDocuments([doc(c)])).toEqual({ cik: '0000080424', name: 'PROCTER & GAMBLE CO' });
    const own =
      '<ownershipDocument><issuer><issuerCik>0000200406</issuerCik><issuerName>Johnson &amp; Johnson &#x2013; &#8211; &bogus;</issuerName></issuer></ownershipDocument>';
    expect(cikFromDocuments([doc(own)]).name).toBe('Johnson & Johnson – – &bogus;');
  });
});
