import { ADAS_BASIC_KINDS, ADAS_DATA_PERMISSION, envelope, OPERATION_MANUAL_PERMISSION, TOPOLOGY_MAP_PERMISSION } from '@diagops/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { productModelNamesView } from '../products';
import { EXTRAS_SERVICES, registerAdasImportLookups } from './extras.service';
import { adasBasics, topologyBasics } from './extras.tables';
import { declareExtrasFiles } from './extras-files';
import { registerExtrasRefs } from './extras-refs';

const tags = ['vehicle extras'];
const ZChoice = z.object({ value: z.union([z.number(), z.string()]), label: z.string() });

/** The API of vehicle services, motorcycle wiring, manuals, short codes, ADAS, topology, batch imports. */
export async function extrasRoutes(app: App) {
  const { ctx } = app;
  registerExtrasRefs();
  registerAdasImportLookups();
  declareExtrasFiles(ctx);
  for (const svc of EXTRAS_SERVICES) await resourceRoutes(app, svc as never, { tags });

  // the ADAS data form's choices: system or calibration types, in the caller's language
  app.get(
    ctx.svcPath('vehicle', '/adasBasic/options'),
    {
      config: { permission: ADAS_DATA_PERMISSION.view },
      schema: {
        summary: 'ADAS system or calibration types the ADAS data may name',
        tags,
        querystring: z.object({ kind: z.enum(ADAS_BASIC_KINDS) }).strict(),
        response: { 200: envelope(z.array(ZChoice)) },
      },
    },
    async (req) => {
      const en = requestLanguage(req) === 'en-US';
      const rows = await ctx.db
        .select()
        .from(adasBasics)
        .where(and(eq(adasBasics.kind, req.query.kind), eq(adasBasics.delFlag, false)))
        .orderBy(asc(adasBasics.code))
        .limit(500);
      return ok(
        req,
        rows.map((r) => ({ value: r.id, label: `${(en ? r.nameEn || r.nameZh : r.nameZh || r.nameEn) ?? ''} (${r.code})` })),
      );
    },
  );

  // the topology map's modules: every module of the basic data with its name in the caller's language
  app.get(
    ctx.svcPath('vehicle', '/topologyBasic/options'),
    {
      config: { permission: TOPOLOGY_MAP_PERMISSION.view },
      schema: {
        summary: 'Topology modules a map may place, with their names and categories',
        tags,
        response: { 200: envelope(z.array(ZChoice.extend({ category: z.string() }))) },
      },
    },
    async (req) => {
      const en = requestLanguage(req) === 'en-US';
      const rows = await ctx.db.select().from(topologyBasics).where(eq(topologyBasics.delFlag, false)).orderBy(asc(topologyBasics.code)).limit(1000);
      return ok(
        req,
        rows.map((r) => ({ value: r.code, label: (en ? r.nameEn || r.nameZh : r.nameZh || r.nameEn) ?? r.code, category: r.category })),
      );
    },
  );

  // the manuals' product models, in the caller's language
  app.get(
    ctx.svcPath('vehicle', '/operationManual/productModels'),
    {
      config: { permission: OPERATION_MANUAL_PERMISSION.view },
      schema: { summary: 'Product models an operation manual may be written for', tags, response: { 200: envelope(z.array(ZChoice)) } },
    },
    async (req) => {
      const en = requestLanguage(req) === 'en-US';
      const rows = await ctx.db.select().from(productModelNamesView).orderBy(asc(productModelNamesView.code)).limit(1000);
      return ok(
        req,
        rows.map((r) => ({ value: r.code, label: `${r.code} ${en ? r.nameEn : r.nameZh}` })),
      );
    },
  );
}
