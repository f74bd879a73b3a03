import { discoverFilings, documentToText, DocumentTextStream, rawFromPath } from '@nes/document';
import type { RawFilingMessage } from '@nes/contracts';
import {
  buildSourceIndex,
  displayNameFromSource,
  FilingContext,
  FilingSource,
  hasToken,
  lazySourceIndex,
  mayOpenDate,
} from '@nes/enrichment';
import { displayName } from '../src/headlines/company';
import { stripBoilerplate, stripBoilerplateHead } from '../src/classify/text-rules';
import { CORPUS, reference } from './corpus';

function corpusRaws(): RawFilingMessage[] {
  const out: RawFilingMessage[] = [];
  for (const path of discoverFilings([CORPUS])) {
    try {
      out.push(rawFromPath(path, { resolveCik: reference.resolveCik }));
    } catch {
      // unreadable inputs are covered by the parse-error tests
    }
  }
  return out;
}

/** The source text as FilingContext.sourceText() built it before it was read lazily. */
const eagerSourceText = (raw: RawFilingMessage) =>
  [
    raw.header ?? '',
    raw.company_name,
    ...raw.documents.filter((d) => d.content !== null).map((d) => documentToText(d.content!, d.filename)),
  ].join('\n');

describe('FilingSource and the lazy source index (exactly the eager ones, over the corpus)', () => {
  const raws = corpusRaws().filter((r) => r.documents.every((d) => d.encoding !== 'gzip-base64'));

  it('reads the corpus', () => {
    expect(raws.length).toBeGreaterThan(80);
  });

  it('joins to the eager source text, and every prefix is exact', () => {
    for (const raw of raws) {
      const expected = eagerSourceText(raw);
      const lazy = new FilingContext(raw).source();
      for (const n of [10, 1_000, 30_000]) expect(lazy.prefix(n)).toBe(expected.slice(0, n));
      expect({ acc: raw.accession_number, text: lazy.full() }).toEqual({ acc: raw.accession_number, text: expected });
    }
  });

  it('finds the display name displayName finds in the whole text', () => {
    for (const raw of raws) {
      const text = eagerSourceText(raw);
      for (const conformed of [raw.company_name, raw.company_name.toUpperCase(), 'The registrant']) {
        const got = displayNameFromSource(conformed, new FilingContext(raw).source());
        expect({ acc: raw.accession_number, conformed, got }).toEqual({
          acc: raw.accession_number,
          conformed,
          got: displayName(conformed, text),
        });
      }
    }
  });

  it('answers every membership question as buildSourceIndex does', () => {
    const eager = raws.map(
      (r) => buildSourceIndex(eagerSourceText(r)) as { words: Set<string>; numbers: Set<string>; dates: Set<string> },
    );
    raws.forEach((raw, i) => {
      // As eventsFromFiling does: the display name first (it may read ahead of the index).
      const source = new FilingContext(raw).source();
      displayNameFromSource(raw.company_name.toUpperCase(), source);
      const idx = lazySourceIndex(source);
      const e = eager[i]!;
      const other = eager[(i + 1) % eager.length]!;
      for (const kind of ['dates', 'numbers', 'words'] as const) {
        const probes = [
          ...[...e[kind]].slice(0, 300),
          ...[...other[kind]].slice(0, 300),
          'zzqx',
          '2099-12-31',
          '987654321',
        ];
        const wrong = probes.filter((p) => idx[kind].has(p) !== e[kind].has(p));
        expect({ acc: raw.accession_number, kind, wrong }).toEqual({ acc: raw.accession_number, kind, wrong: [] });
      }
    });
  });

  it('takes a date that runs across a segment boundary from the joined text', () => {
    const src = () =>
      new FilingSource(
        ['Effective as of March', '15, 2023 the Company'],
        [new DocumentTextStream('<p>On May</p><p>2, 2024</p>', 'a.htm')],
      );
    const eager = buildSourceIndex(src().full());
    expect(eager.dates.has('2023-03-15')).toBe(true);
    const lazy = lazySourceIndex(src());
    expect(lazy.dates.has('2023-03-15')).toBe(true);
    const readAhead = src();
    readAhead.full();
    expect(lazySourceIndex(readAhead).dates.has('2023-03-15')).toBe(true);
    expect(lazy.dates.has('2024-05-02')).toBe(eager.dates.has('2024-05-02'));
  });

  it('flags segment ends where a "Month day, year" date may continue', () => {
    for (const s of ['x March', 'x Sept.  ', 'on May 15,', 'on june 2nd', 'Dec\t'] as const)
      expect([s, mayOpenDate(s)]).toEqual([s, true]);
    for (const s of ['March 15, 2023', 'the company', 'x 15', 'March15', ''] as const)
      expect([s, mayOpenDate(s)]).toEqual([s, false]);
  });
});

