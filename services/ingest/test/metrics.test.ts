import { createIngestMetrics } from '../src/metrics';

describe('ingest metrics', () => {
  it('export the feed-poll failure counter at 0 before any failure, so FeedNotPolled sees the first one', async () => {
    const { registry, errors } = createIngestMetrics();
    expect(await registry.metrics()).toContain('ingest_errors_total{kind="feed_poll",service="ingest"} 0');
    errors.inc({ kind: 'feed_poll' });
    expect(await registry.metrics()).toContain('ingest_errors_total{kind="feed_poll",service="ingest"} 1');
  });
});
