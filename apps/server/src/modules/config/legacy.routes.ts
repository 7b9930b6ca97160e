import { envelope, ZKeyword } from '@diagops/contracts';
import { or } from 'drizzle-orm';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { startsWith } from '../../platform/kit/page';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { productModelNamesView } from '../products';
import { CONFIG_LEGACY_SERVICES } from './legacy.service';

const ZProductModelChoice = z.object({ value: z.string(), label: z.string() });

/**
 * The simpler objects' routes, each generated from its declaration (/{svc}-config/snCommon/…, /packing/…),
 * and for each with a product model the form's choices: GET <base>/productModels (codes, labelled in the caller's language).
 */
export async function configLegacyRoutes(app: App) {
  const { ctx } = app;
  for (const service of CONFIG_LEGACY_SERVICES) {
    await resourceRoutes(app, service, { tags: ['config'] });
    const def = service.def;
    if (!('productModel' in def.fields)) continue;
    app.get(
      ctx.svcPath('config', `${def.api.base}/productModels`),
      {
        config: { permission: def.permissions.view },
        schema: {
          summary: `Product models a ${def.label[1].toLowerCase()} may name (by code or name prefix, 50 at most)`,
          tags: ['config'],
          querystring: z.object({ keyword: ZKeyword.optional() }).strict(),
          response: { 200: envelope(z.array(ZProductModelChoice)) },
        },
      },
      async (req) => {
        const v = productModelNamesView;
        const k = req.query.keyword;
        const rows = await ctx.db
          .select()
          .from(v)
          .where(k ? or(startsWith(v.code, k), startsWith(v.nameZh, k), startsWith(v.nameEn, k)) : undefined)
          .orderBy(v.code)
          .limit(50);
        const en = requestLanguage(req) === 'en-US';
        return ok(
          req,
          rows.map((r) => ({ value: r.code, label: `${r.code} ${en ? r.nameEn : r.nameZh}` })),
        );
      },
    );
  }
}
