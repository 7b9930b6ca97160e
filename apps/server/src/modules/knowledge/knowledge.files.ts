import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';

/** A stored file as the files area reports it. */
export type KnowledgeFile = { id: string; name: string; size: number; type: string; sha256: string; url: string; createdAt: string };

/** Until the files area lands: no attachments. */
export async function attachItemFiles(_ctx: AppContext, _tx: Tx, _itemId: number, fileIds: string[], _uploaderId: number): Promise<KnowledgeFile[]> {
  if (fileIds.length) throw new AppError(1001, { errors: [{ field: 'fileIds', message: 'unknown file' }] });
  return [];
}
export async function detachItemFiles(_ctx: AppContext, _tx: Tx, _itemId: number, _keep: string[]): Promise<void> {}
export async function itemFiles(_ctx: AppContext, _itemId: number): Promise<KnowledgeFile[]> {
  return [];
}
export function declareKnowledgeFiles(): void {}
