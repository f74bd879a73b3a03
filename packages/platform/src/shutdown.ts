import type { Logger } from './logger';

export interface ShutdownStep {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * Ordered shutdown with a hard deadline (Outline ShutdownHelper): on SIGTERM/SIGINT run each step
 * in order (stop intake, finish in-flight work, commit, close), then exit 0; past the deadline exit 1.
 */
export function installShutdown(
  logger: Logger,
  steps: ShutdownStep[],
  opts: { timeoutMs: number; exit?: (code: number) => void },
) {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let running: Promise<void> | undefined;
  const shutdown = (signal: string): Promise<void> => {
    if (running) return running;
    logger.info('shutting down', { signal });
    const deadline = setTimeout(() => {
      logger.error('shutdown deadline passed; exiting', { timeoutMs: opts.timeoutMs });
      exit(1);
    }, opts.timeoutMs);
    deadline.unref();
    running = (async () => {
      let code = 0;
      for (const step of steps) {
        try {
          await step.run();
          logger.debug('shutdown step done', { step: step.name });
        } catch (e) {
          code = 1;
          logger.error('shutdown step failed', { step: step.name, err: e });
        }
      }
      clearTimeout(deadline);
      logger.info('shutdown complete');
      exit(code);
    })();
    return running;
  };
  const onTerm = () => void shutdown('SIGTERM');
  const onInt = () => void shutdown('SIGINT');
  process.once('SIGTERM', onTerm);
  process.once('SIGINT', onInt);
  return {
    shutdown,
    dispose() {
      process.off('SIGTERM', onTerm);
      process.off('SIGINT', onInt);
    },
  };
}

/** Last-resort handlers: log, then exit non-zero so the orchestrator restarts us. */
export function installCrashHandlers(logger: Logger) {
  process.on('unhandledRejection', (reason) => {
    logger.error('unhandled promise rejection', { err: reason });
  });
  process.on('uncaughtException', (err) => {
    logger.error('uncaught exception; exiting', { err });
    setTimeout(() => process.exit(1), 100).unref();
  });
}
