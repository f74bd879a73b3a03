import { createLogger, createRegistry, type Db, type Logger, type Registry } from '@nes/platform';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { createCursorCodec } from './cursor';
import { ApiError } from './errors';
import { createQueryMetrics, type QueryMetrics } from './metrics';
import { authenticate, requireScope } from './middleware/auth';
import { errorHandler, notFoundRoute } from './middleware/errors';
import { rateLimit } from './middleware/rate-limit';
import { requestId } from './middleware/request-id';
import { storeDeadline } from './middleware/store-deadline';
import { buildOpenApiDocument } from './openapi';
import { ApiKeysRepository } from './repositories/api-keys';
import { CompaniesRepository } from './repositories/companies';
import { EventsRepository } from './repositories/events';
import { FilterHeads, type FilterHeadsOptions } from './repositories/filter-heads';
import { NewestWindow, type NewestWindowOptions } from './repositories/newest-window';
import { RateLimitsRepository } from './repositories/rate-limits';
import type { PageSource } from './routes/event-list-page';
import { companiesRouter } from './routes/v1/companies';
import { freshnessRouter } from './routes/v1/freshness';
import { eventsRouter } from './routes/v1/events';
import { FirstPageBodies, type FirstPageBodiesOptions } from './routes/first-page-bodies';

export interface AppDeps {
  db: Db;
  cursorSecret: string;
  logger?: Logger;
  registry?: Registry;
  metrics?: QueryMetrics;
  /** Per-instance key cache; 0 (the default here) = every request reads the key. */
  keyCacheTtlMs?: number;
  /** Server-side time cap of each events/companies read, ms; 0 or unset = none. */
  queryMaxTimeMs?: number;
  /** Every request answered within this (503 + Retry-After past it), ms; 0 = none. Default 1500. */
  requestDeadlineMs?: number;
  /** The newest-events window (started by the caller: window.start()); unset = every page reads the store. */
  newestWindow?: Omit<NewestWindowOptions, 'logger' | 'maxTimeMs'>;
  /** The database handle the window looks through (its own small pool, so its looks never queue behind requests); default db. */
  windowDb?: Db;
  /** First pages of polled filters kept current beside the window (needs newestWindow; maxLagMs is the window's). */
  filterHeads?: Omit<FilterHeadsOptions, 'maxLagMs'>;
  /** Serialized first pages from memory reused while unchanged (needs newestWindow); unset = none. */
  firstPageBodies?: Omit<FirstPageBodiesOptions, 'onBody'>;
}

export interface QueryApp {
  app: Express;
  repos: {
    events: EventsRepository;
    companies: CompaniesRepository;
    apiKeys: ApiKeysRepository;
    rateLimits: RateLimitsRepository;
    window?: NewestWindow;
    heads?: FilterHeads;
  };
  metrics: QueryMetrics;
  registry: Registry;
}

/**
 * The API as an express app, without listening (tests mount it with supertest, main.ts on a port).
 * Order per request: request id → latency metric → method check (405) → auth (401) → rate limit
 * (429) → scope (403) → route (400/404) → presenter; any throw → the one error handler.
 */
