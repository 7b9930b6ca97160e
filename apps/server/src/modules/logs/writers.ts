import type { HiddenDataRecord } from '../../platform/audit/hidden-data';
import type { DbOrTx } from '../../platform/db/client';
import { aiQueryLogs, hiddenDataBackups } from './logs.tables';

/** One question to the AI assistant, as the area answering it records it (the AI query log). */
export type AiQueryRecord = {
  account?: string | null;
  sn?: string | null;
  model: string;
  question: string;
  answer?: string | null;
  promptTokens?: number | null;
  completionTokens?: number | null;
  latencyMs: number;
  status: 'answered' | 'failed' | 'refused';
  at: Date;
};

export async function recordAiQuery(db: DbOrTx, q: AiQueryRecord): Promise<number> {
  const { at, ...row } = q;
  const [created] = await db
    .insert(aiQueryLogs)
    .values({ ...row, question: row.question.slice(0, 4000), answer: row.answer?.slice(0, 16000) ?? null, createdAt: at })
    .returning({ id: aiQueryLogs.id });
  return created!.id;
}

/** Data hidden from a customer's view, kept whole: installed as the platform's hidden-data backup (logs.routes.ts). */
export async function backupHiddenData(tx: DbOrTx, d: HiddenDataRecord): Promise<number> {
  const payload = d.payload;
  const [created] = await tx
    .insert(hiddenDataBackups)
    .values({
      kind: d.kind,
      ownerRef: d.ownerRef,
      summary: d.summary?.slice(0, 500) ?? null,
      hiddenBy: d.hiddenBy ?? null,
      sizeBytes: Buffer.byteLength(JSON.stringify(payload)),
      payload,
      createdAt: d.at,
    })
    .returning({ id: hiddenDataBackups.id });
  return created!.id;
}
