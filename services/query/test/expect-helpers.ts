import { ERROR_STATUS, assertValid, type ValidatorName } from '@nes/contracts';

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

/**
 * Every error answer: the status, a body of exactly {error, message, request_id} with the code the
 * contract maps to that status, request id = the x-request-id header; the message names what is wrong.
 */
export function expectError(
  res: { status: number; body: Record<string, unknown>; headers: Record<string, unknown> },
  status: number,
  code: string,
  messageIncludes?: string,
): void {
  expectStatus(res, status);
  expectValid('errorBody', res.body);
  expect(res.body.error).toBe(code);
  expect(ERROR_STATUS[code as keyof typeof ERROR_STATUS]).toBe(status);
  expect(res.body.request_id).toBe(res.headers['x-request-id']);
  if (messageIncludes) expect(res.body.message).toContain(messageIncludes);
}
