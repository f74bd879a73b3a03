/**
 * Errors outside HTTP carry a `retry` flag (unkey BaseError, kafkajs `retriable`): a consumer
 * decides retry-in-place vs dead-letter by reading this one field.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly retry: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

const TRANSIENT_ERROR_NAMES =
  /^(MongoNetworkError|MongoNetworkTimeoutError|MongoServerSelectionError|MongoNotConnectedError|MongoPoolClearedError|MongoTopologyClosedError|KafkaJSConnectionError|KafkaJSRequestTimeoutError|KafkaJSConnectionClosedError|KafkaJSBrokerNotFound)$/;
const TRANSIENT_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN']);

/** True for errors worth retrying in place: network, timeouts, server selection, Kafka `retriable`. */
export function isRetriable(err: unknown): boolean {
  if (err instanceof AppError) return err.retry;
  if (!(err instanceof Error)) return false;
  const e = err as Error & { retriable?: boolean; code?: unknown; errorLabels?: Set<string> | string[] };
  if (e.retriable === true) return true;
  if (TRANSIENT_ERROR_NAMES.test(e.name)) return true;
  const labels = e.errorLabels ? [...e.errorLabels] : [];
  if (labels.includes('RetryableWriteError') || labels.includes('TransientTransactionError')) return true;
  return typeof e.code === 'string' && TRANSIENT_CODES.has(e.code);
}
