import {
  type Language,
  RELEASE_STATES,
  SOFTWARE_PERMISSIONS,
  type TChecklistEntry,
  type TChecklistPageQuery,
  type TDeleteRequest,
  type TMnemonic,
  type TMnemonicPageQuery,
  type TPage,
  type TReleaseAction,
  type TReleaseRequest,
  type TReleaseState,
  type TSaveChecklistRequest,
  type TSaveMnemonicRequest,
  type TSaveSoftCodeRequest,
  type TSaveUploadRequest,
  type TSoftCode,
  type TSoftCodeOption,
  type TSoftCodePageQuery,
  type TUpdateChecklistRequest,
  type TUpdateMnemonicRequest,
  type TUpdateSoftCodeRequest,
  type TUpdateUploadRequest,
  type TUpload,
  type TUploadDetail,
  type TUploadPageQuery,
} from '@diagops/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError, found } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { mutate, uniqueOr10120 } from '../../platform/kit/mutation';
import { defineStateMachine } from '../../platform/kit/state-machine';
import { deleteVersioned, lockVersion, updateVersioned } from '../../platform/kit/versioned';
import { productOfModel } from '../products';
import { attachPackage, packageUrl } from './software.files';
import {
  checklistPage,
  codesByIds,
  mnemonicPage,
  presentChecklist,
  presentMnemonic,
  presentSoftCode,
  presentUpload,
  selectChecklist,
  selectMnemonics,
  selectSoftCodes,
  selectUploads,
  softCodePage,
  uploadPage,
  type VersionRow,
} from './software.repository';
import { appChecklist, mnemonics, softwareCodes, softwareVersions } from './software.tables';

const P = SOFTWARE_PERMISSIONS;

/**
 * The release of an upload: draft → in review → released → withdrawn; a reviewer's
 * rejection (with a reason) sends it back to draft. Approving releases it.
 */
export const releaseFlow = defineStateMachine({
  entity: 'softwareVersion',
  states: RELEASE_STATES,
  initial: 'draft' as TReleaseState,
  transitions: {
    submit: { from: ['draft'], to: 'inReview', permission: P.uploadSubmit.name },
    approve: { from: ['inReview'], to: 'released', permission: P.uploadReview.name },
    reject: { from: ['inReview'], to: 'draft', permission: P.uploadReview.name, reasonRequired: true },
    withdraw: { from: ['released'], to: 'withdrawn', permission: P.uploadWithdraw.name, reasonRequired: true },
  },
});

const bad = (field: string, message: string) => new AppError(1001, { errors: [{ field, message }] });

// ---- software codes ----

async function checkModels(db: DbOrTx, ids: number[]) {
  const unique = [...new Set(ids)];
  for (const id of unique) if ((await productOfModel(db, id)) === null) throw bad('productModelIds', 'unknown product model');
  return unique;
}

export function getSoftCodePage(ctx: AppContext, q: TSoftCodePageQuery): Promise<TPage<TSoftCode>> {
  return softCodePage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await selectSoftCodes(ctx.db)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map(presentSoftCode);
  });
}

export async function getSoftCode(ctx: AppContext, id: number): Promise<TSoftCode> {
  const [row] = await selectSoftCodes(ctx.db).where(and(eq(softwareCodes.id, id), eq(softwareCodes.delFlag, false)));
  return presentSoftCode(found(row));
}

/** Every live code as an option (the forms' selects; a few hundred at most). */
export async function softCodeOptions(ctx: AppContext, lang: Language): Promise<TSoftCodeOption[]> {
  const rows = await ctx.db
    .select({ id: softwareCodes.id, code: softwareCodes.code, nameZh: softwareCodes.nameZh, nameEn: softwareCodes.nameEn, status: softwareCodes.status })
    .from(softwareCodes)
    .where(eq(softwareCodes.delFlag, false))
    .orderBy(asc(softwareCodes.code))
    .limit(1000);
  return rows.map((r) => ({ id: r.id, code: r.code, name: lang === 'zh-CN' ? r.nameZh : r.nameEn, status: r.status as TSoftCodeOption['status'] }));
}

export async function saveSoftCode(ctx: AppContext, req: FastifyRequest, body: TSaveSoftCodeRequest): Promise<TSoftCode> {
  const productModelIds = await checkModels(ctx.db, body.productModelIds);
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: 'softwareCode', action: 'create' }, async (tx) => {
      const [created] = await tx
        .insert(softwareCodes)
        .values({ ...body, productModelIds, remark: body.remark ?? null, createdBy: req.auth!.userId })
        .returning();
      return { result: created!, targetId: created!.id, after: created };
    }),
  );
  return getSoftCode(ctx, row.id);
}

