import { edgarCorpusDir, topicNames } from '@nes/contracts';
import { startNode, type ServiceProcess } from './processes';
import { freePort, waitHttp } from './wait';

/**
 * The services by name, each with its environment from here: what a test or benchmark says is
 * only where the service runs (broker, database, topic prefix) and what it changes (env).
 */
export type ServiceName = 'ingest' | 'enrich' | 'query' | 'replay';

/** Where a service runs: the broker, the database and the run's topic prefix. */
export interface ServiceTarget {
  /** KAFKA_BROKERS, comma-separated. */
  brokers: string;
  mongoUri: string;
  db: string;
  /** KAFKA_TOPIC_PREFIX of the run ('' = the contract's names). */
  prefix: string;
}

export interface StartServiceOptions {
  /** Required for ingest, enrich and query. */
  target?: ServiceTarget;
  /** Added to (and overriding) the service's environment. */
  env?: Record<string, string>;
  /** Command-line arguments (the replay server's options). */
  args?: string[];
  nodeArgs?: string[];
  /** Process name in messages (default the service's). */
  label?: string;
  /** Where the built code runs from (a build snapshot; default the checkout). */
  root?: string;
  /** Ops port (METRICS_PORT), or the replay server's port; a free one when absent. */
  port?: number;
  /** The query API's port; a free one when absent. */
  apiPort?: number;
  /** What says ready (default /readyz; ingest /healthz; replay /__replay/stats). */
  readyPath?: string;
  readyTimeoutMs?: number;
  /** false: return at once, without waiting for readiness. */
  wait?: boolean;
}

export interface Service extends ServiceProcess {
  readonly service: ServiceName;
  /** http://127.0.0.1:<ops port> (healthz, readyz, metrics), or the replay server's root. */
  readonly opsUrl: string;
  /** The query API's base (http://127.0.0.1:<port>/v1); the replay server's root for replay. */
  readonly url: string;
}

const SCRIPTS: Record<ServiceName, string> = {
  ingest: 'services/ingest/dist/main.js',
  enrich: 'services/enrich/dist/main.js',
  query: 'services/query/dist/main.js',
  replay: 'tools/dist/replay/cli.js',
};

const READY: Record<ServiceName, string> = {
  // Ingest is ready once its feed and broker answer; started beside a replay that releases
  // filings later, tests and benchmarks wait until it serves (healthz) instead.
  ingest: '/healthz',
  enrich: '/readyz',
  query: '/readyz',
  replay: '/__replay/stats',
};

export const TEST_CURSOR_SECRET = 'harness-cursor-secret-0123456789abcdefghijklmnop';
export const TEST_USER_AGENT = 'NES tests ops@nes-tests.org';

/** The enrich consumer group of a run (what its lag is read from). */
export const enrichGroupId = (prefix: string) => `${prefix}enrich`;

/** A service's environment for a target and ports: the one place it is written. */
export function serviceEnv(
  service: Exclude<ServiceName, 'replay'>,
  t: ServiceTarget,
  ports: { ops: number; api?: number },
): Record<string, string> {
  const store = {
    MONGODB_URI: t.mongoUri,
    MONGODB_DB: t.db,
    METRICS_HOST: '127.0.0.1',
    METRICS_PORT: String(ports.ops),
  };
  if (service === 'query')
    return { ...store, PORT: String(ports.api), HOST: '127.0.0.1', CURSOR_SECRET: TEST_CURSOR_SECRET };
  const kafka = { ...store, KAFKA_BROKERS: t.brokers, ...(t.prefix ? { KAFKA_TOPIC_PREFIX: t.prefix } : {}) };
  if (service === 'enrich') return { ...kafka, ENRICH_GROUP_ID: enrichGroupId(t.prefix) };
  return {
    ...kafka,
    INGEST_RAW_TOPIC: topicNames(t.prefix).rawFilings,
    EDGAR_USER_AGENT: TEST_USER_AGENT,
  };
}

/**
 * Starts a built service (or the replay server over the recorded corpus) on free ports and, unless
 * `wait: false`, waits until it is ready; fails with its output if it exits first.
 */
export async function startService(service: ServiceName, opts: StartServiceOptions = {}): Promise<Service> {
  const port = opts.port ?? (await freePort());
  let env: Record<string, string> = {};
  let args = opts.args ?? [];
  let url = `http://127.0.0.1:${port}`;
  if (service === 'replay') {
    args = ['--dir', edgarCorpusDir(), '--port', String(port), ...args];
  } else {
    if (!opts.target) throw new Error(`startService(${service}) needs a target`);
    const api = service === 'query' ? (opts.apiPort ?? (await freePort())) : undefined;
    env = serviceEnv(service, opts.target, { ops: port, api });
    if (api !== undefined) url = `http://127.0.0.1:${api}/v1`;
  }
  const proc = startNode(
    opts.label ?? service,
    SCRIPTS[service],
    { ...env, ...opts.env },
    {
      root: opts.root,
      nodeArgs: opts.nodeArgs,
      args,
    },
  );
  const opsUrl = `http://127.0.0.1:${port}`;
  const svc: Service = { ...proc, service, opsUrl, url };
  if (opts.wait !== false) {
    try {
      await waitHttp(`${opsUrl}${opts.readyPath ?? READY[service]}`, proc, { timeoutMs: opts.readyTimeoutMs });
    } catch (e) {
      await proc.stop();
      throw e;
    }
  }
  return svc;
}
