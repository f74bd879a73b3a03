import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { EdgarClient, EdgarRedirectError, EdgarResponseTooLargeError } from '@nes/edgar';

/**
 * The client against a real HTTP server (Node's fetch, real gzip): responses over the size cap are
 * refused without being held in memory, and redirects are followed only to EDGAR's hosts.
 */
const BOMB = gzipSync(Buffer.alloc(600 * 1024 * 1024), { level: 9 }); // ~600 KB on the wire

describe('EdgarClient byte caps and redirects', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/bomb') {
        res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Type': 'text/plain' });
        return res.end(BOMB);
      }
      if (req.url === '/declared-large') {
        res.writeHead(200, { 'Content-Length': String(50 * 1024 * 1024) });
        return res.end(); // the header alone must refuse it
      }
      if (req.url === '/small') return res.end('x'.repeat(1000));
      if (req.url === '/away') {
        res.writeHead(302, { Location: 'https://attacker.example/loot' });
        return res.end();
      }
      if (req.url === '/here') {
        res.writeHead(301, { Location: '/small' });
        return res.end();
      }
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const client = () =>
    new EdgarClient({ userAgent: 'limits-test', baseUrl: base, maxResponseBytes: 8 * 1024 * 1024, maxRetries: 0 });

  it('a gzip bomb is refused once 8 MiB are inflated; memory stays far below what it inflates to', async () => {
    const before = process.memoryUsage().rss;
    await expect(client().get('/bomb')).rejects.toBeInstanceOf(EdgarResponseTooLargeError);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('a Content-Length over the cap is refused before reading; not retriable', async () => {
    const err = await client()
      .get('/declared-large')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EdgarResponseTooLargeError);
    expect(err).toMatchObject({ retriable: false, limitBytes: 8 * 1024 * 1024 });
  });

  it('a small response is read whole; a per-request cap applies', async () => {
    expect((await client().get('/small')).text()).toHaveLength(1000);
    await expect(client().get('/small', { maxBytes: 999 })).rejects.toBeInstanceOf(EdgarResponseTooLargeError);
  });

  it('follows a redirect within the configured host, refuses one to another host', async () => {
    expect((await client().get('/here')).text()).toHaveLength(1000);
    await expect(client().get('/away')).rejects.toBeInstanceOf(EdgarRedirectError);
  });
});
