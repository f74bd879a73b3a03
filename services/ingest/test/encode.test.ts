import { gunzipSync } from 'node:zlib';
import { assertValid, type RawFilingMessage } from '@nes/contracts';
import { encodeDocuments } from '../src/encode';

function message(docs: { filename: string; content: string }[]): RawFilingMessage {
  return {
    schema_version: 1,
    accession_number: '0001045810-26-000024',
    cik: '0001045810',
    company_name: 'NVIDIA CORP',
    form_type: '8-K',
    accepted_at: '2026-03-06T21:11:25.000Z',
    discovered_at: '2026-03-06T21:11:30.000Z',
    discovery_path: 'feed',
    filing_url: 'https://www.sec.gov/x-index.htm',
    items: [],
    entities: [],
    documents: docs.map((d) => ({
      ...d,
      type: '8-K',
      url: 'https://www.sec.gov/x',
      encoding: 'utf8' as const,
      truncated: false,
    })),
  };
}

// Text that does not compress away (so size limits are really exercised).
const noise = (n: number) =>
  Array.from({ length: n }, (_, i) => ((i * 2654435761) % 4294967296).toString(36)).join(' ');

describe('encodeDocuments', () => {
  it('keeps small documents as text and gzip+base64-encodes large ones losslessly', () => {
    const big = noise(40_000);
    const { msg, truncated } = encodeDocuments(
      message([
        { filename: 'a.htm', content: 'small' },
        { filename: 'b.htm', content: big },
      ]),
      { inlineBytes: 1024, maxMessageBytes: 8 * 1024 * 1024 },
    );
    expect(truncated).toEqual([]);
    expect(msg.documents[0]).toMatchObject({ encoding: 'utf8', content: 'small', truncated: false });
    expect(msg.documents[1]!.encoding).toBe('gzip-base64');
    expect(gunzipSync(Buffer.from(msg.documents[1]!.content!, 'base64')).toString('utf8')).toBe(big);
    assertValid('rawFiling', msg);
  });

  it('cuts the largest document to fit the message limit and says so', () => {
    const { msg, truncated } = encodeDocuments(
      message([
        { filename: 'small.htm', content: 'keep me' },
        { filename: 'huge.htm', content: noise(400_000) },
      ]),
      { inlineBytes: 1024, maxMessageBytes: 600 * 1024 },
    );
    expect(truncated).toEqual(['huge.htm']);
    expect(Buffer.byteLength(JSON.stringify(msg))).toBeLessThanOrEqual(600 * 1024);
    expect(msg.documents[1]!.truncated).toBe(true);
    expect(msg.documents[0]).toMatchObject({ content: 'keep me', truncated: false });
    const kept = msg.documents[1]!.content;
    if (kept !== null) expect(gunzipSync(Buffer.from(kept, 'base64')).toString('utf8').length).toBeGreaterThan(1000);
    assertValid('rawFiling', msg);
  });
});