export function createApp(deps: AppDeps): QueryApp {
  const logger = deps.logger ?? createLogger({ service: 'query', silent: true });
  const registry = deps.registry ?? createRegistry('query');
  const metrics = deps.metrics ?? createQueryMetrics(registry);
  const repos = {
    events: new EventsRepository(deps.db, { maxTimeMs: deps.queryMaxTimeMs }),
    companies: new CompaniesRepository(deps.db, { maxTimeMs: deps.queryMaxTimeMs }),
    apiKeys: new ApiKeysRepository(deps.db, { ttlMs: deps.keyCacheTtlMs ?? 0 }),
    rateLimits: new RateLimitsRepository(deps.db),
    window: deps.newestWindow
      ? new NewestWindow(deps.windowDb ?? deps.db, {
          ...deps.newestWindow,
          logger,
          maxTimeMs: deps.queryMaxTimeMs || undefined,
        })
      : undefined,
  };
  const win = repos.window;
  const heads =
    win && deps.filterHeads
      ? new FilterHeads(win, (f, n) => repos.events.page(f, n), {
          ...deps.filterHeads,
          maxLagMs: deps.newestWindow!.maxLagMs,
        })
      : undefined;
  if (win) {
    metrics.window.lagMs = () => win.lagMs();
    metrics.window.size = () => win.size;
  }
  if (heads) {
    metrics.window.heads = () => heads.size;
    metrics.window.headDocs = () => heads.documents;
  }
  const bodies =
    win && deps.firstPageBodies
      ? new FirstPageBodies({
          ...deps.firstPageBodies,
          onBody: (reused) => metrics.firstPageBodies.inc({ result: reused ? 'reused' : 'built' }),
        })
      : undefined;
  if (bodies) metrics.window.bodyBytes = () => bodies.bytes;
  const cursors = createCursorCodec(deps.cursorSecret);
  const openapi = buildOpenApiDocument();

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', false); // params.ts reads the raw query string itself
  app.set('json spaces', 0);
  // Paths are case-sensitive (RFC 3986): /V1/Events is no alias, and metrics label only real routes.
  app.set('case sensitive routing', true);

  app.use(requestId);
  app.use(storeDeadline(deps.requestDeadlineMs ?? 1500));
  app.use((req: Request, res: Response, next: NextFunction) => {
    const end = metrics.requestDuration.startTimer();
    res.on('finish', () => {
      const route = routeLabel(req.originalUrl);
      end({ method: req.method, route, status: String(res.statusCode) });
      if (res.statusCode >= 500)
        logger.warn('request answered 5xx', { request_id: res.locals.requestId, status: res.statusCode });
      else if (logger.isDebugEnabled())
        logger.debug('request', {
          request_id: res.locals.requestId,
          method: req.method,
          route,
          status: res.statusCode,
        });
    });
    next();
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.setHeader('Allow', 'GET, HEAD');
    next(
      new ApiError(
        'method_not_allowed',
        `Method ${req.method.slice(0, 16)} is not allowed; the API is read-only (GET).`,
      ),
    );
  });
  app.use(authenticate(repos.apiKeys, metrics));
  app.use(rateLimit(repos.rateLimits, metrics));

  const v1 = express.Router({ caseSensitive: true });
  // One read path for event lists: /v1/events and a company's recent events (its ticker's list).
  const lists = {
    events: repos.events,
    window: repos.window,
    heads,
    onPage: (source: PageSource) => metrics.listPages.inc({ source }),
  };
  v1.use('/events', requireScope('events', metrics), eventsRouter({ ...lists, cursors, bodies }));
  v1.use(
    '/companies',
    requireScope('companies', metrics),
    companiesRouter({ companies: repos.companies, lists, cursors }),
  );
  v1.use('/freshness', requireScope('events', metrics), freshnessRouter({ db: deps.db }));
  v1.get('/openapi.json', (_req, res) => void res.json(openapi));
  app.use('/v1', v1);

  app.use(notFoundRoute);
  app.use(errorHandler(logger));
  return { app, repos: { ...repos, heads }, metrics, registry };
}

/** Indexes the query service reads with; applied at start-up (idempotent). */
export async function ensureQueryIndexes(repos: QueryApp['repos']): Promise<void> {
  await Promise.all([
    repos.events.ensureIndexes(),
    repos.companies.ensureIndexes(),
    repos.apiKeys.ensureIndexes(),
    repos.rateLimits.ensureIndexes(),
  ]);
}

/** Route pattern for metric labels (bounded cardinality: never the raw id or ticker). */
function routeLabel(url: string): string {
  const path = url.split('?')[0]!;
  if (/^\/v1\/events\/?$/.test(path)) return '/v1/events';
  if (/^\/v1\/events\/[^/]+$/.test(path)) return '/v1/events/{id}';
  if (/^\/v1\/companies\/?$/.test(path)) return '/v1/companies';
  if (/^\/v1\/companies\/[^/]+$/.test(path)) return '/v1/companies/{ticker}';
  if (path === '/v1/openapi.json') return '/v1/openapi.json';
  if (/^\/v1\/freshness\/?$/.test(path)) return '/v1/freshness';
  return 'unmatched';
}
