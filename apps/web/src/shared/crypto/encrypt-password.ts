import { svcPath } from '../config/app-config';
import { request } from '../http/client';

let keyPromise: Promise<CryptoKey> | null = null;

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

/** The server's public key (GET /{svc}-auth/publicKey), fetched once per page. */
function publicKey(): Promise<CryptoKey> {
  keyPromise ??= request<{ publicKey: string }>({ url: svcPath('auth', '/publicKey'), method: 'get', noToken: true })
    .then((r) => importPublicKey(r.data.publicKey))
    .catch((e) => {
      keyPromise = null;
      throw e;
    });
  return keyPromise;
}

/** Encrypts a password for sending (platform.md §5): base64 of RSA-OAEP(SHA-256). */
export async function encryptPassword(plain: string, key?: CryptoKey): Promise<string> {
  const k = key ?? (await publicKey());
  return toBase64(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, k, new TextEncoder().encode(plain)));
}
