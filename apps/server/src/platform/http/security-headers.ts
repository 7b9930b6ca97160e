import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  referrerPolicy: { policy: 'same-origin' },
  // a deployment may serve the API from a sibling host of the console (API_BASES)
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * helmet's headers for these options. They do not depend on the request, so they are worked
 * out once here: @fastify/helmet built helmet's middleware again on every request, which cost
 * more CPU than a list call's HTTP path has to spare (issue 17).
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    // X-Powered-By, which Fastify never sets
    removeHeader: () => {},
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish at once: its headers would depend on the request');
  return headers;
}

/**
 * Browser security headers on every reply (CSP, frame-ancestors and X-Frame-Options, nosniff,
 * Referrer-Policy …), the request id, and `Cache-Control: no-store` on every API reply: they
 * carry tokens, personal data and what a signed-in user may see, which no shared or browser
 * cache may keep. Plain callback hooks: they run on every request.
 */
export function registerReplyHeaders(app: FastifyInstance, apiPath: RegExp) {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    if (apiPath.test(req.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