export async function updateSoftCode(ctx: AppContext, req: FastifyRequest, body: TUpdateSoftCodeRequest): Promise<TSoftCode> {
  const productModelIds = await checkModels(ctx.db, body.productModelIds);
  const { id, version, ...values } = body;
  await uniqueOr10120(
    mutate(ctx.db, req, { module: 'softwareCode', action: 'update' }, async (tx) => {
      const { before, after } = await updateVersioned(tx, softwareCodes, id, version, { ...values, productModelIds, remark: values.remark ?? null });
      return { result: after, targetId: id, before, after };
    }),
  );
  return getSoftCode(ctx, id);
}

export async function deleteSoftCode(ctx: AppContext, req: FastifyRequest, body: TDeleteRequest): Promise<void> {
  await mutate(ctx.db, req, { module: 'softwareCode', action: 'delete' }, async (tx) => {
    // a code with uploads or checklist entries stays (1015): its versions may be on devices
    const [used] = await tx
      .execute(
        sql`select 1 from ${softwareVersions} where software_code_id = ${body.id} and del_flag = false
          union all select 1 from ${appChecklist} where software_code_id = ${body.id} and del_flag = false limit 1`,
      )
      .then((r) => (r as unknown as { rows: unknown[] }).rows);
    if (used) throw new AppError(1015);
    const before = await deleteVersioned(tx, softwareCodes, body.id, body.version);
    return { result: undefined, targetId: body.id, before };
  });
}

async function liveCode(db: DbOrTx, id: number, field: string, enabledOnly = false) {
  const [c] = await codesByIds(db, [id]);
  if (!c || (enabledOnly && c.status !== 'enabled')) throw bad(field, enabledOnly ? 'unknown or disabled software code' : 'unknown software code');
  return c;
}

// ---- uploads ----

async function codeNames(db: DbOrTx, rows: VersionRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((r) => r.minVersions.map((m) => m.softwareCodeId)))];
  return new Map((await codesByIds(db, ids)).map((c) => [c.id, c.code]));
}

export function getUploadPage(ctx: AppContext, q: TUploadPageQuery, lang: Language): Promise<TPage<TUpload>> {
  return uploadPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await selectUploads(ctx.db)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    const names = await codeNames(
      ctx.db,
      rows.map((r) => r.v),
    );
    return rows.map((r) => presentUpload(lang, r, names, (id) => packageUrl(ctx, id)));
  });
}

/** Which release actions this caller may take on the version now. */
function actionsFor(req: FastifyRequest, v: VersionRow): TReleaseAction[] {
  const own = v.createdBy === req.auth?.userId || v.submittedById === req.auth?.userId;
  return releaseFlow.allowedActions(v.state as TReleaseState, req.auth?.permissions ?? new Set()).filter((a) => !((a === 'approve' || a === 'reject') && own));
}

export async function getUpload(ctx: AppContext, req: FastifyRequest, id: number): Promise<TUploadDetail> {
  const lang = requestLanguage(req);
  const [row] = await selectUploads(ctx.db).where(and(eq(softwareVersions.id, id), eq(softwareVersions.delFlag, false)));
  const r = found(row);
  const [names, history] = await Promise.all([codeNames(ctx.db, [r.v]), releaseFlow.history(ctx.db, id)]);
  return {
    ...presentUpload(lang, r, names, (fid) => packageUrl(ctx, fid)),
    history: history.map((h) => ({
      fromState: h.fromState,
      toState: h.toState,
      action: h.action,
      reason: h.reason,
      username: h.username,
      createTime: h.createTime,
    })),
    actions: actionsFor(req, r.v),
  };
}

async function checkUpload(db: DbOrTx, body: TSaveUploadRequest) {
  await liveCode(db, body.softwareCodeId, 'softwareCodeId', true);
  if (body.operationType === 'patch' && !body.baseVersion) throw bad('baseVersion', 'a patch needs the version it applies over');
  const seen = new Set<number>();
  for (const [i, m] of body.minVersions.entries()) {
    if (seen.has(m.softwareCodeId)) throw bad(`minVersions.${i}.softwareCodeId`, 'a software appears twice');
    seen.add(m.softwareCodeId);
    await liveCode(db, m.softwareCodeId, `minVersions.${i}.softwareCodeId`);
  }
}

const uploadValues = (body: TSaveUploadRequest) => ({
  softwareCodeId: body.softwareCodeId,
  operationType: body.operationType,
  versionNo: body.versionNo,
  baseVersion: body.operationType === 'patch' ? (body.baseVersion ?? null) : null,
  notesZh: body.notesZh ?? null,
  notesEn: body.notesEn ?? null,
  minVersions: body.minVersions,
});

async function uploadResult(ctx: AppContext, req: FastifyRequest, id: number) {
  return getUpload(ctx, req, id);
}

