/**
 * What an error may put in a log: its kind, its message, where it was thrown, the database's
 * error code and the constraint. Never a query's parameters (password hashes, tokens, codes,
 * e-mail addresses) nor the database's `detail` line, which repeats the offending values.
 */
export type SafeError = { type: string; message: string; stack?: string; code?: string; constraint?: string; table?: string; cause?: SafeError };

const SECRET_TAIL = /\nparams: [\s\S]*$/;

export function safeError(err: unknown, depth = 0): SafeError | unknown {
  if (!(err instanceof Error)) return typeof err === 'string' ? err.replace(SECRET_TAIL, '') : err;
  const e = err as Error & { code?: unknown; constraint?: unknown; table?: unknown; query?: unknown };
  const message = e.message.replace(SECRET_TAIL, '');
  const frames = e.stack?.split('\n').filter((l) => l.startsWith('    at ')) ?? [];
  const out: SafeError = { type: e.constructor?.name ?? 'Error', message, stack: [`${e.name}: ${message}`, ...frames].join('\n') };
  if (typeof e.code === 'string') out.code = e.code;
  if (typeof e.constraint === 'string') out.constraint = e.constraint;
  if (typeof e.table === 'string') out.table = e.table;
  if (e.cause && depth < 3) out.cause = safeError(e.cause, depth + 1) as SafeError;
  return out;
}
