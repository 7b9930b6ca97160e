import {
  envelope,
  SYSTEM_PERMISSIONS as S,
  SIGNED_IN,
  ZCategoryName,
  ZCategoryNameQuery,
  ZDeleteRequest,
  ZDicCategory,
  ZDicCategoryPage,
  ZDicCategoryPageQuery,
  ZDicCodeParam,
  ZDicEntry,
  ZDicEntryPage,
  ZDicEntryPageQuery,
  ZDicProductParam,
  ZIdParam,
  ZNamedRef,
  ZSaveDicCategoryRequest,
  ZSaveDicEntryRequest,
  ZSysDicEntry,
  ZUpdateDicCategoryRequest,
  ZUpdateDicEntryRequest,
  ZWarehouseParams,
  ZWarehouseRef,
} from '@diagops/contracts';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { listChannels, listSuppliers, listWarehouses } from '../supply';
import * as svc from './dictionary.service';

const tags = ['dictionary'];
const named = <T extends { nameZh: string; nameEn: string }>(lang: 'zh-CN' | 'en-US', r: T) => ({ ...r, name: lang === 'zh-CN' ? r.nameZh : r.nameEn });

/**
 * /{svc}-dic/dic/{product}/… (platform.md §7 "Dictionary"): lookups any signed-in screen
 * uses; {product} is a product line of the dictionary (1002 otherwise). Maintenance of
 * categories and entries under /{svc}-dic/dic/category/… and /dic/entry/….
 */
export async function dictionaryRoutes(app: App) {
  const { ctx } = app;
  const dic = (p: string) => ctx.svcPath('dic', `/dic${p}`);

  app.post(
    dic('/:product/getCategoryName'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Name dictionary categories in your language',
        tags,
        params: ZDicProductParam,
        body: ZCategoryNameQuery.default({}),
        response: { 200: envelope(z.array(ZCategoryName)) },
      },
    },
    async (req) => ok(req, await svc.getCategoryNames(ctx, req.params.product, req.body ?? {}, requestLanguage(req))),
  );
  const warehouse = async (req: { params: z.infer<typeof ZWarehouseParams> } & Parameters<typeof requestLanguage>[0]) => {
    await svc.requireProductLine(ctx.db, req.params.product);
    const lang = requestLanguage(req);
    const rows = await listWarehouses(ctx.db, req.params.type, (req.params.delFlag ?? 0) as 0 | 1);
    return rows.map((w) => ({ ...named(lang, w), delFlag: w.delFlag ? 1 : 0 }));
  };
  app.post(
    dic('/:product/getWarehouse/:type'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'List the live warehouses of a type',
        tags,
        params: ZWarehouseParams.omit({ delFlag: true }),
        response: { 200: envelope(z.array(ZWarehouseRef)) },
      },
    },
    async (req) => ok(req, await warehouse(req)),
  );
  app.post(
    dic('/:product/getWarehouse/:type/:delFlag'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'List the warehouses of a type, live or deleted',
        tags,
        params: ZWarehouseParams,
        response: { 200: envelope(z.array(ZWarehouseRef)) },
      },
    },
    async (req) => ok(req, await warehouse(req)),
  );
  /** A GET lookup of named rows (suppliers, channels) in the caller's language. */
  const namedList = (
    path: string,
    summary: string,
    load: (db: typeof ctx.db) => PromiseLike<Array<{ id: number; code: string; nameZh: string; nameEn: string }>>,
  ) =>
    app.get(
      dic(`/:product/${path}`),
      { config: { permission: SIGNED_IN }, schema: { tags, summary, params: ZDicProductParam, response: { 200: envelope(z.array(ZNamedRef)) } } },
      async (req) => {
        await svc.requireProductLine(ctx.db, req.params.product);
        const lang = requestLanguage(req);
        return ok(
          req,
          (await load(ctx.db)).map((row) => named(lang, row)),
        );
      },
    );
  namedList('getSupplierList', 'List suppliers (id, code, name)', listSuppliers);
  namedList('getChannelList', 'List sales channels (id, code, name)', listChannels);
  app.post(
    dic('/:product/getSysDic/:code'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'List the entries of a dictionary category', tags, params: ZDicCodeParam, response: { 200: envelope(z.array(ZSysDicEntry)) } },
    },
    async (req) => ok(req, await svc.getSysDic(ctx, req.params.product, req.params.code, requestLanguage(req))),
  );

  // maintenance
  app.post(
    dic('/category/page'),
    {
      config: { permission: S.dictView.name },
      schema: { summary: 'Page dictionary categories', tags, body: ZDicCategoryPageQuery, response: { 200: envelope(ZDicCategoryPage) } },
    },
    async (req) => ok(req, await svc.getCategoryPage(ctx, req.body)),
  );
  app.get(
    dic('/category/detail/:id'),
    {
      config: { permission: S.dictView.name },
      schema: { summary: 'Get a dictionary category', tags, params: ZIdParam, response: { 200: envelope(ZDicCategory) } },
    },
    async (req) => ok(req, await svc.getCategory(ctx, req.params.id)),
  );
  app.post(
    dic('/category/save'),
    {
      config: { permission: S.dictEdit.name },
      schema: { summary: 'Add a dictionary category', tags, body: ZSaveDicCategoryRequest, response: { 200: envelope(ZDicCategory) } },
    },
    async (req) => ok(req, await svc.saveCategory(ctx, req, req.body)),
  );
  app.post(
    dic('/category/update'),
    {
      config: { permission: S.dictEdit.name },
      schema: { summary: 'Edit a dictionary category', tags, body: ZUpdateDicCategoryRequest, response: { 200: envelope(ZDicCategory) } },
    },
    async (req) => ok(req, await svc.updateCategory(ctx, req, req.body)),
  );
  app.post(
    dic('/category/delete'),
    {
      config: { permission: S.dictEdit.name },
      schema: { summary: 'Delete a dictionary category', tags, body: ZDeleteRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(req, (await svc.deleteCategory(ctx, req, req.body)) ?? null),
  );
  app.post(
    dic('/entry/page'),
    {
      config: { permission: S.dictView.name },
      schema: { summary: 'Page the entries of a dictionary category', tags, body: ZDicEntryPageQuery, response: { 200: envelope(ZDicEntryPage) } },
    },
    async (req) => ok(req, await svc.getEntryPage(ctx, req.body)),
  );
  app.post(
    dic('/entry/save'),
    {
      config: { permission: S.dictEdit.name },
      schema: { summary: 'Add a dictionary entry', tags, body: ZSaveDicEntryRequest, response: { 200: envelope(ZDicEntry) } },
    },
    async (req) => ok(req, await svc.saveEntry(ctx, req, req.body)),
  );
  app.post(
    dic('/entry/update'),
    {
      config: { permission: S.dictEdit.name },
      schema: { summary: 'Edit a dictionary entry', tags, body: ZUpdateDicEntryRequest, response: { 200: envelope(ZDicEntry) } },
    },
    async (req) => ok(req, await svc.updateEntry(ctx, req, req.body)),
  );
  app.post(
    dic('/entry/delete'),
    {
      config: { permission: S.dictEdit.name },
      schema: { summary: 'Delete a dictionary entry', tags, body: ZDeleteRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(req, (await svc.deleteEntry(ctx, req, req.body)) ?? null),
  );
}
