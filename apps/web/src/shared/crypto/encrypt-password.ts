import { svcPath } from '../config/app-config';
import { request } from '../http/client';

/** A key ready to encrypt with: WebCrypto's, or the plain-JS fallback's. */
type PublicKey = { kind: 'webcrypto'; key: CryptoKey } | { kind: 'fallback'; spki: Uint8Array<ArrayBuffer> };

let keyPromise: Promise<PublicKey> | null = null;

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const b64 = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function toBase64(buf: ArrayBuffer): string {
  let s = '';
  for (const b of new Uint8Array(buf)) s += String.fromCharCode(b);
  return btoa(s);
}

/** Imports a published SPKI PEM key for RSA-OAEP with SHA-256. */
export function importPublicKey(pem: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', pemToDer(pem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

/** WebCrypto exists only in secure contexts (HTTPS, localhost). */
const hasWebCrypto = () => typeof crypto !== 'undefined' && typeof crypto.subtle?.importKey === 'function';

async function prepare(pem: string): Promise<PublicKey> {
  if (hasWebCrypto()) return { kind: 'webcrypto', key: await importPublicKey(pem) };
  return { kind: 'fallback', spki: pemToDer(pem) };
}

/** The server's public key (GET /{svc}-auth/publicKey), fetched once per page. */
function publicKey(): Promise<PublicKey> {
  keyPromise ??= request<{ publicKey: string }>({ url: svcPath('auth', '/publicKey'), method: 'get', noToken: true })
    .then((r) => prepare(r.data.publicKey))
    .catch((e) => {
      keyPromise = null;
      throw e;
    });
  return keyPromise;
}

/**
 * Encrypts a password for sending (platform.md §5): base64 of RSA-OAEP(SHA-256) with the
 * published key. Over plain HTTP on a non-local address, where browsers withhold WebCrypto,
 * a plain-JS implementation of the same scheme is loaded instead.
 */
export async function encryptPassword(plain: string, key?: CryptoKey): Promise<string> {
  const k: PublicKey = key ? { kind: 'webcrypto', key } : await publicKey();
  const data = new TextEncoder().encode(plain);
  if (k.kind === 'webcrypto') return toBase64(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, k.key, data));
  const { oaepEncrypt, parseSpki } = await import('./rsa-oaep-fallback');
  return toBase64(oaepEncrypt(parseSpki(k.spki), data).buffer as ArrayBuffer);
}

/** Forgets the fetched key (the server's key changed: code 1009), so the next call fetches it again. */
export function forgetPublicKey(): void {
  keyPromise = null;
}
