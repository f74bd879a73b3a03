import net from 'node:net';
import { createKafka, createLogger, createRegistry, registerConsumerLag } from '@nes/platform';

/**
 * With the broker gone, /metrics still answers within Prometheus' scrape timeout (10 s): the lag
 * read waits at most `timeoutMs`. Before, the admin client's retries (createKafka: 10, up to 10 s
 * each) held the scrape until it failed, so enrich looked down instead of its broker unreachable.
 */
describe('consumer lag with the broker down', () => {
  it('lets a scrape finish within the timeout, and the next one too', async () => {
    // A port with nothing listening: every connection is refused, as after a broker crash.
    const server = net.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as net.AddressInfo).port;
    await new Promise<void>((r) => server.close(() => r()));

    const logger = createLogger({ service: 'platform-test', silent: true });
    // Fewer retries than the services' (10, up to 10 s each), still longer than the scrape may wait.
    const retry = { retries: 2, initialRetryTime: 1000, maxRetryTime: 2000 };
    const kafka = createKafka({ brokers: [`127.0.0.1:${port}`], clientId: 'lag-down', logger, extra: { retry } });
    const registry = createRegistry('lag-down');
    const lag = registerConsumerLag({
      kafka,
      registry,
      groupId: 'g',
      topic: 't',
      prefix: 'test',
      logger,
      minIntervalMs: 0,
      timeoutMs: 500,
    });
    try {
      for (let scrape = 0; scrape < 2; scrape++) {
        const t = Date.now();
        const text = await registry.metrics();
        expect(Date.now() - t).toBeLessThan(1500);
        expect(text).toContain('# TYPE test_consumer_lag_messages gauge');
        expect(text).not.toContain('test_consumer_lag_messages{');
      }
    } finally {
      await lag.stop();
      // The read the scrapes gave up on still retries in the background: let it end (≤ 1.2 + 2 s).
      await new Promise((r) => setTimeout(r, 4000));
    }
  }, 60_000);
});
