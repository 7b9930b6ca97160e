import crypto from 'node:crypto';
import type { TAppKey, TAppKeyPageQuery, TAppKeyStateRequest, TCreateAppKeyRequest, TCreatedAppKey, TPage } from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { mutate } from '../../platform/kit/mutation';
import { lockVersion, updateVersioned } from '../../platform/kit/versioned';
import { type AppKeyRow, appKeyPage, enabledKeyByHash, presentAppKey } from './logfiles.repository';
import { appKeys } from './logfiles.tables';

const MODULE = 'appKey';
const KEY_PREFIX = 'lk_';

export const hashKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

export function getAppKeyPage(ctx: AppContext, q: TAppKeyPageQuery): Promise<TPage<TAppKey>> {
  return appKeyPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select()
      .from(appKeys)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map(presentAppKey);
  });
}

/** A new key: 32 random bytes, shown in this reply only; the table keeps its SHA-256 and first characters. */
export async function createAppKey(ctx: AppContext, req: FastifyRequest, body: TCreateAppKeyRequest): Promise<TCreatedAppKey> {
  const key = `${KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'create' }, async (tx) => {
    const now = new Date(ctx.clock.now());
    const [created] = await tx
      .insert(appKeys)
      .values({ name: body.name, prefix: key.slice(0, 10), keyHash: hashKey(key), createdBy: req.auth!.userId, createdAt: now, updatedAt: now })
      .returning();
    return { result: created!, targetId: created!.id, after: presentAppKey(created!) };
  });
  return { appKey: presentAppKey(row), key };
}

/** enable / disable a key; a disabled key uploads nothing (1011). Already so: 1017. */
export async function setAppKeyEnabled(ctx: AppContext, req: FastifyRequest, body: TAppKeyStateRequest, enabled: boolean): Promise<TAppKey> {
  const row = await mutate(ctx.db, req, { module: MODULE, action: enabled ? 'enable' : 'disable' }, async (tx) => {
    const current = await lockVersion(tx, appKeys, body.id, body.version);
    if (current.enabled === enabled) throw new AppError(1017);
    const { before, after } = await updateVersioned(tx, appKeys, body.id, body.version, { enabled });
    return { result: after, targetId: body.id, before: presentAppKey(before), after: presentAppKey(after) };
  });
  return presentAppKey(row);
}

/** The key of an upload: missing → 15602, unknown or disabled → 1011. Marks it used. */
/** How often a key's last use is written. */
const LAST_USED_EVERY_MS = 60_000;

export async function authenticateKey(ctx: AppContext, key: string | undefined): Promise<AppKeyRow> {
  if (!key) throw new AppError(15602);
  if (!key.startsWith(KEY_PREFIX) || key.length > 100) throw new AppError(1011);
  const row = await enabledKeyByHash(ctx.db, hashKey(key));
  if (!row) throw new AppError(1011);
  const now = new Date(ctx.clock.now());
  // at most once a minute: every terminal of the app calls with this key, and each write would wait on the same row
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS)
    await ctx.db.update(appKeys).set({ lastUsedAt: now }).where(eq(appKeys.id, row.id));
  return row;
}
