import {
  envelope,
  INVENTORY_PERMISSIONS as I,
  PURCHASE_ORDER_PERMISSIONS as P,
  PURCHASE_RETURN_PERMISSIONS as R,
  ZIdParam,
  ZInventoryExportQuery,
  ZInventoryMovementsQuery,
  ZInventoryPage,
  ZInventoryPageQuery,
  ZInventorySns,
  ZInventorySnsQuery,
  ZPurchaseOrderAction,
  ZPurchaseOrderClose,
  ZPurchaseOrderDetail,
  ZPurchaseOrderPage,
  ZPurchaseOrderPageQuery,
  ZPurchaseOrderSave,
  ZPurchaseOrderUpdate,
  ZPurchaseReceive,
  ZPurchaseReturnAction,
  ZPurchaseReturnDetail,
  ZPurchaseReturnPage,
  ZPurchaseReturnPageQuery,
  ZPurchaseReturnSave,
  ZPurchaseSettings,
  ZReturnable,
  ZStockMovementPage,
} from '@diagops/contracts';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { sendExport, startExport, wantsJob } from '../../platform/kit/export';
import { EXPORT_REPLY } from '../../platform/kit/files';
import { registerJobRoutes } from '../../platform/kit/job-routes';
import { installWarehouseStockCheck } from '../supply';
import * as inv from './inventory.service';
import * as svc from './purchasing.service';

