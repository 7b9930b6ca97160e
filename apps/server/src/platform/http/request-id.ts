import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a client-chosen request id may be: it is echoed in a header and stored in a 64-character column. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's id: the caller's `X-Request-Id` when it is a short token of safe characters
 * (a proxy's trace id), otherwise a new UUID, so a hostile id never reaches a log row.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}
