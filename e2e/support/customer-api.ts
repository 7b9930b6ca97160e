import type { APIRequestContext } from '@playwright/test';
import { expect } from './journey';
import { smsCode } from './outbox';

export const CUSTOMER_PASSWORD = 'Cust@12345';

/**
 * A customer signs up through the customer API as the app does it: a code to `phone` (read from the
 * server's SMS outbox in `dataDir`), then the sign-up. Answers the customer's access token.
 */
export async function signUpCustomer(
  request: APIRequestContext,
  origin: string,
  dataDir: string,
  phone: string,
  password = CUSTOMER_PASSWORD,
): Promise<string> {
  const app = (p: string) => `${origin}/lenkor-app${p}`;
  const sent = await (await request.post(app('/auth/code'), { data: { channel: 'sms', target: phone, purpose: 'signUp' } })).json();
  expect(sent.code, JSON.stringify(sent)).toBe(2000);
  const signedUp = await (await request.post(app('/auth/signUp'), { data: { phone, code: await smsCode(dataDir, phone), password } })).json();
  expect(signedUp.code, JSON.stringify(signedUp)).toBe(2000);
  return signedUp.data.accessToken as string;
}
