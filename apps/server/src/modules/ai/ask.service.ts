import { aiAskResource } from '@diagops/contracts';
import { and, eq, getTableName, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { cachedSetting } from '../../platform/cache/settings-cache';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { resourceService } from '../../platform/kit/resource-service';
import { revisionEngine } from '../config';
import { knowledgeCategoryNames } from '../knowledge';
import { aiAskPresets, aiModels } from './ai.tables';

/**
 * The model a preset names must exist (not deleted): 79609. The knowledge-base categories it may
 * cite are the knowledge area's, by id: each must exist (a deleted one is gone) — 79615.
 */
async function checkPreset(tx: Tx, data: Record<string, unknown>) {
  const [m] = await tx
    .select({ id: aiModels.id })
    .from(aiModels)
    .where(and(eq(aiModels.id, Number(data.modelId)), eq(aiModels.delFlag, false)));
  if (!m) throw new AppError(79609);
  const cited = (data.categories as string[] | undefined) ?? [];
  if (cited.length === 0) return;
  const ids = cited.map((c) => (/^[1-9]\d{0,9}$/.test(c) ? Number(c) : Number.NaN));
  if (ids.some((i) => !Number.isSafeInteger(i) || i > 2_147_483_647)) throw new AppError(79615);
  const found = await knowledgeCategoryNames(tx, 'en-US', [...new Set(ids)]);
  if (found.length !== new Set(ids).size) throw new AppError(79615);
}

export const aiAskService = resourceService(aiAskResource, {
  table: aiAskPresets,
  computed: async (db, rows) => {
    const ids = [...new Set(rows.map((r) => Number(r.modelId)))];
    const names = ids.length ? await db.select({ id: aiModels.id, name: aiModels.name }).from(aiModels).where(inArray(aiModels.id, ids)) : [];
    const byId = new Map(names.map((n) => [n.id, n.name]));
    return new Map(rows.map((r) => [r.id, { modelName: byId.get(Number(r.modelId)) ?? null }]));
  },
});

/** Ask presets are reviewed like configuration packs: the configuration area's revisions engine, kind `ask`. */
export const aiAskRevisions = revisionEngine({
  kind: 'ask',
  tableName: getTableName(aiAskPresets),
  def: aiAskResource,
  service: aiAskService as never,
  table: aiAskPresets as unknown as PgTable & Record<string, PgColumn>,
  numberField: 'presetNo',
  prefix: 'AP',
  // a preset reaches no product models: its preview is its revision and token alone
  audience: () => ({ productModelIds: [] }),
  check: checkPreset,
});

/** The preset the customer API answers with: passed (confirmed), for the scene in the language (79604); kept a few seconds (settings-cache.ts). */
export function passedPreset(ctx: AppContext, scene: string, language: string) {
  return cachedSetting(ctx, 'ai', `preset:${scene}\u0000${language}`, async () => {
    const [p] = await ctx.db
      .select()
      .from(aiAskPresets)
      .where(and(eq(aiAskPresets.scene, scene), eq(aiAskPresets.language, language), eq(aiAskPresets.status, 'confirmed'), eq(aiAskPresets.delFlag, false)));
    if (!p) throw new AppError(79604);
    return p;
  });
}

/** The values the test panel runs: the preset's newest revision (open or passed). */
export async function latestValues(ctx: AppContext, req: FastifyRequest, id: number) {
  const [newest] = await aiAskRevisions.list(ctx, req, id);
  return newest!.data as { modelId: number; systemPrompt: string; temperature: number; scene: string };
}
