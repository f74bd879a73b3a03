import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DocumentTextStream, documentToText, rawFromPath } from '@nes/document';
import { filingPath } from './corpus';

/** Every document of the shared corpus with content (filings and loose documents). */
function corpusDocuments(): Array<{ name: string; content: string; filename: string }> {
  const out: Array<{ name: string; content: string; filename: string }> = [];
  for (const sub of ['filings', 'documents-unknown-accession']) {
    for (const entry of readdirSync(filingPath(sub)).sort()) {
      try {
        for (const d of rawFromPath(join(filingPath(sub), entry)).documents)
          if (d.content) out.push({ name: `${entry}/${d.filename}`, content: d.content, filename: d.filename });
      } catch {
        // not a filing: the corpus tests of raw-message cover it
      }
    }
  }
  return out;
}

describe('DocumentTextStream', () => {
  const docs = corpusDocuments();

  it('reads the corpus (guard: the comparisons below are not vacuous)', () => {
    expect(docs.length).toBeGreaterThan(150);
  });

  it('yields exactly documentToText for every corpus document, and exact prefixes on the way', () => {
    for (const d of docs) {
      const expected = documentToText(d.content, d.filename);
      const s = new DocumentTextStream(d.content, d.filename);
      for (const n of [1, 200, 5_000, 40_000])
        expect({ doc: d.name, n, text: s.prefix(n) }).toEqual({ doc: d.name, n, text: expected.slice(0, n) });
      expect({ doc: d.name, text: s.full() }).toEqual({ doc: d.name, text: expected });
    }
  });

  it('is exact whatever the chunk boundaries (tiny chunks cut tags, entities and lines everywhere)', () => {
    const sample = docs.filter((d) => d.content.length < 120_000).slice(0, 60);
    for (const d of sample) {
      const s = new DocumentTextStream(d.content, d.filename, { first: 7, max: 61 });
      const seen: string[] = [];
      while (s.advance()) seen.push(s.text);
      const expected = documentToText(d.content, d.filename);
      expect({ doc: d.name, text: s.text }).toEqual({ doc: d.name, text: expected });
      // Every intermediate state is a prefix of the final text.
      expect(seen.filter((t) => !expected.startsWith(t)).length).toBe(0);
    }
  });

  it('keeps at most one blank line between blocks across chunks, none at the ends', () => {
    const html = '<p></p><p>a</p><p></p><p></p><div>b &amp; c</div><p> </p>';
    const s = new DocumentTextStream(html, 'x.htm', { first: 3, max: 5 });
    expect(s.full()).toBe(documentToText(html, 'x.htm'));
    expect(s.text).toBe('a\n\nb & c');
  });
});
