import type {
  Language,
  TChecklistEntry,
  TChecklistPageQuery,
  TMnemonic,
  TMnemonicPageQuery,
  TOperationType,
  TReleaseState,
  TSoftCode,
  TSoftCodePageQuery,
  TUpload,
  TUploadPageQuery,
} from '@diagops/contracts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { definePage, startsWith } from '../../platform/kit/page';
import { appChecklist, mnemonics, softwareCodes, softwareVersions } from './software.tables';

export type SoftCodeRow = typeof softwareCodes.$inferSelect;
export type VersionRow = typeof softwareVersions.$inferSelect;
export type MnemonicRow = typeof mnemonics.$inferSelect;
export type ChecklistRow = typeof appChecklist.$inferSelect;

export const softCodePage = definePage<TSoftCodePageQuery>({
  table: softwareCodes,
  base: eq(softwareCodes.delFlag, false),
  filters: {
    code: (v) => startsWith(softwareCodes.code, v),
    name: (v) => or(startsWith(softwareCodes.nameZh, v), startsWith(softwareCodes.nameEn, v)),
    productModelId: (v) => sql`${softwareCodes.productModelIds} @> array[${v}]::integer[]`,
    status: (v) => eq(softwareCodes.status, v),
  },
  sortable: { code: softwareCodes.code, createTime: softwareCodes.createdAt, updateTime: softwareCodes.updatedAt },
  defaultSort: [{ column: softwareCodes.createdAt, order: 'desc' }],
  tiebreak: softwareCodes.id,
});

export const uploadPage = definePage<TUploadPageQuery>({
  table: softwareVersions,
  base: eq(softwareVersions.delFlag, false),
  filters: {
    softwareCodeId: (v) => eq(softwareVersions.softwareCodeId, v),
    versionNo: (v) => startsWith(softwareVersions.versionNo, v),
    operationType: (v) => eq(softwareVersions.operationType, v),
    state: (v) => eq(softwareVersions.state, v),
  },
  sortable: { versionNo: softwareVersions.versionNo, createTime: softwareVersions.createdAt, updateTime: softwareVersions.updatedAt },
  defaultSort: [{ column: softwareVersions.createdAt, order: 'desc' }],
  tiebreak: softwareVersions.id,
});

export const mnemonicPage = definePage<TMnemonicPageQuery>({
  table: mnemonics,
  base: eq(mnemonics.delFlag, false),
  filters: {
    code: (v) => startsWith(mnemonics.code, v),
    text: (v) => or(startsWith(mnemonics.textZh, v), startsWith(mnemonics.textEn, v)),
    softwareCodeId: (v) => eq(mnemonics.softwareCodeId, v),
  },
  sortable: { code: mnemonics.code, createTime: mnemonics.createdAt, updateTime: mnemonics.updatedAt },
  defaultSort: [{ column: mnemonics.createdAt, order: 'desc' }],
  tiebreak: mnemonics.id,
});

