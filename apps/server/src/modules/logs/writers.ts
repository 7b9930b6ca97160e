import type { HiddenDataRecord } from '../../platform/audit/hidden-data';
import { bulkInsert } from '../../platform/db/bulk-insert';
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

/** Every column named, so that a batch of rows goes in as one set-based statement (bulk-insert.ts). */
const aiQueryRow = (r: AiQueryRecord) => ({
  account: r.account ?? null,
  sn: r.sn ?? null,
  scene: r.scene?.slice(0, 64) ?? null,
  model: r.model,
  question: r.question.slice(0, 4000),
  answer: r.answer?.slice(0, 16000) ?? null,
  promptTokens: r.promptTokens ?? null,
  completionTokens: r.completionTokens ?? null,
  cost: r.cost ?? null,
  latencyMs: r.latencyMs,
  status: r.status,
  createdAt: r.at,
});

export async function recordAiQuery(db: DbOrTx, q: AiQueryRecord): Promise<number> {
  const [created] = await db.insert(aiQueryLogs).values(aiQueryRow(q)).returning({ id: aiQueryLogs.id });
  return created!.id;
}

/** Many questions in one statement (the AI area batches the rows written after its answers). */
export async function recordAiQueries(db: DbOrTx, qs: AiQueryRecord[]): Promise<void> {
  await bulkInsert(db, aiQueryLogs, qs.map(aiQueryRow));
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
