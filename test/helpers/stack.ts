// The dev-only harness, not @nes/tools: package tests import these too, and packages never import a tool.
export { uniqueName, waitFor } from '@nes/bench-kit';

export function kafkaBrokers(): string[] {
  const v = process.env.KAFKA_BROKERS;
  if (!v) throw new Error('KAFKA_BROKERS is not set (integration tests run through test/global-setup.js)');
  return v.split(',');
}

export function mongoUri(): string {
  const v = process.env.MONGODB_URI;
  if (!v) throw new Error('MONGODB_URI is not set (integration tests run through test/global-setup.js)');
  return v;
}
