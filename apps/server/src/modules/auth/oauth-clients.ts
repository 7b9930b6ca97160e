import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { sha256 } from '../../platform/security/tokens';
import { oauthClients } from './auth.tables';

/** Registers (or re-keys) the configured console client; called by the seed on every start. */
export async function ensureConsoleClient(ctx: AppContext) {
  const secretHash = sha256(ctx.config.OAUTH_CLIENT_SECRET);
  await ctx.db
    .insert(oauthClients)
    .values({ clientId: ctx.config.OAUTH_CLIENT_ID, secretHash })
    .onConflictDoUpdate({ target: oauthClients.clientId, set: { secretHash } });
}

function parseBasic(req: FastifyRequest): { id: string; secret: string } | null {
  const h = req.headers.authorization;
  if (!h?.toLowerCase().startsWith('basic ')) return null;
  const decoded = Buffer.from(h.slice(6).trim(), 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  if (i < 0) return null;
  return { id: decoded.slice(0, i), secret: decoded.slice(i + 1) };
}

/** Basic client authentication of a registered client (1011 otherwise). Returns its id. */
export async function authenticateClient(ctx: AppContext, req: FastifyRequest, required: boolean): Promise<string> {
  const basic = parseBasic(req);
  if (!basic) {
    if (required) throw new AppError(1011);
    return ctx.config.OAUTH_CLIENT_ID;
  }
  const [client] = await ctx.db.select().from(oauthClients).where(eq(oauthClients.clientId, basic.id));
  const given = Buffer.from(sha256(basic.secret));
  if (!client || !crypto.timingSafeEqual(Buffer.from(client.secretHash), given)) throw new AppError(1011);
  return client.clientId;
}