export async function saveUpload(ctx: AppContext, req: FastifyRequest, body: TSaveUploadRequest): Promise<TUploadDetail> {
  await checkUpload(ctx.db, body);
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: 'softwareVersion', action: 'create' }, async (tx) => {
      const [created] = await tx
        .insert(softwareVersions)
        .values({ ...uploadValues(body), state: 'draft', createdBy: req.auth!.userId, createdByName: req.auth!.username })
        .returning();
      const file = await attachPackage(ctx, tx, req, created!.id, body.fileId ?? null);
      if (file) await tx.update(softwareVersions).set(file).where(eq(softwareVersions.id, created!.id));
      await releaseFlow.record(tx, req, { entityId: created!.id, from: null, to: 'draft', action: 'create' });
      return { result: created!, targetId: created!.id, after: { ...created, ...file } };
    }),
  );
  return uploadResult(ctx, req, row.id);
}

/** Only a draft is edited (a version in review or released is what the reviewer saw). */
export async function updateUpload(ctx: AppContext, req: FastifyRequest, body: TUpdateUploadRequest): Promise<TUploadDetail> {
  await checkUpload(ctx.db, body);
  const { id, version, ...rest } = body;
  await uniqueOr10120(
    mutate(ctx.db, req, { module: 'softwareVersion', action: 'update' }, async (tx) => {
      const current = await lockVersion(tx, softwareVersions, id, version);
      if (current.state !== 'draft') throw new AppError(1017, { state: current.state, action: 'edit' });
      const file = await attachPackage(ctx, tx, req, id, rest.fileId ?? null);
      const { before, after } = await updateVersioned(tx, softwareVersions, id, version, {
        ...uploadValues(rest),
        ...(file ?? { fileId: null, fileName: null, fileSize: null, fileSha256: null }),
      });
      return { result: after, targetId: id, before, after };
    }),
  );
  return uploadResult(ctx, req, id);
}

export async function deleteUpload(ctx: AppContext, req: FastifyRequest, body: TDeleteRequest): Promise<void> {
  await mutate(ctx.db, req, { module: 'softwareVersion', action: 'delete' }, async (tx) => {
    const current = await lockVersion(tx, softwareVersions, body.id, body.version);
    if (current.state !== 'draft') throw new AppError(1017, { state: current.state, action: 'delete' });
    await attachPackage(ctx, tx, req, body.id, null);
    const before = await deleteVersioned(tx, softwareVersions, body.id, body.version);
    return { result: undefined, targetId: body.id, before };
  });
}

/** submit / approve (releases) / reject (back to draft, reason) / withdraw (reason). Nobody reviews their own upload (10141). */
export async function changeRelease(ctx: AppContext, req: FastifyRequest, body: TReleaseRequest): Promise<TUploadDetail> {
  await mutate(ctx.db, req, { module: 'softwareVersion', action: body.action }, async (tx: Tx) => {
    const current = await lockVersion(tx, softwareVersions, body.id, body.version);
    const from = current.state as TReleaseState;
    const to = releaseFlow.check(req, from, body.action, body.reason);
    const me = req.auth!;
    const stamp: Partial<typeof softwareVersions.$inferInsert> = {};
    const now = new Date(ctx.clock.now());
    if (body.action === 'submit') {
      if (!current.fileId) throw bad('fileId', 'a package file is required');
      if (!current.notesZh?.trim() || !current.notesEn?.trim()) throw bad('notesZh', 'release notes are required in both languages');
      Object.assign(stamp, { submittedById: me.userId, submittedBy: me.username, submittedAt: now, reviewedBy: null, releasedAt: null });
    }
    if (body.action === 'approve' || body.action === 'reject') {
      if (current.createdBy === me.userId || current.submittedById === me.userId) throw new AppError(10141);
      if (body.action === 'approve') Object.assign(stamp, { reviewedBy: me.username, releasedAt: now });
      else Object.assign(stamp, { reviewedBy: me.username });
    }
    if (body.action === 'withdraw') Object.assign(stamp, { withdrawnBy: me.username, withdrawnAt: now });
    const { before, after } = await updateVersioned(tx, softwareVersions, body.id, body.version, { state: to, ...stamp });
    await releaseFlow.record(tx, req, { entityId: body.id, from, to, action: body.action, reason: body.reason });
    return { result: after, targetId: body.id, before: { state: before.state }, after: { state: to, reason: body.reason ?? null } };
  });
  return uploadResult(ctx, req, body.id);
}

// ---- mnemonics ----

export function getMnemonicPage(ctx: AppContext, q: TMnemonicPageQuery): Promise<TPage<TMnemonic>> {
  return mnemonicPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await selectMnemonics(ctx.db)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map(presentMnemonic);
  });
}

export async function getMnemonic(ctx: AppContext, id: number): Promise<TMnemonic> {
  const [row] = await selectMnemonics(ctx.db).where(and(eq(mnemonics.id, id), eq(mnemonics.delFlag, false)));
  return presentMnemonic(found(row));
}

