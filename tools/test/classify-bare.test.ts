import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { edgarCorpusDir, type RawFilingMessage } from '@nes/contracts';
import { rawFromPath } from '@nes/document';
import { eventsFromFiling } from '@nes/enrichment';
import { loadClassifier } from '../src/classify/run';

/**
 * A primary document on its own — no SGML header, no index page, as a user downloads it — is
 * recognised as its form (inline-XBRL dei:DocumentType, then the cover page) and classified as the
 * whole submission is. The bare copies are cut from the corpus here, not committed.
 */
const c = loadClassifier();
const at = new Date('2026-01-01T00:00:00Z');
const events = (raw: RawFilingMessage) =>
  eventsFromFiling(raw, c.lookup, { publishedAt: at, includeUncovered: true }).events;
const build = (p: string) => rawFromPath(p, { discoveredAt: at, resolveCik: c.resolveCik });
// Each case writes its document to a folder of its own; all are removed after the file's tests.
const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bare-'));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function bare(accession: string): { full: RawFilingMessage; alone: RawFilingMessage } {
  const full = build(join(edgarCorpusDir(), 'filings', accession));
  const base = full.form_type.replace(/\/A$/, '');
  const primary = full.documents.find((d) => d.content && (d.type === full.form_type || d.type === base));
  if (!primary?.content) throw new Error(`${accession}: no primary document`);
  const name = /\.(html?|xml|txt)$/i.test(primary.filename) ? primary.filename : `${primary.filename}.txt`;
  const file = join(tempDir(), name);
  writeFileSync(file, primary.content);
  return { full, alone: build(file) };
}

describe('a bare primary document is classified as its whole submission', () => {
  it.each([
    ['0000100493-15-000029', '8-K'],
    ['0001779026-23-000027', '10-K'],
    ['0000912057-00-023442', '10-Q'],
    ['0001213900-21-035033', 'S-1/A'],
    ['0001641172-25-001566', '424B5'],
    ['0001076809-24-000144', 'SC 13G'],
    ['0001193125-25-110092', 'POS AM'],
    ['0001104659-25-002604', 'SC TO-T/A'],
  ])('%s: %s recognised from the document; same categories and scores', (accession, form) => {
    const { full, alone } = bare(accession);
    expect(full.form_type).toBe(form);
    expect(alone.form_type).toBe(form);
    const summary = (r: RawFilingMessage) => events(r).map((e) => [e.event_type, e.impact.score]);
    expect(summary(alone)).toEqual(summary(full));
  });

  it('where the document states its filer (inline XBRL), the events are the same, headline included', () => {
    const { full, alone } = bare('0000100493-15-000029');
    expect(alone.cik).toBe(full.cik);
    const view = (r: RawFilingMessage) => events(r).map((e) => [e.event_type, e.headline, e.impact.score]);
    expect(view(alone)).toEqual(view(full));
  });
});

describe('the filer and period from the document itself (#23)', () => {
  it.each([
    ['0001104659-24-132924', '424B4'],
    ['0001076809-24-000144', 'SC 13G'],
  ])('%s (%s): no dei CIK, the cover names the filer the directory knows: same CIK, same events', (accession) => {
    const { full, alone } = bare(accession);
    expect(alone.cik).toBe(full.cik);
    const view = (r: RawFilingMessage) => events(r).map((e) => [e.ticker, e.event_type, e.headline, e.impact.score]);
    expect(view(alone).length).toBeGreaterThan(0);
    expect(view(alone)).toEqual(view(full));
  });

  it('an inline XBRL 8-K gives the CIK of its dei facts; a 10-K/10-Q period comes from dei:DocumentPeriodEndDate', () => {
    const { full, alone } = bare('0001628280-25-058337');
    expect(alone.cik).toBe(full.cik);
    expect(alone.period_of_report).toBeUndefined(); // an 8-K's period is its header's, never the dei date
    const tenQ = full.documents[0]!.content!.replace(/dei:DocumentType"([^>]*)>8-K</, 'dei:DocumentType"$1>10-Q<');
    const file = join(tempDir(), 'q.htm');
    writeFileSync(file, tenQ);
    const q = build(file);
    expect(q.form_type).toBe('10-Q');
    expect(q.period_of_report).toBe('2025-12-19');
  });
});

describe('the enrich step meets a raw filing without a form type', () => {
  it('UNKNOWN is replaced by what the primary document says (a feed entry without metadata is not dropped)', () => {
    const { full } = bare('0000100493-15-000029');
    const known = events(full).map((e) => [e.event_type, e.primary_filing, e.impact.score]);
    const unknown = events({ ...full, form_type: 'UNKNOWN' }).map((e) => [
      e.event_type,
      e.primary_filing,
      e.impact.score,
    ]);
    expect(known.length).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
  });
});

describe('bare documents the corpus holds without a submission', () => {
  it.each([
    ['6-k-royal-philips.html', '6-K'],
    ['schedule13d-primary_doc.xml', 'SCHEDULE 13D'],
    ['8-k-oracle.html', '8-K'],
  ])('%s is read as %s and yields events', (file, form) => {
    const raw = build(join(edgarCorpusDir(), 'documents-unknown-accession', file));
    expect(raw.form_type).toBe(form);
    expect(events(raw).length).toBeGreaterThan(0);
  });
});
