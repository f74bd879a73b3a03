import { parseOwnershipXml } from '@nes/document';

describe('ownership XML footnotes', () => {
  it('are read in order, entities decoded and whitespace collapsed', () => {
    const xml = `<?xml version="1.0"?><ownershipDocument><documentType>4</documentType>
      <issuer><issuerCik>0000320193</issuerCik><issuerName>Apple Inc.</issuerName></issuer>
      <footnotes>
        <footnote id="F1">This transaction was made pursuant to a Rule 10b5-1
          trading plan adopted by the reporting person on May 13, 2019.</footnote>
        <footnote id="F2">Prices ranged from $116.50 to $117.10 &amp; the weighted average is shown.</footnote>
      </footnotes></ownershipDocument>`;
    expect(parseOwnershipXml(xml).footnotes).toEqual([
      'This transaction was made pursuant to a Rule 10b5-1 trading plan adopted by the reporting person on May 13, 2019.',
      'Prices ranged from $116.50 to $117.10 & the weighted average is shown.',
    ]);
  });

  it('are empty when the document has none', () => {
    const xml =
      '<ownershipDocument><documentType>4</documentType><issuer><issuerCik>1</issuerCik></issuer></ownershipDocument>';
    expect(parseOwnershipXml(xml).footnotes).toEqual([]);
  });
});
