import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { CustomerCaller } from '../../platform/http/route-config';

/**
 * A check an area above installs on every CUSTOMER call, after the token is resolved and before
 * the route runs (the legal area's "acceptance required"). It throws to refuse; not installed, it
 * is not called.
 */
export type CustomerGate = (ctx: AppContext, req: FastifyRequest, customer: CustomerCaller) => Promise<void>;
let gate: CustomerGate | null = null;

export function installCustomerGate(g: CustomerGate) {
  gate = g;
}

export async function passCustomerGate(ctx: AppContext, req: FastifyRequest | undefined, customer: CustomerCaller): Promise<void> {
  if (gate && req) await gate(ctx, req, customer);
}
