import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * A terminal's own secret (decision 0026): 32 random bytes, base64url, shown once; the row keeps
 * `scrypt$<salt b64url>$<hash b64url>` with a 16-byte random salt per row and a 32-byte output.
 */
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Longer than any secret this server makes; a longer header is refused without hashing it. */
const MAX_SECRET_LENGTH = 128;

function scryptAsync(secret: string, salt: Buffer, options: ScryptOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(secret, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))));
}

export function newTerminalSecret(): string {
  return randomBytes(32).toString('base64url');
}

export async function hashTerminalSecret(secret: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await scryptAsync(secret, salt);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** Whether `secret` is the one `stored` was made from; a malformed stored value never matches. */
export async function verifyTerminalSecret(stored: string, secret: string | undefined): Promise<boolean> {
  const [scheme, salt64, hash64, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt64 || !hash64 || rest.length > 0) return false;
  if (!secret || secret.length > MAX_SECRET_LENGTH) return false;
  const expected = Buffer.from(hash64, 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await scryptAsync(secret, Buffer.from(salt64, 'base64url'));
  return timingSafeEqual(actual, expected);
}
