import type { TPaymentProvider } from '@diagops/contracts';

/**
 * The providers payments go through, behind one interface: `start` asks the provider for a payment
 * and answers what the app opens to pay; the provider later calls the signed callback route
 * (`POST /{svc}-mall/pay/callback`, public) with the outcome. `http` is a real gateway
 * (POST {MALL_PAY_GATEWAY_URL}/pay); `test` is built in for development and journeys: nothing
 * leaves the server, and `POST /{svc}-app/mall/pay/test/complete` makes it send the callback.
 */
export type PaymentStart = { payOrderNo: string; amount: number; currency: string; subject: string; notifyUrl: string };
export type PaymentStarted = { payUrl: string };
export type PaymentProvider = { start(p: PaymentStart): Promise<PaymentStarted> };

export class PaymentProviderError extends Error {}

export const testPaymentProvider: PaymentProvider = {
  async start(p) {
    return { payUrl: `test-pay://${p.payOrderNo}` };
  },
};

/** A gateway that answers `{ payUrl }` to POST {baseUrl}/pay with the payment and where to call back. */
export function httpPaymentProvider(baseUrl: string, appKey: string, timeoutMs = 10_000): PaymentProvider {
  return {
    async start(p) {
      let res: Response;
      try {
        res = await fetch(`${baseUrl.replace(/\/+$/, '')}/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...p, appkey: appKey }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new PaymentProviderError(err instanceof Error ? err.message : String(err));
      }
      const body = (await res.json().catch(() => null)) as { payUrl?: unknown } | null;
      if (!res.ok || typeof body?.payUrl !== 'string') throw new PaymentProviderError(`gateway answered ${res.status}`);
      return { payUrl: body.payUrl };
    },
  };
}

/** The provider of a name; null when it is not configured (the http gateway without its URL). */
export function paymentProvider(name: TPaymentProvider, cfg: { MALL_PAY_GATEWAY_URL?: string; MALL_PAY_APP_KEY: string }): PaymentProvider | null {
  if (name === 'test') return testPaymentProvider;
  return cfg.MALL_PAY_GATEWAY_URL ? httpPaymentProvider(cfg.MALL_PAY_GATEWAY_URL, cfg.MALL_PAY_APP_KEY) : null;
}
