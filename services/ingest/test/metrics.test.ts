import { endpointKind } from '@nes/edgar';
import { createIngestMetrics, EDGAR_ENDPOINT_KINDS } from '../src/metrics';

describe('ingest metrics', () => {
  it('export the feed-poll failure counter at 0 before any failure, so FeedNotPolled sees the first one', async () => {
    const { registry, errors } = createIngestMetrics();
    expect(await registry.metrics()).toContain('ingest_errors_total{kind="feed_poll",service="ingest"} 0');
    errors.inc({ kind: 'feed_poll' });
    expect(await registry.metrics()).toContain('ingest_errors_total{kind="feed_poll",service="ingest"} 1');
  });

  it('export EDGAR 403 and 429 answers at 0 for every endpoint kind, so EdgarBlocking sees the first block', async () => {
    const { registry, edgarRequests } = createIngestMetrics();
    const text = await registry.metrics();
    for (const kind of EDGAR_ENDPOINT_KINDS)
      for (const status of ['403', '429'])
        expect(text).toContain(`ingest_edgar_requests_total{kind="${kind}",status="${status}",service="ingest"} 0`);
    expect(text).not.toMatch(/ingest_edgar_requests_total\{[^}]*status="200"/); // only the blocking classes
    edgarRequests.inc({ kind: 'document', status: '429' });
    expect(await registry.metrics()).toContain(
      'ingest_edgar_requests_total{kind="document",status="429",service="ingest"} 1',
    );
  });

  it('the zeroed kinds are the kinds endpointKind gives (one per EDGAR path family)', () => {
    const urls = [
      'https://www.sec.gov/cgi-bin/browse-edgar?action=getcurrent&type=8-K',
      'https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=320193',
      'https://www.sec.gov/Archives/edgar/daily-index/2025/QTR1/form.20250102.idx',
      'https://data.sec.gov/submissions/CIK0000320193.json',
      'https://www.sec.gov/files/company_tickers.json',
      'https://www.sec.gov/Archives/edgar/data/320193/000032019325000001/0000320193-25-000001-index.htm',
      'https://www.sec.gov/Archives/edgar/data/320193/000032019325000001/0000320193-25-000001.txt',
      'https://www.sec.gov/Archives/edgar/data/320193/000032019325000001/a8k.htm',
      'https://www.sec.gov/robots.txt',
    ];
    expect(new Set(urls.map(endpointKind))).toEqual(new Set(EDGAR_ENDPOINT_KINDS));
  });
});
