import {
  CUSTOMER,
  type ErrorCode,
  envelope,
  DEVICE_PERMISSIONS as P,
  type TCard,
  ZCard,
  ZCardExportQuery,
  ZCardGenerateRequest,
  ZCardGenerateResult,
  ZCardGiftRequest,
  ZCardPage,
  ZCardPageQuery,
  ZCardReasonRequest,
  ZCardRedeemRequest,
  ZCardRedeemResult,
  ZCardRefundRequest,
  ZCardSellRequest,
  ZCustomerVehiclePage,
  ZCustomerVehiclePageQuery,
  ZDevice,
  ZDeviceAddRequest,
  ZDeviceBatchExtendRequest,
  ZDeviceBatchMarkRequest,
  ZDeviceBatchOutcome,
  ZDeviceBindRequest,
  ZDeviceCancelTransferRequest,
  ZDeviceDetail,
  ZDeviceExchangeRequest,
  ZDeviceExtendRequest,
  ZDeviceLockRequest,
  ZDeviceMarkRequest,
  ZDevicePage,
  ZDevicePageQuery,
  ZDeviceRenewRequest,
  ZDeviceReturnRequest,
  ZDeviceReturnResult,
  ZDeviceSetCodeRequest,
  ZDeviceTransferRequest,
  ZDeviceUnbindRequest,
  ZIdParam,
  ZLedgerEntries,
  ZMyCardPage,
  ZMyCardQuery,
  ZMyDevice,
  ZMyDeviceBindRequest,
  ZMyDeviceUnbindRequest,
  ZMyIncomingTransfer,
  ZMyTransferAnswerRequest,
  ZVehiclePage,
  ZVehiclePageQuery,
} from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { sendExport, startExport, wantsJob } from '../../platform/kit/export';
import { EXPORT_REPLY } from '../../platform/kit/files';
import { customerOf } from '../customers';
import * as cards from './cards.service';
import { cardExport } from './devices.excel';
import * as svc from './devices.service';

const tags = ['devices'];
/** what a batch may answer as a whole (each device's own refusal is in the answer) */
const BATCH_ERRORS: ErrorCode[] = [61000, 1001];
const cardTags = ['cards'];
const vehicleTags = ['vehicles'];
const appTags = ['customer app: devices'];
const appCardTags = ['customer app: cards'];

