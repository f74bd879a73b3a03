import {
  connectMongo,
  createLogger,
  createRegistry,
  installCrashHandlers,
  installShutdown,
  pingMongo,
  startOpsServer,
} from '@nes/platform';
import type { Server } from 'node:http';
import { createApp, ensureQueryIndexes } from './app';
import { answerClientError } from './client-error';
import { loadQueryConfig } from './config';
import { createQueryMetrics } from './metrics';

/** Composition root: config → logger → MongoDB → indexes → API + ops servers → shutdown. */
async function main(): Promise<void> {
  const cfg = loadQueryConfig();
  const logger = createLogger({ service: 'query', level: cfg.LOG_LEVEL });
  installCrashHandlers(logger);
  const mongo = await connectMongo({
    uri: cfg.MONGODB_URI,
    dbName: cfg.MONGODB_DB,
    logger,
    maxPoolSize: cfg.MONGODB_MAX_POOL_SIZE,
  });
  // The window's looks get connections of their own: behind a busy request pool they would lag.
  const windowMongo = cfg.WINDOW_EVENTS
    ? await connectMongo({ uri: cfg.MONGODB_URI, dbName: cfg.MONGODB_DB, logger, maxPoolSize: 2 })
    : undefined;
  const registry = createRegistry('query');
  const metrics = createQueryMetrics(registry);
  const { app, repos } = createApp({
    db: mongo.db,
    cursorSecret: cfg.CURSOR_SECRET,
    logger,
    registry,
    metrics,
    keyCacheTtlMs: cfg.KEY_CACHE_TTL_MS,
    queryMaxTimeMs: cfg.QUERY_MAX_TIME_MS,
    requestDeadlineMs: cfg.QUERY_REQUEST_DEADLINE_MS,
    windowDb: windowMongo?.db,
    newestWindow: cfg.WINDOW_EVENTS
      ? {
          capacity: cfg.WINDOW_EVENTS,
          intervalMs: cfg.WINDOW_INTERVAL_MS,
          maxLagMs: cfg.WINDOW_MAX_LAG_MS,
          slackMs: cfg.WINDOW_SLACK_MS,
        }
      : undefined,
    filterHeads: cfg.WINDOW_HEADS ? { maxHeads: cfg.WINDOW_HEADS, maxRows: cfg.WINDOW_HEAD_ROWS } : undefined,
    firstPageBodies: cfg.WINDOW_BODY_BYTES ? { maxBytes: cfg.WINDOW_BODY_BYTES } : undefined,
  });
  await ensureQueryIndexes(repos);
  const window = repos.window;
  await window?.start(); // built from the store: the instance keeps no state of its own

  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(cfg.PORT, cfg.HOST, (err?: Error) => (err ? reject(err) : resolve(s)));
  });
  server.keepAliveTimeout = 65_000; // longer than common load-balancer idle timeouts
  server.on('clientError', answerClientError); // unparseable requests get the spec's error body too
  const ops = await startOpsServer({
    port: cfg.METRICS_PORT,
    host: cfg.METRICS_HOST,
    registry,
    logger,
    readiness: {
      mongodb: () => pingMongo(mongo.db),
      ...(window
        ? {
            // Behind: still correct (first pages then read the store), but this instance is unwell.
            newest_window: async () => {
              const lag = window.lagMs();
              if (lag > cfg.WINDOW_UNREADY_LAG_MS)
                throw new Error(`newest-events window ${Math.round(lag)} ms behind the store`);
            },
          }
        : {}),
    },
  });
  logger.info('query listening', { port: cfg.PORT, metrics_port: ops.port });

  installShutdown(
    logger,
    [
      // Stop accepting; let in-flight requests finish; idle keep-alive sockets are closed now.
      {
        name: 'drain http',
        run: () =>
          new Promise<void>((resolve, reject) => {
            server.close((err) => (err ? reject(err) : resolve()));
            server.closeIdleConnections();
          }),
      },
      { name: 'close ops server', run: () => ops.close() },
      { name: 'stop newest-events window', run: async () => window?.stop() },
      { name: 'close mongodb', run: () => mongo.close() },
      { name: 'close window mongodb', run: async () => windowMongo?.close() },
    ],
    { timeoutMs: cfg.SHUTDOWN_TIMEOUT_MS },
  );
}

main().catch((err) => {
  createLogger({ service: 'query' }).error('query failed to start', { err });
  process.exit(1);
});
