import {
  APP_KEY_HEADER,
  issueMessage,
  LOG_BATCH_MAX,
  LOG_FILE_MAX_BYTES,
  type TLogFile,
  type TLogFilePageQuery,
  type TLogFileUploadFields,
  type TPage,
  ZLogFileUploadFields,
} from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AppError, found } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { mutate } from '../../platform/kit/mutation';
import { deviceIdBySn } from '../devices';
import { attachFiles, type StoredFile, storeFile } from '../files';
import { authenticateKey } from './app-keys.service';
import { findLogFile, logFilePage, presentLogFile, selectLogFiles } from './logfiles.repository';
import { logFiles } from './logfiles.tables';
import { plainIp, regionOf } from './region';

export const LOG_AREA = 'logfiles';
const MODULE = 'logFile';

/** Looks a device up by SN (installed by the devices area when it is there); null: keep the SN as text. */
export function getLogFilePage(ctx: AppContext, q: TLogFilePageQuery): Promise<TPage<TLogFile>> {
  return logFilePage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await selectLogFiles(ctx.db)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map(presentLogFile);
  });
}

export async function getLogFile(ctx: AppContext, id: number): Promise<TLogFile> {
  return found(await findLogFile(ctx.db, id));
}

function parseFields(req: FastifyRequest, fields: Record<string, string>): TLogFileUploadFields {
  const result = z.safeParse(ZLogFileUploadFields, fields, { reportInput: true });
  if (result.success) return result.data;
  const lang = requestLanguage(req);
  throw new AppError(1001, {
    errors: result.error.issues.map((i) => ({
      field: [...i.path, ...(i.code === 'unrecognized_keys' ? [i.keys.join(',')] : [])].join('.') || 'body',
      message: issueMessage(i, lang),
    })),
  });
}

/** Fields of an upload as one row: the stored file, the server's IP and region, the SN's device. */
export type LogFileInput = TLogFileUploadFields & { file: StoredFile; ip: string | null; appKeyId: number | null; uploadedAt: Date; snDetailId: number | null };

export async function insertLogFile(ctx: AppContext, req: FastifyRequest | null, input: LogFileInput) {
  const write = async (tx: Parameters<Parameters<typeof ctx.db.transaction>[0]>[0]) => {
    const [row] = await tx
      .insert(logFiles)
      .values({
        sn: input.sn,
        snDetailId: input.snDetailId,
        productModel: input.productModel,
        vehicle: input.vehicle || null,
        uploadMethod: input.uploadMethod,
        category: input.category,
        fileId: input.file.id,
        fileName: input.file.name,
        fileSize: input.file.size,
        originalSize: input.originalSize ?? null,
        sha256: input.file.sha256,
        softwareVersion: input.softwareVersion ?? null,
        firmwareVersion: input.firmwareVersion ?? null,
        logTime: input.logTime ? new Date(input.logTime) : null,
        uploadedAt: input.uploadedAt,
        submitter: input.submitter || null,
        ip: input.ip,
        region: regionOf(input.ip),
        appKeyId: input.appKeyId,
      })
      .returning();
    // attached in the row's transaction, so the files area's orphan cleanup keeps it
    if (input.appKeyId !== null) {
      await attachFiles(ctx, tx, { area: LOG_AREA, ownerId: String(row!.id), fileIds: [input.file.id], uploaderId: input.appKeyId, uploaderKind: 'device' });
    }
    return row!;
  };
  if (!req) return ctx.db.transaction(write);
  return mutate(ctx.db, req, { module: MODULE, action: 'upload' }, async (tx) => {
    const row = await write(tx);
    return { result: row, targetId: row.id, after: { sn: row.sn, fileName: row.fileName, fileSize: row.fileSize, appKeyId: row.appKeyId } };
  });
}

/**
 * POST /{svc}-app/logFile/upload: the device's key in X-App-Key, the LOG-02 fields as
 * multipart text fields, then one `file` part streamed into the files area (never held in
 * memory; over LOG_FILE_MAX_BYTES → 1041 from the files area, which keeps nothing).
 */
export async function ingestLogFile(ctx: AppContext, req: FastifyRequest): Promise<TLogFile> {
  const header = req.headers[APP_KEY_HEADER];
  const key = await authenticateKey(ctx, Array.isArray(header) ? header[0] : header);
  if (!req.isMultipart()) throw new AppError(1001, { errors: [{ field: 'file', message: 'a file is required' }] });
  const fields: Record<string, string> = {};
  let stored: StoredFile | null = null;
  let meta: TLogFileUploadFields | null = null;
  for await (const part of req.parts({ limits: { fileSize: LOG_FILE_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: 1024 } })) {
    if (part.type === 'field') {
      if (stored) continue;
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file' || stored) {
      part.file.resume();
      throw new AppError(1001, { errors: [{ field: part.fieldname, message: 'send the fields before the file' }] });
    }
    try {
      meta = parseFields(req, fields);
    } catch (err) {
      part.file.resume();
      throw err;
    }
    stored = await storeFile(ctx, { area: LOG_AREA, name: part.filename, body: part.file, uploader: { kind: 'device', id: key.id } });
    if (part.file.truncated) throw new AppError(1006);
  }
  if (!stored || !meta) throw new AppError(1001, { errors: [{ field: 'file', message: 'a file is required' }] });
  const ip = plainIp(req.ip);
  const snDetailId = await deviceIdBySn(ctx, meta.sn);
  const row = await insertLogFile(ctx, req, { ...meta, file: stored, ip, appKeyId: key.id, uploadedAt: new Date(ctx.clock.now()), snDetailId });
  return getLogFile(ctx, row.id);
}

/** LOG-01: a batch download names 1 to 100 files; more answers 61011, an unknown id 1002. */
export function checkBatch(ids: number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length > LOG_BATCH_MAX) throw new AppError(61011);
  return unique;
}
