import winston from 'winston';

/** Field names whose values never reach a log line. */
const SECRET_KEY = /authorization|api[-_]?key|secret|password|passwd|token|cookie|^key$|credential/i;
/** user:password@ in connection strings. */
const URI_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/)([^/\s:@]+):([^@/\s]+)@/gi;
/** Bearer tokens anywhere in a string. */
const BEARER = /(bearer\s+)[A-Za-z0-9._~+/=-]+/gi;

export const REDACTED = '[REDACTED]';

function redactString(s: string): string {
  return s.replace(URI_CREDENTIALS, `$1$2:${REDACTED}@`).replace(BEARER, `$1${REDACTED}`);
}

/** Deep copy with secrets removed: by field name, and credentials/tokens inside strings. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return '[…]';
  if (typeof value === 'string') return redactString(value);
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value instanceof Error) {
    return { name: value.name, message: redactString(value.message), stack: value.stack && redactString(value.stack) };
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? REDACTED : redact(v, depth + 1);
    return out;
  }
  return value;
}

const redactFormat = winston.format((info) => {
  for (const key of Object.keys(info)) {
    if (key === 'level') continue;
    const v = (info as Record<string, unknown>)[key];
    (info as Record<string, unknown>)[key] = SECRET_KEY.test(key) ? REDACTED : redact(v);
  }
  return info;
});

export type Logger = winston.Logger;

/**
 * JSON-lines logger with a `service` field and redaction. Child loggers add request_id or
 * topic/partition/offset. Levels: error = needs a human; warn = self-healing trouble.
 */
export function createLogger(opts: { service: string; level?: string; silent?: boolean }): Logger {
  return winston.createLogger({
    level: opts.level ?? process.env.LOG_LEVEL ?? 'info',
    silent: opts.silent ?? process.env.LOG_SILENT === 'true',
    defaultMeta: { service: opts.service },
    format: winston.format.combine(
      winston.format.errors({ stack: true }),
      redactFormat(),
      winston.format.timestamp(),
      winston.format.json(),
    ),
    transports: [new winston.transports.Console({ stderrLevels: ['error', 'warn'] })],
  });
}
