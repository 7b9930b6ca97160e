import type { FastifyRequest } from 'fastify';

/** The bearer token of a request, or null. */
export function bearerTokenOf(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h?.toLowerCase().startsWith('bearer ')) return null;
  const t = h.slice(7).trim();
  return t.length > 0 ? t : null;
}
