import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { systemKeys } from '../../platform/security/security.tables';

const KEY_NAME = 'account-secret-aes-256-gcm';
const VERSION = 'v1';

const keys = new WeakMap<Db, Promise<Buffer>>();

/** The AES-256 key, kept in system_keys like the RSA key so that every instance shares it. */
function keyOf(db: Db): Promise<Buffer> {
  let k = keys.get(db);
  if (!k) {
    k = (async () => {
      const [row] = await db.select().from(systemKeys).where(eq(systemKeys.name, KEY_NAME));
      if (row) return Buffer.from(row.value, 'base64');
      await db
        .insert(systemKeys)
        .values({ name: KEY_NAME, value: crypto.randomBytes(32).toString('base64') })
        .onConflictDoNothing();
      // another instance may have won the race: use whatever is stored
      const [stored] = await db.select().from(systemKeys).where(eq(systemKeys.name, KEY_NAME));
      return Buffer.from(stored!.value, 'base64');
    })();
    k.catch(() => keys.delete(db));
    keys.set(db, k);
  }
  return k;
}

/**
 * Encrypts a small secret (a TOTP key) with AES-256-GCM. `context` is bound in as
 * associated data (e.g. "totp:42"), so a sealed value copied to another row does not open.
 */
export async function seal(ctx: AppContext, plain: string, context: string): Promise<string> {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', await keyOf(ctx.db), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** Opens a sealed value; null when it was tampered with or sealed for another context. */
export async function open(ctx: AppContext, sealed: string, context: string): Promise<string | null> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', await keyOf(ctx.db), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
