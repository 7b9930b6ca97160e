import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/errors';
import type { CustomerCaller } from '../../platform/http/route-config';

export type { CustomerCaller };

/** The signed-in customer of a CUSTOMER route (set by the auth guard; 1003 otherwise). */
export function customerOf(req: FastifyRequest): CustomerCaller {
  if (!req.customer) throw new AppError(1003);
  return req.customer;
}