export const checklistPage = definePage<TChecklistPageQuery>({
  table: appChecklist,
  base: eq(appChecklist.delFlag, false),
  filters: {
    productModelId: (v) => eq(appChecklist.productModelId, v),
    softwareCodeId: (v) => eq(appChecklist.softwareCodeId, v),
    required: (v) => eq(appChecklist.required, v),
  },
  sortable: { sort: appChecklist.sort, createTime: appChecklist.createdAt },
  defaultSort: [{ column: appChecklist.sort, order: 'asc' }],
  tiebreak: appChecklist.id,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const nameOf = (lang: Language, r: { nameZh: string; nameEn: string } | null | undefined) => (r ? (lang === 'zh-CN' ? r.nameZh : r.nameEn) : null);

/**
 * The newest released version of a software code (a correlated subquery the partial index serves).
 * `codeId` is written qualified: drizzle leaves a column of a one-table select unqualified, which
 * inside the subquery would name the version's own id.
 */
const latestReleased = (codeId: unknown) =>
  sql<
    string | null
  >`(select v.version_no from ${softwareVersions} v where v.software_code_id = ${codeId} and v.state = 'released' and v.del_flag = false order by v.released_at desc limit 1)`;
const latestReleaseTime = (codeId: unknown) =>
  sql<
    string | null
  >`(select v.released_at from ${softwareVersions} v where v.software_code_id = ${codeId} and v.state = 'released' and v.del_flag = false order by v.released_at desc limit 1)`;

export function selectSoftCodes(db: DbOrTx) {
  return db
    .select({
      c: softwareCodes,
      latestVersion: latestReleased(sql.raw('"software_codes"."id"')),
      latestReleaseTime: latestReleaseTime(sql.raw('"software_codes"."id"')),
    })
    .from(softwareCodes)
    .$dynamic();
}

export function presentSoftCode(r: { c: SoftCodeRow; latestVersion: string | null; latestReleaseTime: string | Date | null }): TSoftCode {
  const c = r.c;
  return {
    id: c.id,
    code: c.code,
    nameZh: c.nameZh,
    nameEn: c.nameEn,
    productModelIds: c.productModelIds,
    status: c.status as TSoftCode['status'],
    remark: c.remark,
    latestVersion: r.latestVersion,
    latestReleaseTime: r.latestReleaseTime ? new Date(r.latestReleaseTime).toISOString() : null,
    version: c.version,
    createTime: c.createdAt.toISOString(),
    updateTime: c.updatedAt.toISOString(),
  };
}

export async function codesByIds(db: DbOrTx, ids: number[]): Promise<SoftCodeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(softwareCodes)
    .where(and(inArray(softwareCodes.id, ids), eq(softwareCodes.delFlag, false)));
}

export function selectUploads(db: DbOrTx) {
  return db
    .select({ v: softwareVersions, code: softwareCodes.code, nameZh: softwareCodes.nameZh, nameEn: softwareCodes.nameEn })
    .from(softwareVersions)
    .leftJoin(softwareCodes, eq(softwareCodes.id, softwareVersions.softwareCodeId))
    .$dynamic();
}

export function presentUpload(
  lang: Language,
  r: { v: VersionRow; code: string | null; nameZh: string | null; nameEn: string | null },
  codes: Map<number, string>,
  fileUrl: (id: string) => string,
): TUpload {
  const v = r.v;
  return {
    id: v.id,
    softwareCodeId: v.softwareCodeId,
    softwareCode: r.code,
    softwareName: r.nameZh !== null && r.nameEn !== null ? nameOf(lang, { nameZh: r.nameZh, nameEn: r.nameEn }) : null,
    operationType: v.operationType as TOperationType,
    versionNo: v.versionNo,
    baseVersion: v.baseVersion,
    file: v.fileId ? { id: v.fileId, name: v.fileName ?? '', size: v.fileSize ?? 0, sha256: v.fileSha256 ?? '', url: fileUrl(v.fileId) } : null,
    notesZh: v.notesZh,
    notesEn: v.notesEn,
    minVersions: v.minVersions.map((m) => ({ ...m, softwareCode: codes.get(m.softwareCodeId) ?? null })),
    state: v.state as TReleaseState,
    createdBy: v.createdBy,
    createdByName: v.createdByName,
    submittedBy: v.submittedBy,
    submitTime: iso(v.submittedAt),
    reviewedBy: v.reviewedBy,
    releaseTime: iso(v.releasedAt),
    withdrawnBy: v.withdrawnBy,
    withdrawTime: iso(v.withdrawnAt),
    version: v.version,
    createTime: v.createdAt.toISOString(),
    updateTime: v.updatedAt.toISOString(),
  };
}

export function selectMnemonics(db: DbOrTx) {
  return db
    .select({ m: mnemonics, code: softwareCodes.code })
    .from(mnemonics)
    .leftJoin(softwareCodes, eq(softwareCodes.id, mnemonics.softwareCodeId))
    .$dynamic();
}

export function presentMnemonic(r: { m: MnemonicRow; code: string | null }): TMnemonic {
  const m = r.m;
  return {
    id: m.id,
    code: m.code,
    softwareCodeId: m.softwareCodeId,
    softwareCode: r.code,
    textZh: m.textZh,
    textEn: m.textEn,
    remark: m.remark,
    version: m.version,
    createTime: m.createdAt.toISOString(),
    updateTime: m.updatedAt.toISOString(),
  };
}

export function selectChecklist(db: DbOrTx) {
  return db
    .select({
      e: appChecklist,
      code: softwareCodes.code,
      nameZh: softwareCodes.nameZh,
      nameEn: softwareCodes.nameEn,
      latestVersion: latestReleased(sql.raw('"software_app_checklist"."software_code_id"')),
    })
    .from(appChecklist)
    .leftJoin(softwareCodes, eq(softwareCodes.id, appChecklist.softwareCodeId))
    .$dynamic();
}

export function presentChecklist(
  lang: Language,
  r: { e: ChecklistRow; code: string | null; nameZh: string | null; nameEn: string | null; latestVersion: string | null },
): TChecklistEntry {
  const e = r.e;
  return {
    id: e.id,
    productModelId: e.productModelId,
    softwareCodeId: e.softwareCodeId,
    softwareCode: r.code,
    softwareName: r.nameZh !== null && r.nameEn !== null ? nameOf(lang, { nameZh: r.nameZh, nameEn: r.nameEn }) : null,
    latestVersion: r.latestVersion,
    required: e.required,
    sort: e.sort,
    remark: e.remark,
    version: e.version,
    createTime: e.createdAt.toISOString(),
    updateTime: e.updatedAt.toISOString(),
  };
}
