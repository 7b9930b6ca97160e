import { md5 } from 'js-md5';
import { SIGN_APP_KEY, SIGN_APP_SECRET } from '../config/app-config';
import { uuid } from '../storage/device-id';

export type Signed = Record<string, unknown> & { nonceStr: string; timestamp: number; appkey: string; sign: string };

/** JSON with object keys sorted at every level. */
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

/**
 * The signed-request helper (HTTP-10): adds nonceStr (a uuid), timestamp and appkey, then
 * sign = uppercase MD5 of the key-sorted JSON plus the application secret.
 */
export function signParams(params: Record<string, unknown>, opts: { appKey?: string; secret?: string; now?: number; nonce?: string } = {}): Signed {
  const base = { ...params, nonceStr: opts.nonce ?? uuid(), timestamp: opts.now ?? Date.now(), appkey: opts.appKey ?? SIGN_APP_KEY };
  const sign = md5(sortedJson(base) + (opts.secret ?? SIGN_APP_SECRET)).toUpperCase();
  return { ...base, sign };
}

/** The same, as a query string. */
export function signQuery(params: Record<string, unknown>, opts?: Parameters<typeof signParams>[1]): string {
  const signed = signParams(params, opts);
  return new URLSearchParams(Object.entries(signed).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)])).toString();
}
