import { Writable } from 'node:stream';
import winston from 'winston';
import { REDACTED, createLogger, redact } from '@nes/platform';

describe('redaction', () => {
  it('removes secrets by field name, in URIs and bearer tokens', () => {
    const out = redact({
      headers: { Authorization: 'Bearer abc.def', accept: 'json' },
      api_key: 'k_123',
      apiKey: 'k_456',
      nested: { secret: 's', uri: 'mongodb://user:hunter2@db:27017/x', note: 'sent Bearer xyz123 to api' },
    });
    const text = JSON.stringify(out);
    expect(text).not.toMatch(/abc\.def|k_123|k_456|hunter2|xyz123/);
    expect(out).toMatchObject({ headers: { Authorization: REDACTED, accept: 'json' }, nested: { secret: REDACTED } });
    expect(text).toContain('mongodb://user:[REDACTED]@db:27017/x');
  });

  it('never writes a key to a log line', async () => {
    const lines: string[] = [];
    const logger = createLogger({ service: 'test', level: 'info' });
    logger.clear();
    logger.add(
      new winston.transports.Stream({
        stream: new Writable({
          write(chunk, _enc, cb) {
            lines.push(chunk.toString());
            cb();
          },
        }),
      }),
    );
    logger.info('request', { authorization: 'Bearer sk_live_1', key: 'sk_live_2', path: '/v1/events' });
    logger.warn('failed', { err: new Error('connect mongodb://u:p4ss@h/db failed') });
    await new Promise((r) => setImmediate(r));
    const all = lines.join('\n');
    expect(all).toContain('"service":"test"');
    expect(all).toContain('/v1/events');
    expect(all).not.toMatch(/sk_live_1|sk_live_2|p4ss/);
  });
});
