import { join } from 'node:path';
import { edgarCorpusDir } from '@nes/contracts';
import { rawFromPath } from '@nes/document';
import { createClassifier } from '../src/classifier';
import { decodeRawFiling } from '../src/handle-raw-filing';

/** A raw filing without metadata (form type empty or UNKNOWN, no CIK, no name) is read from its document (#23): same events, ticker included. */
const classify = createClassifier({ referenceDir: join(edgarCorpusDir(), 'reference') });
const at = new Date('2026-01-01T00:00:00Z');

describe('enrich: form type unknown', () => {
  it.each(['0001628280-25-058337', '0001104659-24-132924'])(
    '%s without form type, CIK or name gives the events it gives with them',
    (accession) => {
      const full = rawFromPath(join(edgarCorpusDir(), 'filings', accession));
      const bare = { ...full, form_type: 'UNKNOWN', cik: '0000000000', company_name: '' };
      const expected = classify(full, at);
      const got = classify(bare, at);
      expect(expected.events.length).toBeGreaterThan(0);
      const essence = (r: typeof got) => r.events.map((e) => [e.ticker, e.event_type, e.headline, e.impact]);
      expect(essence(got)).toEqual(essence(expected));
    },
  );

  it('an empty form type is no longer a schema violation', () => {
    const full = rawFromPath(join(edgarCorpusDir(), 'filings', '0001628280-25-058337'));
    const decoded = decodeRawFiling(Buffer.from(JSON.stringify({ ...full, form_type: '' })));
    expect(decoded.form_type).toBe('UNKNOWN');
    expect(classify(decoded, at).events.length).toBeGreaterThan(0);
  });
});
