import { constants, createHash, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { oaepEncrypt, parseSpki } from './rsa-oaep-fallback';
import { sha256 } from './sha256';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('SHA-256', () => {
  it('matches node for empty, short, block-boundary and long inputs', () => {
    for (const len of [0, 1, 55, 56, 63, 64, 65, 200, 1000]) {
      const data = Uint8Array.from({ length: len }, (_, i) => (i * 7 + 3) & 0xff);
      expect(hex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });
});

describe('RSA-OAEP fallback', () => {
  for (const bits of [2048, 3072]) {
    it(`encrypts what node decrypts with RSA-OAEP SHA-256 (${bits}-bit key)`, () => {
      const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: bits });
      const spki = new Uint8Array(publicKey.export({ type: 'spki', format: 'der' }));
      const key = parseSpki(spki);
      expect(key.k).toBe(bits / 8);
      for (const text of ['Admin@12345', '密码Pass#1', 'x'.repeat(30)]) {
        const cipher = oaepEncrypt(key, new TextEncoder().encode(text));
        expect(cipher.length).toBe(bits / 8);
        const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, cipher);
        expect(plain.toString('utf8')).toBe(text);
      }
    });
  }

  it('uses fresh randomness: the same password encrypts differently', () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const key = parseSpki(new Uint8Array(publicKey.export({ type: 'spki', format: 'der' })));
    const m = new TextEncoder().encode('same');
    expect(hex(oaepEncrypt(key, m))).not.toBe(hex(oaepEncrypt(key, m)));
  });
});
