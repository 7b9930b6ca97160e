import { aiModelResource, type TAiHealth } from '@diagops/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { type ResourceService, resourceService } from '../../platform/kit/resource-service';
import { sealSecret } from '../account';
import { knowledgeCategoryNames } from '../knowledge';
import { rolesView } from '../roles';
import { aiModels } from './ai.tables';
import { type ModelRow, SECRET_CONTEXT, tryModel } from './chain';

type Values = Record<string, unknown>;

/** http and https only (79601): a provider is called at this address. */
export function checkBaseUrl(url: unknown) {
  if (url === null || url === undefined || url === '') return;
  let u: URL;
  try {
    u = new URL(String(url));
  } catch {
    throw new AppError(79601);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new AppError(79601);
}

async function namesOf(db: DbOrTx, table: 'models' | 'roles', ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows =
    table === 'models'
      ? await db.select({ id: aiModels.id, name: aiModels.name }).from(aiModels).where(inArray(aiModels.id, ids))
      : await db.select({ id: rolesView.id, name: rolesView.roleName }).from(rolesView).where(inArray(rolesView.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
const joinNames = (ids: number[], names: Map<number, string>) => ids.map((i) => names.get(i) ?? String(i)).join(', ');

/** Fallbacks that exist (not deleted), none twice and not the model itself (79608); roles that exist (79611). */
async function checkLinks(db: DbOrTx, selfId: number | null, fallbackIds: number[], roleIds: number[]) {
  if (new Set(fallbackIds).size !== fallbackIds.length || (selfId !== null && fallbackIds.includes(selfId))) throw new AppError(79608);
  if (fallbackIds.length) {
    const found = await db
      .select({ id: aiModels.id })
      .from(aiModels)
      .where(and(inArray(aiModels.id, fallbackIds), eq(aiModels.delFlag, false)));
    if (found.length !== fallbackIds.length) throw new AppError(79608);
  }
  const unique = [...new Set(roleIds)];
  if (unique.length) {
    const found = await db
      .select({ id: rolesView.id })
      .from(rolesView)
      .where(and(inArray(rolesView.id, unique), eq(rolesView.delFlag, false)));
    if (found.length !== unique.length) throw new AppError(79611);
  }
}

/** the app the routes were registered in (sealing reads the key through it) */
const boundContext = (): AppContext => aiModelService.boundContext();

export const aiModelService: ResourceService<typeof aiModelResource> = resourceService(aiModelResource, {
  table: aiModels,
  computed: async (db, rows) => {
    const all = rows as unknown as ModelRow[];
    const [models, roles] = await Promise.all([
      namesOf(
        db,
        'models',
        all.flatMap((r) => r.fallbackIds),
      ),
      namesOf(
        db,
        'roles',
        all.flatMap((r) => r.roleIds),
      ),
    ]);
    // the secret is never answered: the reply says only whether one is set
    return new Map(
      all.map((r) => [r.id, { secret: null, hasSecret: r.hasSecret, fallbackNames: joinNames(r.fallbackIds, models), roleNames: joinNames(r.roleIds, roles) }]),
    );
  },
  rules: {
    beforeSave: async (tx, _req, values: Values, before): Promise<Values> => {
      const prior = before as unknown as ModelRow | null;
      const provider = (values.provider ?? prior?.provider) as string;
      const baseUrl = 'baseUrl' in values ? values.baseUrl : prior?.baseUrl;
      checkBaseUrl(baseUrl);
      if (provider === 'openai' && !baseUrl) throw new AppError(79601);
      await checkLinks(tx, prior?.id ?? null, (values.fallbackIds as number[] | undefined) ?? [], (values.roleIds as number[] | undefined) ?? []);
      const secret = values.secret as string | null | undefined;
      const { secret: _, ...rest } = values;
      if (!secret) {
        // an edit without a secret keeps the one set; a new model needs one
        if (!prior) throw new AppError(79602);
        return rest;
      }
      return { ...rest, secretSealed: await sealSecret(boundContext(), secret, SECRET_CONTEXT), hasSecret: true };
    },
  },
});

/** A model's health check: the provider asked a short question at the model's timeout, its latency and outcome. */
export async function checkHealth(ctx: AppContext, id: number): Promise<TAiHealth> {
  const [model] = await ctx.db
    .select()
    .from(aiModels)
    .where(and(eq(aiModels.id, id), eq(aiModels.delFlag, false)));
  if (!model) throw new AppError(1002);
  const attempt = await tryModel(ctx, model, [{ role: 'user', content: 'ping' }], 0, false);
  return {
    ok: attempt.outcome === 'answered',
    latencyMs: attempt.latencyMs,
    code: attempt.code,
    message: attempt.error ?? null,
    checkedAt: new Date(ctx.clock.now()).toISOString(),
  };
}

/** Choices for the forms: the models (not deleted) or the roles, by name. */
export async function aiOptions(ctx: AppContext, what: 'aiModels' | 'roles' | 'knowledgeCategories', lang: 'zh-CN' | 'en-US' = 'en-US') {
  if (what === 'knowledgeCategories') return (await knowledgeCategoryNames(ctx.db, lang)).map((c) => ({ value: c.id, label: c.name }));
  const rows =
    what === 'aiModels'
      ? await ctx.db.select({ value: aiModels.id, label: aiModels.name }).from(aiModels).where(eq(aiModels.delFlag, false)).orderBy(aiModels.name).limit(500)
      : await ctx.db
          .select({ value: rolesView.id, label: rolesView.roleName })
          .from(rolesView)
          .where(eq(rolesView.delFlag, false))
          .orderBy(rolesView.roleName)
          .limit(500);
  return rows;
}

/** The caller may use a model: it names no roles, or one of the caller's (79610). */
export function mayUse(req: FastifyRequest, model: Pick<ModelRow, 'roleIds'>) {
  if (model.roleIds.length === 0) return true;
  const mine = req.auth?.roleIds ?? [];
  return model.roleIds.some((r) => mine.includes(r));
}
