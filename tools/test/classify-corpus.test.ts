import { classifyCorpusText } from '../src/classify/digest';
import pinned from './classify-corpus.digest.json';

/**
 * Behaviour pin: the classify CLI's events over the shared corpus, byte for byte (published_at
 * fixed). The digest was taken before packages/filings was split; a change that moves code must
 * leave it as it is. A deliberate change of classification updates the file with
 * `node tools/dist/classify/digest.js > tools/test/classify-corpus.digest.json` (say why in the commit).
 */
describe('classify over the corpus', () => {
  it('yields the pinned events, filings and outcomes', () => {
    const d = classifyCorpusText();
    expect({ filings: d.filings, events: d.events, sha256: d.sha256 }).toEqual(pinned);
  });
});
