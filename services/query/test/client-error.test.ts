import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerClientError } from '../src/client-error';
import { expectError } from './expect-helpers';
import { sendRaw } from './fuzz/raw-http';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((_req, res) => res.end('{}'));
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('a request the HTTP parser refuses gets the spec error body, not a bare 400', () => {
  it.each([
    ['a raw space in the query', 'GET', '/v1/events?ticker=a b', {}],
    ['a raw control byte', 'GET', '/v1/events?x=\x00', {}],
    ['a raw non-ASCII byte', 'GET', '/v1/companies/\xc3\xa9', {}],
    ['a lower-case method', 'get', '/v1/events', {}],
    ['an unknown method', 'FOO', '/v1/events', {}],
    ['headers over the size limit', 'GET', '/v1/events', { 'X-Padding': 'p'.repeat(70_000) }],
  ])('%s', async (_what, method, target, headers) => {
    const res = await sendRaw('127.0.0.1', port, { method, target, headers });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expectError({ ...res, body: JSON.parse(res.body) }, 400, 'bad_request', 'request');
  });

  it('a well-formed request still reaches the app', async () => {
    const res = await sendRaw('127.0.0.1', port, { method: 'GET', target: '/v1/events', headers: {} });
    expect([res.status, res.body]).toEqual([200, '{}']);
  });
});
