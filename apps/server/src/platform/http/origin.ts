import { DEVICE_ID_HEADER } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';

/** The device identifier the client sends (X-Device-Id); 'unknown' when absent. */
export function deviceIdOf(req: FastifyRequest): string {
  const v = req.headers[DEVICE_ID_HEADER];
  const id = (Array.isArray(v) ? v[0] : v)?.trim();
  return id ? id.slice(0, 128) : 'unknown';
}

export function userAgentOf(req: FastifyRequest): string | null {
  return req.headers['user-agent']?.slice(0, 512) ?? null;
}
