import { GUIDE_IMAGE_DEFAULT_MB, GUIDE_IMAGE_TYPES, type TMessageChannel, type TMessageSettings, type TSaveMessageSettingsRequest } from '@diagops/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { mutate } from '../../platform/kit/mutation';
import { type StoredFile, storeFile } from '../files';
import { messageSettings } from './messages.tables';

const ROW = 1;
const MB = 1024 * 1024;

/** The message settings: the saved row, or the spec's defaults (version 0) on a deployment where nobody saved them yet. */
export async function getMessageSettings(db: DbOrTx, lock = false): Promise<TMessageSettings> {
  const q = db.select().from(messageSettings).where(eq(messageSettings.id, ROW));
  const [row] = lock ? await q.for('update') : await q;
  return { guideImageMaxMb: { ...GUIDE_IMAGE_DEFAULT_MB, ...row?.guideImageMaxMb }, version: row?.version ?? 0 };
}

/** The guide-image limit of a channel in bytes (settled MSG-08/09: configuration, not code). */
export async function guideImageLimit(db: DbOrTx, channel: TMessageChannel): Promise<number> {
  return (await getMessageSettings(db)).guideImageMaxMb[channel] * MB;
}

/** Saves the settings at the version shown (1005 when stale); the first save creates the row. */
export async function saveMessageSettings(ctx: AppContext, req: FastifyRequest, body: TSaveMessageSettingsRequest): Promise<TMessageSettings> {
  return mutate(ctx.db, req, { module: 'messageSettings', action: 'update' }, async (tx) => {
    const before = await getMessageSettings(tx, true);
    if (before.version !== body.version) throw new AppError(1005, { currentVersion: before.version });
    const values = { guideImageMaxMb: body.guideImageMaxMb, updatedBy: req.auth!.userId, updatedAt: new Date(ctx.clock.now()) };
    const [row] =
      body.version === 0
        ? await tx
            .insert(messageSettings)
            .values({ id: ROW, version: 1, ...values })
            .onConflictDoNothing()
            .returning()
        : await tx
            .update(messageSettings)
            .set({ ...values, version: sql`${messageSettings.version} + 1` })
            .where(and(eq(messageSettings.id, ROW), eq(messageSettings.version, body.version)))
            .returning();
    // a first save that met another one: theirs is newer than what this caller saw
    if (!row) throw new AppError(1005);
    const after = { guideImageMaxMb: row.guideImageMaxMb, version: row.version };
    return { result: after, targetId: ROW, before: { guideImageMaxMb: before.guideImageMaxMb }, after: { guideImageMaxMb: after.guideImageMaxMb } };
  });
}

/**
 * A guide image uploaded for a channel: PNG or JPEG (judged by content, 1040) within the
 * channel's configured limit; past it 76104 naming the file, and nothing is kept.
 */
export async function receiveGuideImage(ctx: AppContext, req: FastifyRequest, channel: TMessageChannel, area: string): Promise<StoredFile> {
  if (!req.isMultipart()) throw new AppError(1001, { errors: [{ field: 'file', message: 'multipart/form-data with a file is required' }] });
  const limit = await guideImageLimit(ctx.db, channel);
  const part = await req.file({ limits: { fileSize: limit + 1, files: 1 } });
  if (part?.fieldname !== 'file') throw new AppError(1001, { errors: [{ field: 'file', message: 'required' }] });
  try {
    return await storeFile(ctx, {
      area,
      name: part.filename,
      body: part.file,
      uploader: { kind: 'staff', id: req.auth!.userId },
      types: GUIDE_IMAGE_TYPES,
      maxBytes: limit,
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 1041) throw new AppError(76104, { errors: [{ field: 'file', message: 'larger than its channel allows' }] });
    throw err;
  } finally {
    part.file.resume();
  }
}
