import { type Language, sceneResource, type TSceneResult } from '@diagops/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { resourceService } from '../../platform/kit/resource-service';
import { publishedKnowledge } from '../knowledge';
import { recommendClicks, scenes } from './marketing.tables';

type Scene = { source: string; size: number };

async function clicksOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db.select().from(recommendClicks).where(inArray(recommendClicks.itemId, ids));
  return new Map(rows.map((r) => [r.itemId, r.clicks]));
}

/**
 * What a scene shows now: published knowledge items, the newest (latest), the most clicked through
 * recommendations and then the newest (popular), or those naming the device's model (relatedModel;
 * without a model, as latest).
 */
export async function sceneResults(db: DbOrTx, scene: Scene, model?: string): Promise<TSceneResult[]> {
  let items: Awaited<ReturnType<typeof publishedKnowledge>>;
  if (scene.source === 'popular') {
    const top = await db
      .select()
      .from(recommendClicks)
      .orderBy(desc(recommendClicks.clicks), recommendClicks.itemId)
      .limit(scene.size * 2);
    const rank = new Map(top.map((t, i) => [t.itemId, i]));
    const popular = (await publishedKnowledge(db, { limit: scene.size * 2, ids: top.map((t) => t.itemId) })).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
    const rest = await publishedKnowledge(db, { limit: scene.size + popular.length });
    const seen = new Set(popular.map((p) => p.id));
    items = [...popular, ...rest.filter((r) => !seen.has(r.id))].slice(0, scene.size);
  } else {
    items = await publishedKnowledge(db, { limit: scene.size, term: scene.source === 'relatedModel' ? model : undefined });
  }
  const clicks = await clicksOf(
    db,
    items.map((i) => i.id),
  );
  return items.map((i) => ({ ...i, clicks: clicks.get(i.id) ?? 0 }));
}

export const sceneService = resourceService(sceneResource, {
  table: scenes,
  // the detail shows the scene's current results; a page of scenes does not compute them
  computed: async (db, rows) => {
    if (rows.length !== 1) return new Map(rows.map((r) => [r.id, { results: [] }]));
    const r = rows[0]!;
    return new Map([[r.id, { results: await sceneResults(db, r as unknown as Scene) }]]);
  },
});

/** An enabled scene by its code (79705 otherwise). */
async function enabledScene(db: DbOrTx, code: string) {
  const [scene] = await db
    .select()
    .from(scenes)
    .where(and(eq(scenes.delFlag, false), eq(scenes.enabled, true), sql`lower(${scenes.code}) = ${code.toLowerCase()}`));
  if (!scene) throw new AppError(79705);
  return scene;
}

export async function recommendFor(ctx: AppContext, code: string, model: string | undefined, _lang: Language) {
  const scene = await enabledScene(ctx.db, code);
  return { scene: scene.code, items: await sceneResults(ctx.db, scene, model) };
}

/** A click on a recommended item of a scene: what "popular" ranks by (79705 for an item the scene does not show). */
export async function recommendClick(ctx: AppContext, code: string, itemId: number): Promise<boolean> {
  await enabledScene(ctx.db, code);
  const [item] = await publishedKnowledge(ctx.db, { limit: 1, ids: [itemId] });
  if (!item) throw new AppError(79705);
  await ctx.db
    .insert(recommendClicks)
    .values({ itemId, clicks: 1 })
    .onConflictDoUpdate({ target: recommendClicks.itemId, set: { clicks: sql`${recommendClicks.clicks} + 1` } });
  return true;
}
