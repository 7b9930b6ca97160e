import { createHash, randomUUID } from 'node:crypto';

/** JSON with object keys sorted at every level (HTTP-10; the console's signed-request helper does the same). */
export function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

/** sign = uppercase MD5 of the key-sorted JSON of every field but `sign`, plus the secret. */
export function signOf(fields: Record<string, unknown>, secret: string): string {
  const { sign: _sign, ...rest } = fields;
  return createHash('md5')
    .update(sortedJson(rest) + secret)
    .digest('hex')
    .toUpperCase();
}

/** Adds nonceStr (a uuid), timestamp (ms) and appkey, then the sign (HTTP-10). */
export function signFields<T extends Record<string, unknown>>(fields: T, o: { appKey: string; secret: string; now: number; nonce?: string }) {
  const base = { ...fields, nonceStr: o.nonce ?? randomUUID(), timestamp: o.now, appkey: o.appKey };
  return { ...base, sign: signOf(base, o.secret) };
}

/** A signature compared in constant time. */
export function signMatches(fields: Record<string, unknown>, secret: string): boolean {
  const want = Buffer.from(signOf(fields, secret));
  const got = Buffer.from(String(fields.sign ?? ''));
  if (want.length !== got.length) return false;
  let diff = 0;
  for (let i = 0; i < want.length; i++) diff |= want[i]! ^ got[i]!;
  return diff === 0;
}
