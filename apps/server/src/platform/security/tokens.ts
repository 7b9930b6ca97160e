import crypto from 'node:crypto';

/** An opaque random token (256 bits, base64url). */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return crypto.hash('sha256', value, 'hex');
}
