import { createRegistry } from '@nes/platform';
import { createEnrichMetrics } from '../src/metrics';

describe('enrich metrics', () => {
  it('export every message outcome at 0 before the first message, so DeadLettersArriving sees the first dead letter', async () => {
    const registry = createRegistry('enrich');
    const { messages } = createEnrichMetrics(registry);
    const text = await registry.metrics();
    for (const outcome of ['ok', 'dead_letter', 'retry'])
      expect(text).toContain(`enrich_messages_total{outcome="${outcome}",service="enrich"} 0`);
    messages.inc({ outcome: 'dead_letter' });
    expect(await registry.metrics()).toContain('enrich_messages_total{outcome="dead_letter",service="enrich"} 1');
  });
});
