/**
 * Config from environment variables, validated once at start-up. Every bad or missing variable
 * is listed in one error, so an operator fixes them all in one go (immich EnvData, Outline env.ts).
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;
export interface Field<T> {
  readonly parse: (raw: string | undefined, name: string) => T;
}
type Result<T> = { ok: true; value: T } | { ok: false; problem: string };

function field<T>(parse: (raw: string | undefined, name: string) => T): Field<T> {
  return { parse };
}

function fail(name: string, why: string): never {
  throw new FieldProblem(`${name} ${why}`);
}
class FieldProblem extends Error {}

function required(raw: string | undefined, name: string, def: string | undefined): string {
  const v = raw === undefined || raw === '' ? def : raw;
  if (v === undefined) fail(name, 'is required but not set');
  return v;
}

/** Field builders: each takes an optional default (used when the variable is unset or empty). */
export const env = {
  string: (def?: string) => field((raw, name) => required(raw, name, def)),
  optionalString: () => field((raw) => (raw === undefined || raw === '' ? undefined : raw)),
  int: (def?: number, opts: { min?: number; max?: number } = {}) =>
    field((raw, name) => {
      const v = required(raw, name, def === undefined ? undefined : String(def));
      if (!/^-?\d+$/.test(v)) fail(name, `must be an integer, got "${v}"`);
      const n = Number(v);
      if (opts.min !== undefined && n < opts.min) fail(name, `must be >= ${opts.min}, got ${n}`);
      if (opts.max !== undefined && n > opts.max) fail(name, `must be <= ${opts.max}, got ${n}`);
      return n;
    }),
  number: (def?: number, opts: { min?: number; max?: number } = {}) =>
    field((raw, name) => {
      const v = required(raw, name, def === undefined ? undefined : String(def));
      const n = Number(v);
      if (v.trim() === '' || !Number.isFinite(n)) fail(name, `must be a number, got "${v}"`);
      if (opts.min !== undefined && n < opts.min) fail(name, `must be >= ${opts.min}, got ${n}`);
      if (opts.max !== undefined && n > opts.max) fail(name, `must be <= ${opts.max}, got ${n}`);
      return n;
    }),
  bool: (def?: boolean) =>
    field((raw, name) => {
      const v = required(raw, name, def === undefined ? undefined : String(def)).toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(v)) return true;
      if (['0', 'false', 'no', 'off'].includes(v)) return false;
      fail(name, `must be true or false, got "${v}"`);
    }),
  url: (def?: string, protocols: string[] = ['http:', 'https:']) =>
    field((raw, name) => {
      const v = required(raw, name, def);
      let u: URL;
      try {
        u = new URL(v);
      } catch {
        fail(name, 'must be a URL');
      }
      if (!protocols.includes(u.protocol)) fail(name, `must use ${protocols.join(' or ')}`);
      return v.replace(/(?<!\/)\/+$/, '');
    }),
  list: (def?: string) =>
    field((raw, name) => {
      const items = required(raw, name, def)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (items.length === 0) fail(name, 'must list at least one value');
      return items;
    }),
  oneOf: <T extends string>(values: readonly T[], def?: T) =>
    field((raw, name) => {
      const v = required(raw, name, def);
      if (!(values as readonly string[]).includes(v)) fail(name, `must be one of ${values.join(', ')}, got "${v}"`);
      return v as T;
    }),
};

export type ConfigSpec = Record<string, Field<unknown>>;
export type ConfigOf<S extends ConfigSpec> = { readonly [K in keyof S]: S[K] extends Field<infer T> ? T : never };

/** Parses `source` (default process.env) against the spec; throws ConfigError listing every problem. */
export function loadConfig<S extends ConfigSpec>(spec: S, source: Env = process.env): ConfigOf<S> {
  const out: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, f] of Object.entries(spec)) {
    const r: Result<unknown> = (() => {
      try {
        return { ok: true, value: f.parse(source[name], name) };
      } catch (e) {
        if (e instanceof FieldProblem) return { ok: false, problem: e.message };
        throw e;
      }
    })();
    if (r.ok) out[name] = r.value;
    else problems.push(r.problem);
  }
  if (problems.length) throw new ConfigError(problems);
  return Object.freeze(out) as ConfigOf<S>;
}

/** Settings every service shares; services spread these into their own spec. */
export const commonConfig = {
  LOG_LEVEL: env.oneOf(['error', 'warn', 'info', 'debug'] as const, 'info'),
  METRICS_PORT: env.int(9464, { min: 0, max: 65535 }),
  METRICS_HOST: env.string('0.0.0.0'),
  SHUTDOWN_TIMEOUT_MS: env.int(15000, { min: 1000 }),
};
export const kafkaConfig = {
  KAFKA_BROKERS: env.list('127.0.0.1:9092'),
  KAFKA_CLIENT_ID: env.optionalString(),
  /** Prefix for every topic name (see topicNames in @nes/contracts); empty in production. */
  KAFKA_TOPIC_PREFIX: env.string(''),
  /** TLS to the brokers (docs/operations/security.md); the CA file is needed for a private CA. */
  KAFKA_SSL: env.bool(false),
  KAFKA_SSL_CA_FILE: env.optionalString(),
  /** Client certificate and key (PEM files) for brokers that require mutual TLS. */
  KAFKA_SSL_CERT_FILE: env.optionalString(),
  KAFKA_SSL_KEY_FILE: env.optionalString(),
  KAFKA_SSL_REJECT_UNAUTHORIZED: env.bool(true),
  /** SASL authentication: none, plain, scram-sha-256 or scram-sha-512 (with username and password). */
  KAFKA_SASL_MECHANISM: env.oneOf(['none', 'plain', 'scram-sha-256', 'scram-sha-512'] as const, 'none'),
  KAFKA_SASL_USERNAME: env.optionalString(),
  KAFKA_SASL_PASSWORD: env.optionalString(),
};
export const mongoConfig = {
  MONGODB_URI: env.url('mongodb://127.0.0.1:27017/?directConnection=true', ['mongodb:', 'mongodb+srv:']),
  MONGODB_DB: env.string('news_events'),
};
