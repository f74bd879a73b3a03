import { randomBytes } from 'node:crypto';

/** Unique per test run, so parallel test files never share topics, groups or databases. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}
