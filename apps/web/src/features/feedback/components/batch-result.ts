import type { TBatchOutcome } from '@diagops/contracts';
import type { MessageApi } from '../../../shared/ui/toast';

/** Tells what a batch did: every item done, or how many were done and each refusal with its reason. */
export function showBatch(message: MessageApi, t: (k: string, o?: Record<string, unknown>) => string, out: TBatchOutcome): boolean {
  if (out.refused.length === 0) {
    message.success(t('feedback.batchDone', { n: out.done.length }));
    return true;
  }
  const reasons = out.refused.map((r) => `#${r.id}: ${r.message}`).join('; ');
  message.warning(t('feedback.batchPartly', { done: out.done.length, refused: out.refused.length, reasons }), 8);
  return out.done.length > 0;
}
