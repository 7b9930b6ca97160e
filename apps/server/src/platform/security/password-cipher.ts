import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { systemKeys } from './security.tables';

const KEY_NAME = 'password-rsa-private';

/**
 * Passwords travel RSA-OAEP (SHA-256) encrypted with the server's public key, base64.
 * The key pair lives in the database so that every instance shares it.
 */
export class PasswordCipher {
  private constructor(
    private privateKey: crypto.KeyObject,
    readonly publicKeyPem: string,
  ) {}

  static async load(db: Db): Promise<PasswordCipher> {
    const [row] = await db.select().from(systemKeys).where(eq(systemKeys.name, KEY_NAME));
    let pem = row?.value;
    if (!pem) {
      const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
      const created = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      await db.insert(systemKeys).values({ name: KEY_NAME, value: created }).onConflictDoNothing();
      // another instance may have won the race: read back whatever is stored
      const [stored] = await db.select().from(systemKeys).where(eq(systemKeys.name, KEY_NAME));
      pem = stored!.value;
    }
    const privateKey = crypto.createPrivateKey(pem);
    const publicKeyPem = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
    return new PasswordCipher(privateKey, publicKeyPem);
  }

  decrypt(base64: string): string {
    try {
      const buf = crypto.privateDecrypt(
        { key: this.privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(base64, 'base64'),
      );
      return buf.toString('utf8');
    } catch {
      throw new AppError(1009);
    }
  }

  /** What a client does: used by tests, the bench and the CLI examples. */
  static encryptWith(publicKeyPem: string, plain: string): string {
    return crypto
      .publicEncrypt({ key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain, 'utf8'))
      .toString('base64');
  }
}
