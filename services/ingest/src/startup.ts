/**
 * A dependency that cannot be reached at start must end the process with a message naming it
 * (the orchestrator restarts it, the operator reads why), not leave it hanging: the Kafka
 * client's own retries (admin and producer connect, each retried) add up to many minutes.
 */
export class StartupTimeout extends Error {
  override name = 'StartupTimeout';
}

/** `work`, or a StartupTimeout saying `what` was not reachable within `ms`. */
export async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StartupTimeout(`${what} not reachable within ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
