import {
  ADAS_DATA_PERMISSION,
  EXTRAS_DOC_MAX_BYTES,
  EXTRAS_DOC_TYPES,
  EXTRAS_FILE_AREAS,
  MOTORCYCLE_WIRE_PERMISSION,
  OPERATION_MANUAL_PERMISSION,
} from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { attachFiles, declareFileArea, detachFiles } from '../files';

let extrasCtx: AppContext | null = null;
type Area = (typeof EXTRAS_FILE_AREAS)[keyof typeof EXTRAS_FILE_AREAS];

/** The upload areas of wiring diagrams, manuals and ADAS procedures (PDF or pictures, 20 MB; type judged by content). */
export function declareExtrasFiles(ctx: AppContext): void {
  extrasCtx = ctx;
  const doc = { types: [...EXTRAS_DOC_TYPES], maxBytes: EXTRAS_DOC_MAX_BYTES, maxTotalBytes: EXTRAS_DOC_MAX_BYTES };
  declareFileArea({ area: EXTRAS_FILE_AREAS.wire, ...doc, uploadPermission: MOTORCYCLE_WIRE_PERMISSION.add, viewPermission: MOTORCYCLE_WIRE_PERMISSION.view });
  declareFileArea({
    area: EXTRAS_FILE_AREAS.manual,
    ...doc,
    uploadPermission: OPERATION_MANUAL_PERMISSION.add,
    viewPermission: OPERATION_MANUAL_PERMISSION.view,
  });
  declareFileArea({ area: EXTRAS_FILE_AREAS.adas, ...doc, uploadPermission: ADAS_DATA_PERMISSION.add, viewPermission: ADAS_DATA_PERMISSION.view });
}

/** After a save, in its transaction: the row's file becomes the row's (another's upload answers 1002), a replaced one is let go. */
export async function keepExtrasFile(tx: Tx, req: FastifyRequest, area: Area, rowId: number, fileId: unknown): Promise<void> {
  const ctx = extrasCtx;
  if (!ctx) throw new Error('vehicle extras: routes not registered');
  const id = typeof fileId === 'string' ? fileId : null;
  await detachFiles(ctx, tx, { area, ownerId: String(rowId), keep: id ? [id] : [] });
  if (id) await attachFiles(ctx, tx, { area, ownerId: String(rowId), fileIds: [id], uploaderId: req.auth?.userId ?? 0 });
}