describe('hasToken (word membership by search)', () => {
  it('finds a word exactly when the eager word set holds it', () => {
    const texts = ['12abc x-abc abcé a12bc', 'abc1 zabc', 'the 3m co. 3rd q4 2023abc', 'xyz\nabc', 'ab', ''];
    const words = ['abc', 'a12bc', 'zabc', 'abc1', 'm', 'co', 'rd', 'q4', 'xyz', 'ab', 'b', 'bc', 'c'];
    for (const t of texts) {
      const eager = new Set(t.match(/[a-z][a-z0-9]*/g) ?? []);
      for (const w of words) expect({ t, w, has: hasToken(t, w) }).toEqual({ t, w, has: eager.has(w) });
    }
  });
});

describe('stripBoilerplateHead (exactly stripBoilerplate(text).slice(0, limit), over the corpus)', () => {
  const docs = corpusRaws()
    .filter((r) => r.documents.every((d) => d.encoding !== 'gzip-base64'))
    .flatMap((r) => r.documents.filter((d) => d.content).map((d) => ({ acc: r.accession_number, d })));

  it('matches on every document, its text cut at many line ends', () => {
    for (const { acc, d } of docs) {
      const whole = stripBoilerplate(documentToText(d.content!, d.filename));
      for (const limit of [300, 5_000, 40_000]) {
        const stream = new DocumentTextStream(d.content!, d.filename, { first: 256, max: 2_048 });
        expect({ acc, doc: d.filename, limit, got: stripBoilerplateHead(stream, limit) }).toEqual({
          acc,
          doc: d.filename,
          limit,
          got: whole.slice(0, limit),
        });
      }
    }
  });

  it('finds a safe-harbor heading that ends the converted prefix', () => {
    const lines = ['Intro line.', ...Array.from({ length: 60 }, (_, i) => `Paragraph ${i} says something.`)];
    const html = `<p>${[...lines, 'Forward-Looking Statements', 'This release is furnished pursuant to it.', 'Tail text.'].join('</p><p>')}</p>`;
    const whole = stripBoilerplate(documentToText(html, 'x.htm'));
    for (let first = 8; first < html.length; first += 37) {
      const got = stripBoilerplateHead(new DocumentTextStream(html, 'x.htm', { first, max: first }), 100);
      expect({ first, got }).toEqual({ first, got: whole.slice(0, 100) });
    }
  });
});

describe('stripBoilerplate keeps the news an exhibit note is glued to', () => {
  it('"… Merger Sub Inc. A copy of the press release …" and "…, which was previously filed as Exhibit 1.1 …"', () => {
    expect(
      stripBoilerplate(
        'On April 12, 2021, the Company and Microsoft issued a joint press release announcing a Merger Agreement among the Company, Microsoft and Big Sky Merger Sub Inc. A copy of the press release is filed as Exhibit 99.1 to this report and incorporated herein by reference.',
      ),
    ).toBe(
      'On April 12, 2021, the Company and Microsoft issued a joint press release announcing a Merger Agreement among the Company, Microsoft and Big Sky Merger Sub Inc.',
    );
    expect(
      stripBoilerplate(
        'On June 2, 2017, the Company completed the sale of $300,000,000 of its Floating Rate Senior Notes due 2019 under an underwriting agreement, which was previously filed as Exhibit 1.1 to the Company’s Current Report on Form 8-K.',
      ),
    ).toBe(
      'On June 2, 2017, the Company completed the sale of $300,000,000 of its Floating Rate Senior Notes due 2019 under an underwriting agreement.',
    );
    // A sentence that is all boilerplate still goes.
    expect(stripBoilerplate('A copy of the press release is furnished as Exhibit 99.1 hereto.')).toBe('');
  });
});
