import { ERROR_CATALOGUE, type ErrorCode, type TFieldError } from '@diagops/contracts';

/** A failure the client should see: a catalogue code, optional field errors or data. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly data: { errors?: TFieldError[] } | Record<string, unknown> | null = null,
  ) {
    super(`AppError ${code}`);
  }
  get status(): number {
    return ERROR_CATALOGUE[this.code].status;
  }
}

export function fail(code: ErrorCode, data?: AppError['data']): never {
  throw new AppError(code, data ?? null);
}

/** Throws 1002 when a looked-up row is missing. */
export function found<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw new AppError(1002);
  return row;
}
