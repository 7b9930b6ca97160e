import type { TCustomerMe } from '@diagops/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError, found } from '../../platform/http/errors';
import type { CustomerCaller } from '../../platform/http/route-config';
import { mutate } from '../../platform/kit/mutation';
import { attachFiles, detachFiles, type StoredFile, storeFile } from '../files';
import { recordCustomerEvent } from './customer-events';
import { findLiveById } from './customers.repository';
import { customers } from './customers.tables';
import { presentMe } from './me.service';

/** The files area of SFD document images (png or jpeg up to 5MB, judged by content); the owner is the customer id. */
export const SFD_FILE_AREA = 'customers';

/** me/sfd/upload: one image (multipart `file`) into the SFD area, uploaded by the customer and not yet attached. */
export async function receiveSfdUpload(ctx: AppContext, req: FastifyRequest, me: CustomerCaller): Promise<StoredFile> {
  if (!req.isMultipart()) throw new AppError(1001, { errors: [{ field: 'file', message: 'multipart/form-data with a file is required' }] });
  const part = await req.file();
  if (part?.fieldname !== 'file') throw new AppError(1001, { errors: [{ field: 'file', message: 'required' }] });
  try {
    return await storeFile(ctx, { area: SFD_FILE_AREA, name: part.filename, body: part.file, uploader: { kind: 'customer', id: me.id } });
  } finally {
    part.file.resume();
  }
}

/**
 * me/sfd: the customer sends their own front and back images for review. Refused (73309) while
 * a review is pending or once it passed; otherwise (none or rejected) the new images replace the
 * earlier ones (detached, left to the files cleanup), the status becomes pending and the last
 * remark is cleared. The images must be this customer's own unattached uploads of the SFD area
 * (or already this customer's documents): anything else is 1002. The customer row is locked, so
 * two submissions cannot both pass the status check.
 */
export async function submitMySfd(
  ctx: AppContext,
  req: FastifyRequest,
  me: CustomerCaller,
  b: { frontFileId: string; backFileId: string },
): Promise<TCustomerMe> {
  await mutate(ctx.db, req, { module: 'customer', action: 'sfdSubmit' }, async (tx) => {
    const [row] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.id, me.id), eq(customers.delFlag, false)))
      .for('update');
    if (!row) throw new AppError(1002);
    if (row.sfdStatus === 'pending' || row.sfdStatus === 'passed') throw new AppError(73309);
    const ownerId = String(me.id);
    const ids = [b.frontFileId, b.backFileId];
    await attachFiles(ctx, tx, { area: SFD_FILE_AREA, ownerId, fileIds: ids, uploaderId: me.id, uploaderKind: 'customer' });
    await detachFiles(ctx, tx, { area: SFD_FILE_AREA, ownerId, keep: ids });
    await tx
      .update(customers)
      .set({
        sfdStatus: 'pending',
        sfdFront: b.frontFileId,
        sfdBack: b.backFileId,
        sfdRemark: null,
        version: sql`${customers.version} + 1`,
        updatedAt: new Date(ctx.clock.now()),
      })
      .where(eq(customers.id, me.id));
    await recordCustomerEvent(ctx, tx, { customerId: me.id, kind: 'sfd.submit', detail: { by: 'customer' }, actor: { kind: 'customer', id: me.id } });
    return { result: null, targetId: me.id, before: { sfdStatus: row.sfdStatus }, after: { sfdStatus: 'pending' } };
  });
  return presentMe(found(await findLiveById(ctx.db, me.id)));
}
