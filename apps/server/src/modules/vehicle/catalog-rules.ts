import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/errors';

/** Rules the catalog's declarations share: a text in at least one language, years and dates in order. */
type Values = Record<string, unknown>;
const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
/** a value after the change: the body's when sent, the stored one otherwise */
export const after = (values: Values, before: Values | null, key: string): unknown => (key in values ? values[key] : before?.[key]);

/** 102074 unless one of the texts (Chinese or English) is filled in after the change. */
export function needOneLanguage(values: Values, before: Values | null, keys: readonly [string, string]): void {
  if (!keys.some((k) => filled(after(values, before, k)))) throw new AppError(102074);
}

/** 1001 on `toKey` when the last is before the first (years or ISO dates). */
export function inOrder(values: Values, before: Values | null, fromKey: string, toKey: string, message: string): void {
  const from = after(values, before, fromKey);
  const to = after(values, before, toKey);
  if (from != null && to != null && String(to).padStart(10, '0') < String(from).padStart(10, '0'))
    throw new AppError(1001, { errors: [{ field: toKey, message }] });
}

/** The signed-in staff member (uploads are theirs until attached). */
export const callerId = (req: FastifyRequest): number => req.auth?.userId ?? 0;
