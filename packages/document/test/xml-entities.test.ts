import { parseGetcurrentAtom } from '@nes/edgar';
import { parseXml } from '../src/forms/xml';

/**
 * #24's "sound today, keep it so": the XML parsers (forms' XML here, EDGAR's Atom feed) never read
 * an external entity (XXE: a filing or a feed naming file:///etc/passwd) and never expand nested
 * entities (a "billion laughs" DOCTYPE: 10 levels of 10 = 10^9 copies).
 */
const LAUGHS = Array.from({ length: 10 }, (_, i) =>
  i === 0 ? '<!ENTITY a0 "lol">' : `<!ENTITY a${i} "${`&a${i - 1};`.repeat(10)}">`,
).join('');
const XXE = '<!ENTITY e SYSTEM "file:///etc/passwd">';

const atom = (doctype: string, text: string) =>
  `<?xml version="1.0"?><!DOCTYPE feed [${doctype}]><feed xmlns="http://www.w3.org/2005/Atom"><title>t</title>` +
  '<entry><title>8-K - X (0000000001) (Filer)</title>' +
  '<link rel="alternate" href="https://www.sec.gov/Archives/edgar/data/1/000000000126000001/0000000001-26-000001-index.htm"/>' +
  `<summary>${text}</summary><updated>2026-01-01T10:00:00-05:00</updated><category term="8-K"/>` +
  '<id>urn:tag:sec.gov,2008:accession-number=0000000001-26-000001</id></entry></feed>';

describe('XML parsers against hostile DOCTYPEs', () => {
  it('refuse an external entity (XXE)', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE r [${XXE}]><r><a>&e;</a></r>`;
    expect(() => parseXml(xml)).toThrow(/External entities are not supported/);
    expect(() => parseGetcurrentAtom(atom(XXE, '&e;'))).toThrow(/External entities/);
  });

  it('do not expand nested entities (billion laughs): small output, fast', () => {
    const t = Date.now();
    const doc = parseXml(`<?xml version="1.0"?><!DOCTYPE r [${LAUGHS}]><r><a>&a9;</a></r>`);
    expect(JSON.stringify(doc).length).toBeLessThan(1000);
    const feed = parseGetcurrentAtom(atom(LAUGHS, '&a9;'));
    expect(JSON.stringify(feed).length).toBeLessThan(2000);
    expect(Date.now() - t).toBeLessThan(2000);
  });
});
