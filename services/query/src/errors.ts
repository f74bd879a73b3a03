import { ERROR_STATUS, type ErrorCode } from '@nes/contracts';

/** The one error type routes and middleware throw; the error handler turns it into the body. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string) => new ApiError('bad_request', message);
export const notFound = (message: string) => new ApiError('not_found', message);
