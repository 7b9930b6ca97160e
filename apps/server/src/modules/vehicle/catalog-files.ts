import {
  CATALOG_FILE_AREAS,
  CATALOG_IMAGE_MAX_BYTES,
  CATALOG_IMAGE_TYPES,
  DLC_PERMISSION,
  MARKETING_AD_PERMISSION,
  TSB_ATTACHMENT_MAX_BYTES,
  TSB_ATTACHMENT_TYPES,
  TSB_PERMISSION,
} from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { attachFiles, declareFileArea, detachFiles } from '../files';
import { callerId } from './catalog-rules';

let catalogCtx: AppContext | null = null;
/** The app the catalog's routes run in (the files service needs it after a save). */
export const bindCatalogFiles = (ctx: AppContext) => {
  catalogCtx = ctx;
};
type Area = (typeof CATALOG_FILE_AREAS)[keyof typeof CATALOG_FILE_AREAS];

/** The catalog's upload areas: DLC and advertising pictures (5 MB), TSB attachments (images or PDF, 20 MB); type judged by content. */
export function declareCatalogFiles(): void {
  const image = { types: [...CATALOG_IMAGE_TYPES], maxBytes: CATALOG_IMAGE_MAX_BYTES, maxTotalBytes: CATALOG_IMAGE_MAX_BYTES };
  declareFileArea({ area: CATALOG_FILE_AREAS.dlc, ...image, uploadPermission: DLC_PERMISSION.add, viewPermission: DLC_PERMISSION.view });
  declareFileArea({ area: CATALOG_FILE_AREAS.ad, ...image, uploadPermission: MARKETING_AD_PERMISSION.add, viewPermission: MARKETING_AD_PERMISSION.view });
  declareFileArea({
    area: CATALOG_FILE_AREAS.tsb,
    types: [...TSB_ATTACHMENT_TYPES],
    maxBytes: TSB_ATTACHMENT_MAX_BYTES,
    maxTotalBytes: TSB_ATTACHMENT_MAX_BYTES,
    uploadPermission: TSB_PERMISSION.add,
    viewPermission: TSB_PERMISSION.view,
  });
}

/**
 * After a save, within its transaction: the row's file becomes the row's (the files service refuses
 * another's upload or another area's with 1002), a replaced one is let go (the cleanup removes it).
 */
export async function keepRowFile(tx: Tx, req: FastifyRequest, area: Area, rowId: number, fileId: unknown): Promise<void> {
  const ctx = catalogCtx;
  if (!ctx) throw new Error('vehicle catalog: routes not registered');
  const id = typeof fileId === 'string' ? fileId : null;
  await detachFiles(ctx, tx, { area, ownerId: String(rowId), keep: id ? [id] : [] });
  if (id) await attachFiles(ctx, tx, { area, ownerId: String(rowId), fileIds: [id], uploaderId: callerId(req) });
}
