import { sha256 } from './sha256';

/**
 * RSA-OAEP with SHA-256 (RFC 8017 §7.1.1, empty label) in plain JavaScript, for pages
 * served over plain HTTP on a non-local address, where browsers withhold WebCrypto's
 * `crypto.subtle`. Only encryption with a public key; randomness from getRandomValues.
 */
export type RsaPublicKey = { n: bigint; e: bigint; k: number };

/** Reads one DER element: [tag, content start, content end]. */
function der(buf: Uint8Array, at: number): [number, number, number] {
  const tag = buf[at]!;
  let len = buf[at + 1]!;
  let start = at + 2;
  if (len & 0x80) {
    const bytes = len & 0x7f;
    len = 0;
    for (let i = 0; i < bytes; i++) len = len * 256 + buf[start + i]!;
    start += bytes;
  }
  return [tag, start, start + len];
}

const toBig = (b: Uint8Array) => b.reduce((n, x) => (n << 8n) | BigInt(x), 0n);

/** n and e of a SubjectPublicKeyInfo (DER) holding an RSA key. */
export function parseSpki(spki: Uint8Array): RsaPublicKey {
  const [, seqStart] = der(spki, 0); // SubjectPublicKeyInfo
  const [, , algEnd] = der(spki, seqStart); // AlgorithmIdentifier
  const [bitTag, bitStart] = der(spki, algEnd); // BIT STRING
  if (bitTag !== 0x03) throw new Error('not an RSA public key');
  const [, keyStart] = der(spki, bitStart + 1); // RSAPublicKey SEQUENCE (after the unused-bits byte)
  const [, nStart, nEnd] = der(spki, keyStart);
  const [, eStart, eEnd] = der(spki, nEnd);
  let nBytes = spki.subarray(nStart, nEnd);
  while (nBytes[0] === 0) nBytes = nBytes.subarray(1);
  return { n: toBig(nBytes), e: toBig(spki.subarray(eStart, eEnd)), k: nBytes.length };
}

function modPow(base: bigint, exp: bigint, mod: bigint): bigint {
  let result = 1n;
  let b = base % mod;
  let e = exp;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % mod;
    b = (b * b) % mod;
    e >>= 1n;
  }
  return result;
}

function mgf1(seed: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length);
  const block = new Uint8Array(seed.length + 4);
  block.set(seed);
  for (let counter = 0, off = 0; off < length; counter++, off += 32) {
    new DataView(block.buffer).setUint32(seed.length, counter);
    out.set(sha256(block).subarray(0, Math.min(32, length - off)), off);
  }
  return out;
}

export function oaepEncrypt(
  key: RsaPublicKey,
  message: Uint8Array,
  random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): Uint8Array {
  const { k } = key;
  const hLen = 32;
  if (message.length > k - 2 * hLen - 2) throw new Error('message too long');
  const db = new Uint8Array(k - hLen - 1);
  db.set(sha256(new Uint8Array(0)));
  db[db.length - message.length - 1] = 0x01;
  db.set(message, db.length - message.length);
  const seed = random(hLen);
  const dbMask = mgf1(seed, db.length);
  const maskedDb = db.map((x, i) => x ^ dbMask[i]!);
  const seedMask = mgf1(maskedDb, hLen);
  const em = new Uint8Array(k);
  em.set(
    seed.map((x, i) => x ^ seedMask[i]!),
    1,
  );
  em.set(maskedDb, 1 + hLen);
  let c = modPow(toBig(em), key.e, key.n);
  const out = new Uint8Array(k);
  for (let i = k - 1; i >= 0; i--, c >>= 8n) out[i] = Number(c & 0xffn);
  return out;
}
