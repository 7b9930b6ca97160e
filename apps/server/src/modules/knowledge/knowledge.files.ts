import { KNOWLEDGE_ATTACHMENTS_MAX_BYTES, KNOWLEDGE_PERMISSIONS as P } from '@diagops/contracts';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { attachFiles, declareFileArea, detachFiles, filesOf, type StoredFile } from '../files';

export type KnowledgeFile = StoredFile;
const AREA = 'knowledge';

/** Allowed attachment types, judged by content: images, PDF, video, office documents, text and archives. */
export const KNOWLEDGE_FILE_TYPES = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'bmp',
  'webp',
  'pdf',
  'mp4',
  'webm',
  'mov',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'zip',
];

/** KB-06/07 (settled): one file and all files of one item together under 300M, whatever their type. */
export function declareKnowledgeFiles(): void {
  declareFileArea({
    area: AREA,
    types: KNOWLEDGE_FILE_TYPES,
    maxBytes: KNOWLEDGE_ATTACHMENTS_MAX_BYTES,
    maxTotalBytes: KNOWLEDGE_ATTACHMENTS_MAX_BYTES,
    uploadPermission: P.edit.name,
    viewPermission: P.view.name,
  });
}

/** Within the item's transaction: the uploads become the item's (the files area refuses others' files and the total limit). */
export function attachItemFiles(ctx: AppContext, tx: Tx, itemId: number, fileIds: string[], uploaderId: number): Promise<StoredFile[]> {
  return attachFiles(ctx, tx, { area: AREA, ownerId: String(itemId), fileIds, uploaderId });
}
export function detachItemFiles(ctx: AppContext, tx: Tx, itemId: number, keep: string[]): Promise<void> {
  return detachFiles(ctx, tx, { area: AREA, ownerId: String(itemId), keep });
}
export function itemFiles(ctx: AppContext, itemId: number): Promise<StoredFile[]> {
  return filesOf(ctx, AREA, String(itemId));
}
