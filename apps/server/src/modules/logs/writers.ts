import type { HiddenDataRecord } from '../../platform/audit/hidden-data';
import type { DbOrTx } from '../../platform/db/client';
import { aiQueryLogs, hiddenDataBackups } from './logs.tables';

/** One question to the AI assistant, as the area answering it records it (the AI query log). */
export type AiQueryRecord = {
  account?: string | null;
  sn?: string | null;
  scene?: string | null;
  model: string;
  question: string;
  answer?: string | null;
  promptTokens?: number | null;
  completionTokens?: number | null;
  cost?: number | null;
  latencyMs: number;
  status: 'answered' | 'failed' | 'refused';
  at: Date;
};

const aiQueryRow = ({ at, ...row }: AiQueryRecord) => ({
  ...row,
  question: row.question.slice(0, 4000),
  answer: row.answer?.slice(0, 16000) ?? null,
  scene: row.scene?.slice(0, 64) ?? null,
  createdAt: at,
});

export async function recordAiQuery(db: DbOrTx, q: AiQueryRecord): Promise<number> {
  const [created] = await db.insert(aiQueryLogs).values(aiQueryRow(q)).returning({ id: aiQueryLogs.id });
  return created!.id;
}

/** Many questions in one statement (the AI area batches the rows written after its answers). */
export async function recordAiQueries(db: DbOrTx, qs: AiQueryRecord[]): Promise<void> {
  if (qs.length > 0) await db.insert(aiQueryLogs).values(qs.map(aiQueryRow));
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
