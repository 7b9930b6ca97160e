import { aiAskResource } from '@diagops/contracts';
import { and, eq, getTableName, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { resourceService } from '../../platform/kit/resource-service';
import { revisionEngine } from '../config';
import { aiAskPresets, aiModels } from './ai.tables';

/** The model a preset names must exist (not deleted): 79609. */
async function checkModel(tx: Tx, data: Record<string, unknown>) {
  const [m] = await tx
    .select({ id: aiModels.id })
    .from(aiModels)
    .where(and(eq(aiModels.id, Number(data.modelId)), eq(aiModels.delFlag, false)));
  if (!m) throw new AppError(79609);
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
  check: checkModel,
});

/** The preset the customer API answers with: passed (confirmed), for the scene in the language (79604). */
export async function passedPreset(ctx: AppContext, scene: string, language: string) {
  const [p] = await ctx.db
    .select()
    .from(aiAskPresets)
    .where(and(eq(aiAskPresets.scene, scene), eq(aiAskPresets.language, language), eq(aiAskPresets.status, 'confirmed'), eq(aiAskPresets.delFlag, false)));
  if (!p) throw new AppError(79604);
  return p;
}

/** The values the test panel runs: the preset's newest revision (open or passed). */
export async function latestValues(ctx: AppContext, req: FastifyRequest, id: number) {
  const [newest] = await aiAskRevisions.list(ctx, req, id);
  return newest!.data as { modelId: number; systemPrompt: string; temperature: number; scene: string };
}
