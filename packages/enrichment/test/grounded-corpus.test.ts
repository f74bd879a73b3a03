import { discoverFilings, rawFromPath } from '@nes/document';
import { buildSourceIndex, checkGrounded, eventsFromFiling, FilingContext, withDerivedAmounts } from '@nes/enrichment';
import { CORPUS, reference } from './corpus';

/** Every event of the whole corpus: headline and summary facts must appear in the filing's own text. */
describe('groundedness over the whole corpus', () => {
  it('every headline and summary is grounded, and the corpus yields events', () => {
    const failures: string[] = [];
    let events = 0;
    for (const path of discoverFilings([CORPUS])) {
      let raw;
      try {
        raw = rawFromPath(path, { resolveCik: reference.resolveCik });
      } catch {
        continue; // unreadable inputs are covered by the parse-error tests
      }
      let result;
      try {
        result = eventsFromFiling(raw, reference.lookup, { publishedAt: new Date(), includeUncovered: true });
      } catch {
        continue;
      }
      const text = new FilingContext(raw).sourceText();
      // Sums of stated amounts (a notes offering's total) are grounded as the amounts are.
      const index = withDerivedAmounts(buildSourceIndex(text), text);
      for (const e of result.events) {
        events++;
        for (const text of [e.headline, e.summary]) {
          const g = checkGrounded(text, index);
          if (!g.grounded) failures.push(`${path} ${e.event_type}: ${g.missing.join(', ')} in "${text}"`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(events).toBeGreaterThan(80);
  });
});