/** /{svc}-stock/purchaseOrder/…, /purchaseReturn/…, /inventory/… (/supply/purchaseOrder, /supply/purchaseReturn, /supply/inventory). */
export async function purchaseRoutes(app: App) {
  const { ctx } = app;
  svc.registerPurchasingApprovals(ctx);
  installWarehouseStockCheck(inv.warehouseHoldsStock);
  const po = (p: string) => ctx.svcPath('stock', `/purchaseOrder${p}`);
  const pr = (p: string) => ctx.svcPath('stock', `/purchaseReturn${p}`);
  const iv = (p: string) => ctx.svcPath('stock', `/inventory${p}`);
  let tags = ['purchase orders'];

  app.post(
    po('/page'),
    {
      config: { permission: P.view.name },
      schema: { summary: 'Page the purchase orders', tags, body: ZPurchaseOrderPageQuery, response: { 200: envelope(ZPurchaseOrderPage) } },
    },
    async (req) => ok(req, await svc.purchaseOrderPage(ctx, req, req.body)),
  );
  app.get(
    po('/settings'),
    {
      config: { permission: P.view.name },
      schema: { summary: "The order form's defaults (over-receipt tolerance)", tags, response: { 200: envelope(ZPurchaseSettings) } },
    },
    async (req) => ok(req, { overReceiptPct: ctx.config.PURCHASE_OVER_RECEIPT_PCT }),
  );
  app.get(
    po('/detail/:id'),
    {
      config: { permission: P.view.name },
      schema: { summary: 'A purchase order with its lines and receipts', tags, params: ZIdParam, response: { 200: envelope(ZPurchaseOrderDetail) } },
    },
    async (req) => ok(req, await svc.purchaseOrderDetail(ctx, req, req.params.id)),
  );
  app.post(
    po('/save'),
    {
      config: { permission: P.add.name },
      schema: { summary: 'Add a purchase order (draft)', tags, body: ZPurchaseOrderSave, response: { 200: envelope(ZPurchaseOrderDetail) } },
    },
    async (req) => ok(req, await svc.addPurchaseOrder(ctx, req, req.body)),
  );
  app.post(
    po('/update'),
    {
      config: { permission: P.edit.name },
      schema: {
        summary: 'Edit a purchase order before any receipt (its approval starts again)',
        tags,
        body: ZPurchaseOrderUpdate,
        response: { 200: envelope(ZPurchaseOrderDetail) },
      },
    },
    async (req) => ok(req, await svc.updatePurchaseOrder(ctx, req, req.body)),
  );
  app.post(
    po('/submit'),
    {
      config: { permission: P.submit.name },
      schema: { summary: 'Submit a purchase order for approval', tags, body: ZPurchaseOrderAction, response: { 200: envelope(ZPurchaseOrderDetail) } },
    },
    async (req) => ok(req, await svc.submitPurchaseOrder(ctx, req, req.body)),
  );
  app.post(
    po('/receive'),
    {
      config: { permission: P.receive.name },
      schema: { summary: 'Receive goods against an approved purchase order', tags, body: ZPurchaseReceive, response: { 200: envelope(ZPurchaseOrderDetail) } },
    },
    async (req) => ok(req, await svc.receivePurchaseOrder(ctx, req, req.body)),
  );
  app.post(
    po('/close'),
    {
      config: { permission: P.close.name },
      schema: { summary: 'Close a partly received purchase order', tags, body: ZPurchaseOrderClose, response: { 200: envelope(ZPurchaseOrderDetail) } },
    },
    async (req) => ok(req, await svc.closePurchaseOrder(ctx, req, req.body)),
  );
  app.post(
    po('/cancel'),
    {
      config: { permission: P.cancel.name },
      schema: { summary: 'Cancel a purchase order before any receipt', tags, body: ZPurchaseOrderAction, response: { 200: envelope(ZPurchaseOrderDetail) } },
    },
    async (req) => ok(req, await svc.cancelPurchaseOrder(ctx, req, req.body)),
  );

  tags = ['purchase returns'];
  app.post(
    pr('/page'),
    {
      config: { permission: R.view.name },
      schema: { summary: 'Page the purchase returns', tags, body: ZPurchaseReturnPageQuery, response: { 200: envelope(ZPurchaseReturnPage) } },
    },
    async (req) => ok(req, await svc.purchaseReturnPage(ctx, req, req.body)),
  );
  app.get(
    pr('/detail/:id'),
    {
      config: { permission: R.view.name },
      schema: { summary: 'A purchase return with its lines', tags, params: ZIdParam, response: { 200: envelope(ZPurchaseReturnDetail) } },
    },
    async (req) => ok(req, await svc.purchaseReturnDetail(ctx, req, req.params.id)),
  );
  app.get(
    pr('/returnable/:id'),
    {
      config: { permission: R.add.name },
      schema: { summary: "An order's receipt lines with what each may still return", tags, params: ZIdParam, response: { 200: envelope(ZReturnable) } },
    },
    async (req) => ok(req, await svc.returnableOf(ctx, req, req.params.id)),
  );
  app.post(
    pr('/save'),
    {
      config: { permission: R.add.name },
      schema: { summary: 'Add a purchase return (draft)', tags, body: ZPurchaseReturnSave, response: { 200: envelope(ZPurchaseReturnDetail) } },
    },
    async (req) => ok(req, await svc.addPurchaseReturn(ctx, req, req.body)),
  );
  app.post(
    pr('/submit'),
    {
      config: { permission: R.submit.name },
      schema: {
        summary: 'Submit a purchase return for approval (stock leaves when approved)',
        tags,
        body: ZPurchaseReturnAction,
        response: { 200: envelope(ZPurchaseReturnDetail) },
      },
    },
    async (req) => ok(req, await svc.submitPurchaseReturn(ctx, req, req.body)),
  );

  tags = ['inventory'];
  app.post(
    iv('/page'),
    {
      config: { permission: I.view.name },
      schema: { summary: 'Page the stock balances per SKU and warehouse', tags, body: ZInventoryPageQuery, response: { 200: envelope(ZInventoryPage) } },
    },
    async (req) => ok(req, await inv.inventoryPageOf(ctx, req, req.body)),
  );
  // exportExcel: the xlsx as the reply (blob), or with `x-async-job: 1` a job to poll (the stock service's job routes)
  registerJobRoutes(app, 'stock');
  app.post(
    iv('/exportExcel'),
    {
      config: { permission: I.export.name, reply: EXPORT_REPLY },
      schema: { summary: 'Export the inventory as xlsx (or start an export job)', tags, body: ZInventoryExportQuery.default({}) },
    },
    async (req, reply) => {
      const q = req.body ?? {};
      if (wantsJob(req)) return ok(req, { jobId: await startExport(ctx, req, inv.inventoryExport, q) });
      return sendExport(ctx, req, reply, inv.inventoryExport, q);
    },
  );
  app.post(
    iv('/movements'),
    {
      config: { permission: I.view.name },
      schema: {
        summary: "One balance's ledger movements, newest first",
        tags,
        body: ZInventoryMovementsQuery,
        response: { 200: envelope(ZStockMovementPage) },
      },
    },
    async (req) => ok(req, await inv.movementsOf(ctx, req.body)),
  );
  app.post(
    iv('/sns'),
    {
      config: { permission: I.view.name },
      schema: { summary: 'The SNs held in one balance', tags, body: ZInventorySnsQuery, response: { 200: envelope(ZInventorySns) } },
    },
    async (req) => ok(req, await inv.snsOf(ctx, req.body)),
  );
}