/** Staff: /{svc}-user/device/…, /pointCard/…, /vehicle/…, /customerVehicle/… */
export async function devicesRoutes(app: App) {
  const { ctx } = app;
  const u = (p: string) => ctx.svcPath('user', p);
  const device = (p: string) => u(`/device${p}`);
  const reply = async (req: Parameters<typeof svc.getDevice>[1], id: number) => svc.getDevice(ctx, req, id);

  app.post(
    device('/page'),
    {
      config: { permission: P.deviceView.name },
      schema: { summary: 'Page user devices', tags, body: ZDevicePageQuery, response: { 200: envelope(ZDevicePage) } },
    },
    async (req) => ok(req, await svc.getDevicePage(ctx, req, req.body)),
  );
  app.get(
    device('/detail/:id'),
    {
      config: { permission: P.deviceView.name },
      schema: { summary: 'Get a device with its history', tags, params: ZIdParam, response: { 200: envelope(ZDeviceDetail) } },
    },
    async (req) => ok(req, await svc.getDeviceDetail(ctx, req, req.params.id)),
  );
  app.post(
    device('/add'),
    {
      config: { permission: P.deviceAdd.name },
      schema: { summary: 'Add a device to the register', tags, body: ZDeviceAddRequest, response: { 200: envelope(ZDevice) } },
    },
    async (req) => ok(req, await svc.addDevice(ctx, req, req.body)),
  );
  app.post(
    device('/bind'),
    {
      config: { permission: P.deviceBind.name },
      schema: { summary: 'Bind a device to a customer', tags, body: ZDeviceBindRequest, response: { 200: envelope(ZDevice) } },
    },
    async (req) => ok(req, await reply(req, (await svc.bindDevice(ctx, req, svc.staffActor(req), req.body)).id)),
  );
  app.post(
    device('/unbind'),
    {
      config: { permission: P.deviceUnbind.name },
      schema: { summary: 'Unbind a device (note and second-sale choice)', tags, body: ZDeviceUnbindRequest, response: { 200: envelope(ZDevice) } },
    },
    async (req) => ok(req, await reply(req, (await svc.unbindDevice(ctx, req, svc.staffActor(req), req.body)).id)),
  );
  app.post(
    device('/transfer'),
    {
      config: { permission: P.deviceTransfer.name },
      schema: { summary: 'Transfer a device to another customer', tags, body: ZDeviceTransferRequest, response: { 200: envelope(ZDevice) } },
    },
    async (req) => ok(req, await reply(req, (await svc.transferDevice(ctx, req, req.body)).id)),
  );
  app.post(
    device('/cancelTransfer'),
    {
      config: { permission: P.deviceTransfer.name },
      schema: {
        summary: 'Call off a transfer the receiving customer has not answered; the device stays with its owner',
        tags,
        body: ZDeviceCancelTransferRequest,
        response: { 200: envelope(ZDevice) },
      },
    },
    async (req) => ok(req, await reply(req, (await svc.cancelTransfer(ctx, req, req.body)).id)),
  );
  app.post(
    device('/extendWarranty'),
    {
      config: { permission: P.deviceWarranty.name },
      schema: { summary: "Extend a device's warranty by days", tags, body: ZDeviceExtendRequest, response: { 200: envelope(ZDevice) } },
    },
    async (req) => ok(req, await reply(req, (await svc.extendWarranty(ctx, req, req.body)).id)),
  );
  app.post(
    device('/renewSoftware'),
    {
      config: { permission: P.deviceSoftware.name },
      schema: { summary: "Renew a device's software with a registration code", tags, body: ZDeviceRenewRequest, response: { 200: envelope(ZDevice) } },
    },
    async (req) => ok(req, await reply(req, (await svc.renewSoftware(ctx, req, req.body)).id)),
  );
  app.post(
    device('/setRegistrationCode'),
    {
      config: { permission: P.deviceSoftware.name },
      schema: {
        summary: 'Set the registration code a customer binds the device with',
        tags,
        body: ZDeviceSetCodeRequest,
        response: { 200: envelope(ZDevice) },
      },
    },
    async (req) => ok(req, await reply(req, (await svc.setRegistrationCode(ctx, req, req.body)).id)),
  );
  app.post(
    device('/markPurpose'),
    {
      config: { permission: P.deviceMark.name },
      schema: { summary: 'Mark a device as test or general', tags, body: ZDeviceMarkRequest, response: { 200: envelope(ZDevice) } },
    },
    async (req) => ok(req, await reply(req, (await svc.markPurpose(ctx, req, req.body)).id)),
  );
  app.post(
    device('/lock'),
    {
      config: { permission: P.deviceLock.name },
      schema: { summary: 'Lock a device (irreversible)', tags, body: ZDeviceLockRequest, response: { 200: envelope(ZDevice) } },
    },
    async (req) => ok(req, await reply(req, (await svc.lockDevice(ctx, req, req.body)).id)),
  );
  app.post(
    device('/exchange'),
    {
      config: { permission: P.deviceExchange.name },
      schema: { summary: 'Exchange a device for a new SN (history carried over)', tags, body: ZDeviceExchangeRequest, response: { 200: envelope(ZDevice) } },
    },
    async (req) => ok(req, await reply(req, (await svc.exchangeDevice(ctx, req, req.body)).id)),
  );
  app.post(
    device('/batchMarkPurpose'),
    {
      config: { permission: P.deviceMark.name, errors: BATCH_ERRORS },
      schema: {
        summary: 'Mark the selected devices test or general (each done or refused alone)',
        tags,
        body: ZDeviceBatchMarkRequest,
        response: { 200: envelope(ZDeviceBatchOutcome) },
      },
    },
    async (req) => ok(req, await svc.batchMarkPurpose(ctx, req, req.body)),
  );
  app.post(
    device('/batchExtendWarranty'),
    {
      config: { permission: P.deviceWarranty.name, errors: BATCH_ERRORS },
      schema: {
        summary: "Extend the selected devices' warranty by days (each done or refused alone)",
        tags,
        body: ZDeviceBatchExtendRequest,
        response: { 200: envelope(ZDeviceBatchOutcome) },
      },
    },
    async (req) => ok(req, await svc.batchExtendWarranty(ctx, req, req.body)),
  );
  app.post(
    device('/return'),
    {
      config: { permission: P.deviceReturn.name },
      schema: { summary: 'Return unbound devices to stock', tags, body: ZDeviceReturnRequest, response: { 200: envelope(ZDeviceReturnResult) } },
    },
    async (req) => ok(req, await svc.returnDevices(ctx, req, req.body)),
  );

  const card = (p: string) => u(`/pointCard${p}`);
  app.post(
    card('/page'),
    {
      config: { permission: P.cardView.name },
      schema: { summary: 'Page point and gift cards', tags: cardTags, body: ZCardPageQuery, response: { 200: envelope(ZCardPage) } },
    },
    async (req) => ok(req, await svc.getCardPage(ctx, req.body)),
  );
  app.get(
    card('/detail/:id'),
    { config: { permission: P.cardView.name }, schema: { summary: 'Get a card', tags: cardTags, params: ZIdParam, response: { 200: envelope(ZCard) } } },
    async (req) => ok(req, await svc.getCard(ctx, req.params.id)),
  );
  app.post(
    card('/generate'),
    {
      config: { permission: P.cardGenerate.name },
      schema: {
        summary: 'Generate a batch of cards with random numbers',
        tags: cardTags,
        body: ZCardGenerateRequest,
        response: { 200: envelope(ZCardGenerateResult) },
      },
    },
    async (req) => ok(req, await svc.generateCards(ctx, req, req.body)),
  );
  // the staff steps of a card (CARD-03), each an entry of the value ledger (decision 0029)
  const step = <B>(path: string, permission: string, summary: string, body: z.ZodType<B>, run: (req: FastifyRequest<{ Body: B }>) => Promise<TCard>) =>
    app.post<{ Body: B }>(card(path), { config: { permission }, schema: { summary, tags: cardTags, body, response: { 200: envelope(ZCard) } } }, async (req) =>
      ok(req, await run(req)),
    );
  step('/sell', P.cardSell.name, 'Sell a card in stock to a channel or on an order', ZCardSellRequest, (req) => cards.sellCard(ctx, req, req.body));
  step('/gift', P.cardGift.name, 'Gift a card in stock to a customer, with a reason', ZCardGiftRequest, (req) => cards.giftCard(ctx, req, req.body));
  step('/lock', P.cardLock.name, 'Lock a card so that nobody can redeem it', ZCardReasonRequest, (req) => cards.lockCard(ctx, req, req.body));
  step('/unlock', P.cardLock.name, 'Unlock a card to the status it was locked from', ZCardReasonRequest, (req) => cards.unlockCard(ctx, req, req.body));
  step('/refund', P.cardRefund.name, 'Refund a sold card (writes a refund record)', ZCardRefundRequest, (req) => cards.refundCard(ctx, req, req.body));
  app.get(
    card('/ledger/:id'),
    {
      config: { permission: P.cardView.name },
      schema: { summary: "Get a card's value-ledger entries, oldest first", tags: cardTags, params: ZIdParam, response: { 200: envelope(ZLedgerEntries) } },
    },
    async (req) => ok(req, await cards.cardEntries(ctx, req.params.id)),
  );
  app.post(
    card('/exportExcel'),
    {
      config: { permission: P.cardExport.name, reply: EXPORT_REPLY },
      schema: { summary: 'Export cards as xlsx (or start an export job)', tags: cardTags, body: ZCardExportQuery.default({}) },
    },
    async (req, rep) => {
      const q = req.body ?? {};
      if (wantsJob(req)) return ok(req, { jobId: await startExport(ctx, req, cardExport, q) });
      return sendExport(ctx, req, rep, cardExport, q);
    },
  );

  app.post(
    u('/vehicle/page'),
    {
      config: { permission: P.vehicleView.name },
      schema: { summary: 'Page vehicles by VIN', tags: vehicleTags, body: ZVehiclePageQuery, response: { 200: envelope(ZVehiclePage) } },
    },
    async (req) => ok(req, await svc.getVehiclePage(ctx, req.body)),
  );
  app.post(
    u('/customerVehicle/page'),
    {
      config: { permission: P.vehicleView.name },
      schema: {
        summary: 'Page the vehicles customers own',
        tags: vehicleTags,
        body: ZCustomerVehiclePageQuery,
        response: { 200: envelope(ZCustomerVehiclePage) },
      },
    },
    async (req) => ok(req, await svc.getCustomerVehiclePage(ctx, req.body)),
  );

  // the customer API: my devices (customer tokens only)
  const mine = (p: string) => ctx.svcPath('app', `/device${p}`);
  app.get(
    mine('/list'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: "List the signed-in customer's devices", tags: appTags, response: { 200: envelope(z.array(ZMyDevice)) } },
    },
    async (req) => ok(req, await svc.myDevices(ctx, customerOf(req).id, requestLanguage(req))),
  );
  app.post(
    mine('/bind'),
    {
      config: { permission: CUSTOMER, errors: [73310, 73311, 73312, 1004, 1005, 1017] },
      schema: {
        summary: 'Bind a device to the signed-in customer with its SN and registration code',
        tags: appTags,
        body: ZMyDeviceBindRequest,
        response: { 200: envelope(ZMyDevice) },
      },
    },
    async (req) => ok(req, await svc.customerBind(ctx, req, customerOf(req), req.body.sn, req.body.registrationCode)),
  );
  app.post(
    mine('/unbind'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: "Unbind one of the signed-in customer's devices", tags: appTags, body: ZMyDeviceUnbindRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await svc.customerUnbind(ctx, req, customerOf(req), req.body.sn);
      return ok(req, null);
    },
  );

  app.get(
    mine('/transfers'),
    {
      config: { permission: CUSTOMER },
      schema: {
        summary: 'List the devices waiting for the signed-in customer to accept their transfer',
        tags: appTags,
        response: { 200: envelope(z.array(ZMyIncomingTransfer)) },
      },
    },
    async (req) => ok(req, await svc.myIncomingTransfers(ctx, customerOf(req).id, requestLanguage(req))),
  );
  for (const [verb, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    app.post(
      mine(`/transfer/${verb}`),
      {
        config: { permission: CUSTOMER, errors: [1002, 1005, 1017] },
        schema: {
          summary: accept
            ? 'Accept the transfer of a device to the signed-in customer: it becomes theirs'
            : 'Decline the transfer of a device to the signed-in customer: it stays with its owner',
          tags: appTags,
          body: ZMyTransferAnswerRequest,
          response: { 200: envelope(z.null()) },
        },
      },
      async (req) => {
        await svc.answerTransfer(ctx, req, customerOf(req), req.body.sn, accept);
        return ok(req, null);
      },
    );
  }

  // the customer API: my cards (customer tokens only)
  const myCard = (p: string) => ctx.svcPath('app', `/card${p}`);
  app.post(
    myCard('/redeem'),
    {
      config: { permission: CUSTOMER, errors: [73306, 73307, 73308, 1004, 1005] },
      schema: {
        summary: 'Redeem a sold or gifted card for the signed-in customer (recharge cards add their points)',
        tags: appCardTags,
        body: ZCardRedeemRequest,
        response: { 200: envelope(ZCardRedeemResult) },
      },
    },
    async (req) => ok(req, await svc.redeemCard(ctx, req, customerOf(req), req.body)),
  );
  app.get(
    myCard('/mine'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: "Page the signed-in customer's cards", tags: appCardTags, querystring: ZMyCardQuery, response: { 200: envelope(ZMyCardPage) } },
    },
    async (req) => ok(req, await svc.myCards(ctx, customerOf(req).id, req.query)),
  );
}
