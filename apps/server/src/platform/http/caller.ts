import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The signed-in caller of a route that is not PUBLIC (set by the auth guard). */
export function caller(req: FastifyRequest) {
  if (!req.auth) throw new AppError(1003);
  return req.auth;
}
