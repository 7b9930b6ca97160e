import {
  envelope,
  SIGNED_IN,
  SUPPLY_OPTIONS_MAX,
  WAREHOUSE_PERMISSIONS,
  WAREHOUSE_TYPES,
  ZKeyword,
  ZWarehouseCompany,
  ZWarehouseType,
} from '@diagops/contracts';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { accountService } from './accounts.service';
import { supplierOptions, supplierService } from './suppliers.service';
import { warehouseCompanies, warehouseOptions, warehouseService } from './warehouses.service';

const ZIdList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'ids separated by commas')
  .transform((s) => s.split(',').map(Number));
const ZTypeList = z
  .string()
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(ZWarehouseType).max(WAREHOUSE_TYPES.length));
const ZOption = z.object({ id: z.number(), code: z.string(), name: z.string() });
const tags = ['supply'];

/**
 * /{svc}-supply/supplier/…, /warehouse/…, /account/…: the supply reference objects, generated from
 * their declarations, plus the stock forms' pickers (any signed-in user: the documents that use
 * them carry their own permissions) and the warehouse screen's company tree.
 */
export async function supplyReferenceRoutes(app: App) {
  const { ctx } = app;
  // each in a plugin of its own (each registers its upload parsing); the job routes (/{svc}-supply/job/…) once
  await app.register(async (sub: App) => resourceRoutes(sub, supplierService, { tags }));
  await app.register(async (sub: App) => resourceRoutes(sub, warehouseService, { tags, jobRoutes: false }));
  await app.register(async (sub: App) => resourceRoutes(sub, accountService, { tags, jobRoutes: false }));
  app.get(
    ctx.svcPath('supply', '/supplier/options'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'List enabled suppliers to pick from, by a prefix of code or name (at most 50)',
        tags,
        querystring: z.object({ keyword: ZKeyword.optional(), ids: ZIdList.optional() }).strict(),
        response: { 200: envelope(z.array(ZOption)) },
      },
    },
    async (req) => {
      const lang = requestLanguage(req);
      const rows = await supplierOptions(ctx.db, { keyword: req.query.keyword, ids: req.query.ids, limit: SUPPLY_OPTIONS_MAX });
      return ok(
        req,
        rows.map((r) => ({ id: r.id, code: r.code, name: lang === 'zh-CN' ? r.nameZh : r.nameEn })),
      );
    },
  );
  app.get(
    ctx.svcPath('supply', '/warehouse/options'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'List enabled warehouses to pick from, by type and a prefix of code or name (at most 50)',
        tags,
        querystring: z.object({ keyword: ZKeyword.optional(), types: ZTypeList.optional(), ids: ZIdList.optional() }).strict(),
        response: { 200: envelope(z.array(ZOption.extend({ type: ZWarehouseType, company: z.string() }))) },
      },
    },
    async (req) => {
      const lang = requestLanguage(req);
      const rows = await warehouseOptions(ctx.db, { ...req.query, limit: SUPPLY_OPTIONS_MAX });
      return ok(
        req,
        rows.map((r) => ({ id: r.id, code: r.code, name: lang === 'zh-CN' ? r.nameZh : r.nameEn, type: r.type, company: r.company })),
      );
    },
  );
  app.get(
    ctx.svcPath('supply', '/warehouse/companies'),
    {
      config: { permission: WAREHOUSE_PERMISSIONS.view!.name },
      schema: {
        summary: 'List the companies of the warehouses with the warehouse types each has',
        tags,
        response: { 200: envelope(z.array(ZWarehouseCompany)) },
      },
    },
    async (req) => ok(req, await warehouseCompanies(ctx.db)),
  );
}
