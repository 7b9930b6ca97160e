import type { TAppKey, TAppKeyPageQuery, TLogFile, TLogFilePageQuery } from '@diagops/contracts';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { definePage, startsWith } from '../../platform/kit/page';
import { appKeys, logFiles } from './logfiles.tables';

export type LogFileRow = typeof logFiles.$inferSelect;
export type AppKeyRow = typeof appKeys.$inferSelect;

export const logFilePage = definePage<TLogFilePageQuery>({
  table: logFiles,
  filters: {
    sn: (v) => startsWith(logFiles.sn, v),
    productModel: (v) => startsWith(logFiles.productModel, v),
    vehicle: (v) => startsWith(logFiles.vehicle, v),
    uploadMethod: (v) => eq(logFiles.uploadMethod, v),
    category: (v) => eq(logFiles.category, v),
    submitter: (v) => startsWith(logFiles.submitter, v),
    softwareVersion: (v) => startsWith(logFiles.softwareVersion, v),
    ip: (v) => startsWith(logFiles.ip, v),
    region: (v) => startsWith(logFiles.region, v),
    uploadTimeFrom: (v) => gte(logFiles.uploadedAt, new Date(v)),
    uploadTimeTo: (v) => lt(logFiles.uploadedAt, new Date(v)),
  },
  sortable: { uploadTime: logFiles.uploadedAt, logTime: logFiles.logTime, fileSize: logFiles.fileSize },
  defaultSort: [{ column: logFiles.uploadedAt, order: 'desc' }],
  tiebreak: logFiles.id,
});

export const appKeyPage = definePage<TAppKeyPageQuery>({
  table: appKeys,
  filters: {
    name: (v) => startsWith(appKeys.name, v),
    enabled: (v) => eq(appKeys.enabled, v),
  },
  sortable: { createTime: appKeys.createdAt },
  defaultSort: [{ column: appKeys.createdAt, order: 'desc' }],
  tiebreak: appKeys.id,
});

export function selectLogFiles(db: DbOrTx) {
  return db.select({ f: logFiles, appKeyName: appKeys.name }).from(logFiles).leftJoin(appKeys, eq(appKeys.id, logFiles.appKeyId)).$dynamic();
}

export function presentLogFile(r: { f: LogFileRow; appKeyName: string | null }): TLogFile {
  const f = r.f;
  return {
    id: f.id,
    sn: f.sn,
    snDetailId: f.snDetailId,
    productModel: f.productModel,
    vehicle: f.vehicle,
    uploadMethod: f.uploadMethod as TLogFile['uploadMethod'],
    category: f.category as TLogFile['category'],
    fileId: f.fileId,
    fileName: f.fileName,
    fileSize: Number(f.fileSize),
    originalSize: f.originalSize == null ? null : Number(f.originalSize),
    sha256: f.sha256,
    softwareVersion: f.softwareVersion,
    firmwareVersion: f.firmwareVersion,
    logTime: f.logTime?.toISOString() ?? null,
    uploadTime: f.uploadedAt.toISOString(),
    submitter: f.submitter,
    ip: f.ip,
    region: f.region,
    appKeyName: r.appKeyName,
  };
}

export async function findLogFile(db: DbOrTx, id: number): Promise<TLogFile | null> {
  const [row] = await selectLogFiles(db).where(eq(logFiles.id, id));
  return row ? presentLogFile(row) : null;
}

export async function logFilesByIds(db: DbOrTx, ids: number[]): Promise<LogFileRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(logFiles).where(inArray(logFiles.id, ids)).orderBy(logFiles.id);
}

export function presentAppKey(r: AppKeyRow): TAppKey {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    enabled: r.enabled,
    version: r.version,
    createTime: r.createdAt.toISOString(),
    lastUsedTime: r.lastUsedAt?.toISOString() ?? null,
  };
}

export async function enabledKeyByHash(db: DbOrTx, keyHash: string): Promise<AppKeyRow | null> {
  const [row] = await db
    .select()
    .from(appKeys)
    .where(and(eq(appKeys.keyHash, keyHash), eq(appKeys.enabled, true)));
  return row ?? null;
}
