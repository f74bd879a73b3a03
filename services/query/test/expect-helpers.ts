import { assertValid, type ValidatorName } from '@nes/contracts';

/** Status assertion whose failure prints the response body (jest's expect takes no message). */
export function expectStatus(
  res: { status: number; body: unknown; headers?: Record<string, unknown> },
  status: number,
): void {
  if (res.status !== status) throw new Error(`expected HTTP ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
}

/** Contract assertion whose failure names the violated rules. */
export function expectValid(name: ValidatorName, data: unknown): void {
  assertValid(name, data);
}
