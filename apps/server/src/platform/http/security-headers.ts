import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The console's Content-Security-Policy (decision 0009):
 * - scripts only from the console's own origin: no inline script, no eval (zod runs jitless);
 * - styles from its origin and inline: antd's CSS-in-JS writes <style> elements at run time and
 *   the console is a static page, so there is no per-reply nonce to hand it;
 * - images from its origin, data: and blob: (icons, the captcha, previews of downloads);
 * - iframe pages embed the http(s) address a menu names (platform.md §2); nothing may frame the console.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameSrc: ["'self'", 'https:', 'http:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // a console served over plain http on a private network must keep loading its own files
  upgradeInsecureRequests: null,
};

/**
 * Browser security headers on every reply (CSP, frame-ancestors and X-Frame-Options, nosniff,
 * Referrer-Policy …) and `Cache-Control: no-store` on every API reply: they carry tokens,
 * personal data and what a signed-in user may see, which no shared or browser cache may keep.
 */
export async function registerSecurityHeaders(app: FastifyInstance, apiPath: RegExp) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'same-origin' },
    // a deployment may serve the API from a sibling host of the console (API_BASES)
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onSend', async (req, reply) => {
    if (apiPath.test(req.url)) reply.header('cache-control', 'no-store');
  });
}
