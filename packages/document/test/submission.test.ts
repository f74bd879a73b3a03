import { readFileSync } from 'node:fs';
import { issuerSideParty } from '@nes/edgar';
import { FilingParseError, parseSubmission } from '@nes/document';
import { filingPath } from './corpus';

const read = (...p: string[]) => readFileSync(filingPath(...p), 'utf8');

describe('parseSubmission', () => {
  it('reads the full-text header: accession, form, ET acceptance → UTC, items from titles, parties, former names', () => {
    const s = parseSubmission(read('filings/0001045810-26-000024/0001045810-26-000024.txt'));
    expect(s.header.accessionNumber).toBe('0001045810-26-000024');
    expect(s.header.formType).toBe('8-K');
    expect(s.header.acceptedAt?.toISOString()).toBe('2026-03-06T21:11:25.000Z'); // 16:11:25 EST
    expect(s.header.filedDate).toBe('2026-03-06');
    expect(s.header.periodOfReport).toBe('2026-03-02');
    expect(s.header.items).toEqual(['5.02', '9.01']);
    const filer = issuerSideParty(s.header.parties)!;
    expect(filer).toMatchObject({ role: 'filer', cik: '0001045810', name: 'NVIDIA CORP', sicCode: '3674' });
    expect(filer.formerNames).toEqual([
      { name: 'NVIDIA CORP/DE', changedOn: '2002-06-12' },
      { name: 'NVIDIA CORP/CA', changedOn: '1998-03-03' },
    ]);
    expect(s.documents[0]).toMatchObject({ type: '8-K', sequence: 1, filename: 'nvda-20260302.htm' });
    expect(s.documents.find((d) => d.type === 'EX-10.1')).toBeDefined();
  });

  it('reads the .nc dissemination form with CR line endings (issuer and reporting owner)', () => {
    const s = parseSubmission(read('filings/0001127602-25-004598/0001127602-25-004598.nc.txt'));
    expect(s.header.formType).toBe('4');
    expect(s.header.filedDate).toBe('2025-02-13');
    expect(s.header.parties.find((p) => p.role === 'issuer')).toMatchObject({
      cik: '0000007536',
      name: 'ARROW ELECTRONICS, INC.',
    });
    expect(s.header.parties.find((p) => p.role === 'reporting')?.cik).toBe('0001870985');
    expect(s.documents[0]!.text.startsWith('<?xml')).toBe(true); // <XML> wrapper removed
  });

  it('reads an -index-headers page and a 1990s filing without closing tags or acceptance time', () => {
    const h = parseSubmission(read('filings/0001062993-24-012217/0001062993-24-012217-index-headers.html'));
    expect(h.header.acceptedAt?.toISOString()).toBe('2024-06-07T22:10:30.000Z'); // 18:10:30 EDT
    expect(h.documents).toHaveLength(0);
    const old = parseSubmission(read('filings/0001004963-96-000018/0001004963-96-000018.txt'));
    expect(old.header.items).toEqual(['5.01']); // "Changes in control of registrant"
    expect(old.header.acceptedAt).toBeUndefined();
    expect(old.documents[0]!.text.length).toBeGreaterThan(1000);
  });

  it('maps numeric ITEMS of the tag dialect and ignores Form D items', () => {
    const s = parseSubmission(
      '<SUBMISSION>\n<ACCESSION-NUMBER>0000000001-25-000001\n<TYPE>8-K\n<ITEMS>2.02\n<ITEMS>9.01\n</SUBMISSION>',
    );
    expect(s.header.items).toEqual(['2.02', '9.01']);
    const d = parseSubmission(read('filings/0002002260-24-000001/0002002260-24-000001.nc.txt'));
    expect(d.header.items).toEqual([]);
  });

  it('throws a typed, non-retriable error on input that is not a submission', () => {
    for (const bad of ['', 'hello world', '<html><body>nothing</body></html>']) {
      try {
        parseSubmission(bad);
        throw new Error('expected a parse error');
      } catch (e) {
        expect(e).toBeInstanceOf(FilingParseError);
        expect((e as FilingParseError).retry).toBe(false);
        expect(['empty_input', 'not_a_submission']).toContain((e as FilingParseError).code);
      }
    }
  });
});
