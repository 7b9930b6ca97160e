import { CUSTOMER, ERROR_CATALOGUE, type ErrorCode, PUBLIC, SIGNED_IN } from '@diagops/contracts';
import type { RoutePermission } from './route-config';

/**
 * The error replies of the OpenAPI document: one reusable response per class of failure,
 * each listing the catalogue codes of that class (a code's class is its HTTP status in
 * the catalogue, so the lists cannot drift from what the error handler sends).
 */
type ErrorClass = { key: string; name: string; title: string; statuses: (status: number) => boolean };

const CLASSES: ErrorClass[] = [
  { key: '400', name: 'BadRequest', title: 'The request is not acceptable', statuses: (s) => s === 400 },
  { key: '401', name: 'Unauthorized', title: 'Not signed in, or the credentials are no longer valid', statuses: (s) => s === 401 },
  { key: '403', name: 'Forbidden', title: 'Signed in but not allowed', statuses: (s) => s === 403 },
  { key: '404', name: 'NotFound', title: 'The object does not exist (or is not visible to the caller)', statuses: (s) => s === 404 },
  { key: '409', name: 'Conflict', title: 'The current state of the data does not allow it', statuses: (s) => s === 409 },
  { key: '413', name: 'ContentTooLarge', title: 'The body or file is too large', statuses: (s) => s === 413 },
  { key: '429', name: 'TooManyRequests', title: 'Too many requests; try again later', statuses: (s) => s === 429 },
  { key: '5XX', name: 'ServerError', title: 'The server failed; the message never carries internals', statuses: (s) => s >= 500 },
];

const CODES = Object.entries(ERROR_CATALOGUE).map(([code, entry]) => ({ code: Number(code) as ErrorCode, ...entry }));

function codesOf(c: ErrorClass) {
  return CODES.filter((e) => c.statuses(e.status));
}

/** components.schemas and components.responses for the error replies. */
export function errorComponents() {
  const schemas: Record<string, unknown> = {
    FieldError: {
      type: 'object',
      description: 'One refused field: its path in the request (e.g. `body.size`) and why.',
      properties: { field: { type: 'string' }, message: { type: 'string' } },
      required: ['field', 'message'],
    },
  };
  const responses: Record<string, unknown> = {};
  for (const c of CLASSES) {
    const codes = codesOf(c);
    schemas[`${c.name}Reply`] = {
      type: 'object',
      description: `The envelope of a ${c.key} reply: a catalogue code of this class, its message in the caller's language, and data.`,
      properties: {
        code: { type: 'integer', enum: codes.map((e) => e.code) },
        msg: { type: 'string', description: 'zh-CN or en-US, from the Accept-Language / language header' },
        data: {
          description: 'null; for 1001 `{ errors: FieldError[] }`; some codes carry more (15316: the session for the password change)',
          anyOf: [
            { type: 'null' },
            { type: 'object', properties: { errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } } }, additionalProperties: true },
          ],
        },
      },
      required: ['code', 'msg', 'data'],
    };
    const list = codes.map((e) => `- \`${e.code}\` ${e['en-US']} (${e['zh-CN']})`).join('\n');
    responses[c.name] = {
      description: `${c.title}. The code is one of:\n\n${list}`,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${c.name}Reply` } } },
    };
  }
  return { schemas, responses };
}

export type ErrorReplyRoute = { method: string; permission: RoutePermission | undefined; allowExpired?: boolean; errors?: readonly ErrorCode[] };

/**
 * Which classes of failure an operation declares. Every operation can be refused as bad
 * input, missing, conflicting, rate-limited or failed; a request with a body can be too
 * large; a route that is not PUBLIC answers 401 without a valid token and 403 when the
 * caller lacks its permission or must change an expired password first. A route may name
 * further codes it answers (`config.errors`, e.g. the sign-in routes' 15601).
 */
export function errorResponsesFor(route: ErrorReplyRoute): Record<string, { $ref: string }> {
  const keys = new Set(['400', '404', '409', '429', '5XX']);
  if (!['GET', 'HEAD'].includes(route.method.toUpperCase())) keys.add('413');
  if (route.permission !== PUBLIC) {
    keys.add('401');
    // a customer route has no permission to lack: 401 only
    if (!(route.permission === SIGNED_IN && route.allowExpired) && route.permission !== CUSTOMER) keys.add('403');
  }
  for (const code of route.errors ?? []) {
    const status = ERROR_CATALOGUE[code].status;
    const c = CLASSES.find((x) => x.statuses(status));
    if (c) keys.add(c.key);
  }
  const out: Record<string, { $ref: string }> = {};
  for (const c of CLASSES) if (keys.has(c.key)) out[c.key] = { $ref: `#/components/responses/${c.name}` };
  return out;
}
