import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { addressKey, assertUnder, recordFailure } from '../../platform/security/abuse-limits';
import { checkCode } from '../auth';

/** checkCode (15317 when wrong or expired) with the per-address limit on wrong codes. */
export async function checkCodeFrom(ctx: AppContext, ip: string, purpose: number, target: string, code: string): Promise<void> {
  const address = addressKey(ip);
  await assertUnder(ctx, 'codeCheckFailuresPerAddress', address);
  try {
    await checkCode(ctx, purpose, target, code);
  } catch (err) {
    if (err instanceof AppError && err.code === 15317) await recordFailure(ctx, 'codeCheckFailuresPerAddress', address);
    throw err;
  }
}