export async function saveMnemonic(ctx: AppContext, req: FastifyRequest, body: TSaveMnemonicRequest): Promise<TMnemonic> {
  if (body.softwareCodeId != null) await liveCode(ctx.db, body.softwareCodeId, 'softwareCodeId');
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: 'mnemonic', action: 'create' }, async (tx) => {
      const [created] = await tx
        .insert(mnemonics)
        .values({ ...body, softwareCodeId: body.softwareCodeId ?? null, remark: body.remark ?? null })
        .returning();
      return { result: created!, targetId: created!.id, after: created };
    }),
  );
  return getMnemonic(ctx, row.id);
}

export async function updateMnemonic(ctx: AppContext, req: FastifyRequest, body: TUpdateMnemonicRequest): Promise<TMnemonic> {
  if (body.softwareCodeId != null) await liveCode(ctx.db, body.softwareCodeId, 'softwareCodeId');
  const { id, version, ...values } = body;
  await uniqueOr10120(
    mutate(ctx.db, req, { module: 'mnemonic', action: 'update' }, async (tx) => {
      const { before, after } = await updateVersioned(tx, mnemonics, id, version, {
        ...values,
        softwareCodeId: values.softwareCodeId ?? null,
        remark: values.remark ?? null,
      });
      return { result: after, targetId: id, before, after };
    }),
  );
  return getMnemonic(ctx, id);
}

export async function deleteMnemonic(ctx: AppContext, req: FastifyRequest, body: TDeleteRequest): Promise<void> {
  await mutate(ctx.db, req, { module: 'mnemonic', action: 'delete' }, async (tx) => {
    const before = await deleteVersioned(tx, mnemonics, body.id, body.version);
    return { result: undefined, targetId: body.id, before };
  });
}

// ---- application checklist ----

export function getChecklistPage(ctx: AppContext, q: TChecklistPageQuery, lang: Language): Promise<TPage<TChecklistEntry>> {
  return checklistPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await selectChecklist(ctx.db)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => presentChecklist(lang, r));
  });
}

export async function getChecklistEntry(ctx: AppContext, id: number, lang: Language): Promise<TChecklistEntry> {
  const [row] = await selectChecklist(ctx.db).where(and(eq(appChecklist.id, id), eq(appChecklist.delFlag, false)));
  return presentChecklist(lang, found(row));
}

async function checkChecklist(db: DbOrTx, body: TSaveChecklistRequest) {
  if ((await productOfModel(db, body.productModelId)) === null) throw bad('productModelId', 'unknown product model');
  const code = await liveCode(db, body.softwareCodeId, 'softwareCodeId');
  // the software must be meant for the model (its code lists the model)
  if (!code.productModelIds.includes(body.productModelId)) throw bad('softwareCodeId', 'unknown software code');
}

async function uniqueEntry<T>(p: Promise<T>): Promise<T> {
  try {
    return await uniqueOr10120(p);
  } catch (e) {
    if (e instanceof AppError && e.code === 10120) throw bad('softwareCodeId', 'the software is already on the checklist of this model');
    throw e;
  }
}

export async function saveChecklist(ctx: AppContext, req: FastifyRequest, body: TSaveChecklistRequest): Promise<TChecklistEntry> {
  await checkChecklist(ctx.db, body);
  const row = await uniqueEntry(
    mutate(ctx.db, req, { module: 'appChecklist', action: 'create' }, async (tx) => {
      const [created] = await tx
        .insert(appChecklist)
        .values({ ...body, remark: body.remark ?? null })
        .returning();
      return { result: created!, targetId: created!.id, after: created };
    }),
  );
  return getChecklistEntry(ctx, row.id, requestLanguage(req));
}

export async function updateChecklist(ctx: AppContext, req: FastifyRequest, body: TUpdateChecklistRequest): Promise<TChecklistEntry> {
  await checkChecklist(ctx.db, body);
  const { id, version, ...values } = body;
  await uniqueEntry(
    mutate(ctx.db, req, { module: 'appChecklist', action: 'update' }, async (tx) => {
      const { before, after } = await updateVersioned(tx, appChecklist, id, version, { ...values, remark: values.remark ?? null });
      return { result: after, targetId: id, before, after };
    }),
  );
  return getChecklistEntry(ctx, id, requestLanguage(req));
}

export async function deleteChecklist(ctx: AppContext, req: FastifyRequest, body: TDeleteRequest): Promise<void> {
  await mutate(ctx.db, req, { module: 'appChecklist', action: 'delete' }, async (tx) => {
    const before = await deleteVersioned(tx, appChecklist, body.id, body.version);
    return { result: undefined, targetId: body.id, before };
  });
}
