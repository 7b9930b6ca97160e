import { BATTERY_PERMISSION, envelope, OBD_CODE_PERMISSION, SIGNED_IN, ZKeyword, ZObdDescribeQuery, ZObdDescribeReply } from '@diagops/contracts';
import { and, asc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { startsWith } from '../../platform/kit/page';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { productModelNamesView } from '../products';
import { CATALOG_SERVICES } from './catalog.service';
import { batteryStandards } from './catalog.tables';
import { bindCatalogFiles, declareCatalogFiles } from './catalog-files';
import { describeObdCode, obdCodeService } from './catalog-obd.service';
import { itemOptions, registerCatalogRefs, searchItems } from './catalog-refs';

const tags = ['vehicle catalog'];
const ZChoice = z.object({ value: z.union([z.number(), z.string()]), label: z.string() });
const ZIds = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/)
  .optional();

/** The API of vehicles, OBD codes, TSBs, DLC locations, batteries, standards, advertising, testable cars. */
export async function catalogRoutes(app: App) {
  const { ctx } = app;
  registerCatalogRefs();
  declareCatalogFiles();
  bindCatalogFiles(ctx);
  for (const svc of [...CATALOG_SERVICES, obdCodeService]) await resourceRoutes(app, svc as never, { tags });

  app.get(
    ctx.svcPath('vehicle', '/obdCode/describe'),
    {
      config: { permission: OBD_CODE_PERMISSION.view },
      schema: {
        summary: 'Describe an OBD code for a make in a language, saying where the text came from',
        tags,
        querystring: ZObdDescribeQuery,
        response: { 200: envelope(ZObdDescribeReply) },
      },
    },
    async (req) => ok(req, await describeObdCode(ctx, req, req.query)),
  );

  // the forms' choices: our brands and models (basic data) by name or by id, in the caller's language
  app.get(
    ctx.svcPath('vehicle', '/catalog/items'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Brands or models the catalog forms may name (by name, or the ids shown)',
        tags,
        querystring: z
          .object({ kind: z.enum(['brand', 'model']), keyword: ZKeyword.optional(), ids: ZIds, brandId: z.coerce.number().int().positive().optional() })
          .strict(),
        response: { 200: envelope(z.array(ZChoice)) },
      },
    },
    async (req) => {
      const q = req.query;
      const lang = requestLanguage(req);
      if (q.ids) return ok(req, await itemOptions(ctx.db, q.kind, q.ids.split(',').map(Number), lang));
      return ok(req, await searchItems(ctx.db, q.kind, q.keyword, q.brandId ?? null, lang));
    },
  );

  app.get(
    ctx.svcPath('vehicle', '/battery/standards'),
    {
      config: { permission: BATTERY_PERMISSION.view },
      schema: {
        summary: 'Battery standards a battery may name (by code prefix, 100 at most)',
        tags,
        querystring: z.object({ keyword: ZKeyword.optional() }).strict(),
        response: { 200: envelope(z.array(ZChoice)) },
      },
    },
    async (req) => {
      const k = req.query.keyword;
      const rows = await ctx.db
        .select({ id: batteryStandards.id, code: batteryStandards.code, name: batteryStandards.name })
        .from(batteryStandards)
        .where(and(eq(batteryStandards.delFlag, false), k ? startsWith(batteryStandards.code, k) : undefined))
        .orderBy(asc(batteryStandards.code))
        .limit(100);
      return ok(
        req,
        rows.map((r) => ({ value: r.id, label: `${r.code} ${r.name}` })),
      );
    },
  );

  app.get(
    ctx.svcPath('vehicle', '/testableCar/productModels'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Product models a testable car may name (by code or name prefix, 50 at most)',
        tags,
        querystring: z.object({ keyword: ZKeyword.optional() }).strict(),
        response: { 200: envelope(z.array(ZChoice)) },
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
