/** A rejected call: the body's code and message (or the transport's), and whether the user was already told. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
    readonly status: number | undefined,
    readonly data: unknown = null,
    /** true when the client already showed a message for it */
    readonly shown = false,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const isHttpError = (e: unknown): e is HttpError => e instanceof HttpError;

/** The reply envelope of every call. */
export type Reply<T> = { code: number; msg: string; data: T };
