/**
 * The bench's baseline: a bare express 5 app answering one fixed JSON body (about the size of an
 * Event), with the same express settings as the query app and nothing else: no auth, no rate
 * limit, no database. Runs as its own process, like the query service, and prints its port.
 */
import express from 'express';
import type { AddressInfo } from 'node:net';

const BODY = {
  id: 'evt_8k_AAPL_20250102_0a1b2c3d',
  ticker: 'AAPL',
  event_type: 'Corporate Earnings',
  headline: 'Apple Inc. files 8-K (2.02): results of operations and financial condition.',
  summary: 'Apple Inc. filed a Form 8-K reporting Item 2.02 (Results of Operations and Financial Condition).',
  primary_filing: '8-K (2.02)',
  secondary_filing: 'EX-99.1',
  filing_url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019325000001/0000320193-25-000001-index.htm',
  impact: { score: 3, direction: 'positive', label: 'Significant', bars: 3 },
  published_at: '2025-01-02T21:30:12.000Z',
};

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.get('/bare', (_req, res) => void res.json(BODY));

const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  server.keepAliveTimeout = 65_000;
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
