import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The console's built files (apps/web/dist). The build writes brotli and gzip copies beside
 * each script and stylesheet (apps/web/build/precompress.ts); a browser that accepts them gets
 * those, with `Vary: accept-encoding`, and nothing is compressed per request.
 */
export async function registerConsoleFiles(app: FastifyInstance, dist: string): Promise<void> {
  await app.register(fastifyStatic, { root: dist, wildcard: false, index: ['index.html'], preCompressed: true });
}
