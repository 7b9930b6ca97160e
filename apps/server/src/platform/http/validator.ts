import { INVALID_TEXT_MESSAGE, isStorableText } from '@diagops/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';

/** One failed check of a request part, as Fastify carries it on `error.validation`. */
export type ValidationIssue = { keyword: string; instancePath: string; message: string; params: z.core.$ZodIssue };

const MAX_DEPTH = 32;

/** Paths of the strings (values and keys) that hold a NUL or a lone surrogate. */
export function invalidTextPaths(value: unknown, path: PropertyKey[] = [], out: PropertyKey[][] = []): PropertyKey[][] {
  if (out.length >= 10 || path.length > MAX_DEPTH) return out;
  if (typeof value === 'string') {
    if (!isStorableText(value)) out.push(path);
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) invalidTextPaths(v, [...path, i], out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (!isStorableText(k)) out.push([...path, k]);
      else invalidTextPaths(v, [...path, k], out);
    }
  }
  return out;
}

function toIssue(issue: z.core.$ZodIssue): ValidationIssue {
  return { keyword: issue.code, instancePath: `/${issue.path.map(String).join('/')}`, message: issue.message, params: issue };
}

/**
 * The zod validator of every route, preceded by one rule for all text: a NUL byte or a lone
 * surrogate anywhere in the body, query or parameters is refused (1001) before the schema
 * runs, so such text never reaches a query, whichever schema a field has.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const bad = invalidTextPaths(data);
    if (bad.length > 0) {
      return { error: bad.map((path) => toIssue({ code: 'custom', path, message: INVALID_TEXT_MESSAGE, input: undefined } as z.core.$ZodIssue)) as never };
    }
    // the input rides on each issue so that its message can say "required"; it is never sent back
    const result = z.safeParse(schema, data, { reportInput: true });
    if (result.error) return { error: result.error.issues.map(toIssue) as never };
    return { value: result.data };
  };
