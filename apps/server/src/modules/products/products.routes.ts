import {
  envelope,
  PRODUCT_PERMISSIONS as P,
  SIGNED_IN,
  ZBrand,
  ZDeleteRequest,
  ZDicProductParam,
  ZIdParam,
  ZProduct,
  ZProductInfo,
  ZProductModelRef,
  ZProductPage,
  ZProductPageQuery,
  ZProductStatusRequest,
  ZSaveProductRequest,
  ZUpdateProductRequest,
} from '@diagops/contracts';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { requireProductLine } from '../dictionary';
import { productModelService } from './product-models.service';
import * as svc from './products.service';

const tags = ['products'];
const named = <T extends { nameZh: string; nameEn: string }>(lang: 'zh-CN' | 'en-US', r: T) => ({ ...r, name: lang === 'zh-CN' ? r.nameZh : r.nameEn });

/** /{svc}-product/product/… (platform.md §7 "Products") and /{svc}-product/productModel/… (generated from its declaration). */
export async function productsRoutes(app: App) {
  const { ctx } = app;
  const product = (p: string) => ctx.svcPath('product', `/product${p}`);

  app.post(
    product('/getProductPage'),
    {
      config: { permission: P.productView.name },
      schema: { summary: 'Page products', tags, body: ZProductPageQuery, response: { 200: envelope(ZProductPage) } },
    },
    async (req) => ok(req, await svc.getProductPage(ctx, req.body, requestLanguage(req))),
  );
  app.post(
    product('/getProductInfo/:id'),
    {
      config: { permission: P.productView.name },
      schema: { summary: 'Get a product with its models and status history', tags, params: ZIdParam, response: { 200: envelope(ZProductInfo) } },
    },
    async (req) => ok(req, await svc.getProductInfo(ctx, req.params.id, requestLanguage(req))),
  );
  app.get(
    product('/getProductById/:id'),
    { config: { permission: P.productView.name }, schema: { summary: 'Get a product', tags, params: ZIdParam, response: { 200: envelope(ZProduct) } } },
    async (req) => ok(req, await svc.getProductById(ctx, req.params.id, requestLanguage(req))),
  );
  app.post(
    product('/save'),
    { config: { permission: P.productAdd.name }, schema: { summary: 'Add a product', tags, body: ZSaveProductRequest, response: { 200: envelope(ZProduct) } } },
    async (req) => ok(req, await svc.saveProduct(ctx, req, req.body)),
  );
  app.post(
    product('/update'),
    {
      config: { permission: P.productEdit.name },
      schema: { summary: 'Edit a product', tags, body: ZUpdateProductRequest, response: { 200: envelope(ZProduct) } },
    },
    async (req) => ok(req, await svc.updateProduct(ctx, req, req.body)),
  );
  app.post(
    product('/delete'),
    { config: { permission: P.productDel.name }, schema: { summary: 'Delete a product', tags, body: ZDeleteRequest, response: { 200: envelope(z.null()) } } },
    async (req) => ok(req, (await svc.deleteProduct(ctx, req, req.body)) ?? null),
  );
  app.post(
    product('/status'),
    {
      config: { permission: P.productStatus.name },
      schema: { summary: "Change a product's status (on sale, discontinued)", tags, body: ZProductStatusRequest, response: { 200: envelope(ZProduct) } },
    },
    async (req) => ok(req, await svc.changeProductStatus(ctx, req, req.body)),
  );

  await resourceRoutes(app, productModelService, { tags });

  // dictionary lookups of the products' own data, under /{svc}-dic/dic/{product}/… (platform.md §7 "Dictionary")
  const dic = (p: string) => ctx.svcPath('dic', `/dic${p}`);
  app.get(
    dic('/:product/getProductBrandList'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'List the brands of a product line',
        tags: ['dictionary'],
        params: ZDicProductParam,
        response: { 200: envelope(z.array(ZBrand.extend({ name: z.string() }))) },
      },
    },
    async (req) => {
      await requireProductLine(ctx.db, req.params.product);
      const lang = requestLanguage(req);
      return ok(
        req,
        (await svc.brandsOfLine(ctx.db, req.params.product)).map((b) => named(lang, b)),
      );
    },
  );
  app.get(
    dic('/:product/productModel'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'List the product models of a product line',
        tags: ['dictionary'],
        params: ZDicProductParam,
        response: { 200: envelope(z.array(ZProductModelRef)) },
      },
    },
    async (req) => {
      await requireProductLine(ctx.db, req.params.product);
      const lang = requestLanguage(req);
      return ok(
        req,
        (await svc.modelsOfLine(ctx.db, req.params.product)).map((m) => named(lang, m)),
      );
    },
  );
}
