import { createServer, connect, type Server, type Socket } from 'node:net';
import request from 'supertest';
import { MongoClient } from 'mongodb';
import { createApp, type QueryApp } from '../src/app';
import { CURSOR_SECRET, auth, capturingLogger, createKey, openTestDb, type TestDb } from './int-helpers';

/**
 * A TCP relay in front of the document store that can freeze: bytes stop flowing both ways, as
 * when the database process is stopped (SIGSTOP) — without stopping the store other tests share.
 * Thawing (SIGCONT) delivers what was held, so requests in flight complete late.
 */
function freezableRelay(target: URL) {
  let frozen = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 27017), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    const relay = (to: Socket) => (d: Buffer) => {
      if (frozen) held.push(() => to.write(d));
      else to.write(d);
    };
    client.on('data', relay(upstream));
    upstream.on('data', relay(client));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  return {
    listen: () =>
      new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as { port: number }).port))),
    freeze: () => void (frozen = true),
    thaw: () => {
      frozen = false;
      for (const f of held.splice(0)) f();
    },
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

describe('a hung document store', () => {
  let t: TestDb;
  let relay: ReturnType<typeof freezableRelay>;
  let client: MongoClient;
  let qa: QueryApp;
  let key: string;
  let log: ReturnType<typeof capturingLogger>;

  beforeAll(async () => {
    t = await openTestDb('hung');
    key = (await createKey(t.db)).key;
    relay = freezableRelay(new URL(process.env.MONGODB_URI!));
    const port = await relay.listen();
    client = new MongoClient(`mongodb://127.0.0.1:${port}/?directConnection=true`, {
      retryWrites: false,
      serverSelectionTimeoutMS: 1000,
    });
    await client.connect();
    log = capturingLogger();
    qa = createApp({ db: client.db(t.db.databaseName), cursorSecret: CURSOR_SECRET, logger: log.logger });
  });
  afterAll(async () => {
    await relay.close();
    await client.close(true).catch(() => undefined);
    await t.drop();
  });

  it('answers 503 service_unavailable with Retry-After within 2 s (not a 500 after the socket timeouts)', async () => {
    expect((await request(qa.app).get('/v1/events?limit=1').set(auth(key))).status).toBe(200);
    relay.freeze();
    const t0 = Date.now();
    const res = await request(qa.app).get('/v1/events?limit=1').set(auth(key));
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.body).toMatchObject({ error: 'service_unavailable', request_id: expect.any(String) });
    expect(res.body.message).toMatch(/did not answer within 1500 ms/);

    // The store comes back: the held request's reads complete after its 503 was sent. They are
    // dropped quietly (no ERR_HTTP_HEADERS_SENT, no error logged) and the next request is served.
    log.lines.length = 0;
    relay.thaw();
    const failed = () => log.lines.filter((l) => /ERR_HTTP_HEADERS_SENT|"level":"error"/.test(l));
    const dropped = () => log.lines.some((l) => /answered already \(request deadline\)/.test(l));
    for (const t1 = Date.now(); Date.now() - t1 < 5_000 && !failed().length && !dropped();)
      await new Promise((r) => setTimeout(r, 50));
    expect((await request(qa.app).get('/v1/events?limit=1').set(auth(key))).status).toBe(200);
    expect(failed()).toEqual([]);
    expect(dropped()).toBe(true);
  });
});
