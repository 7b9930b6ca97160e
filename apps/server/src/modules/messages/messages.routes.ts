import {
  CUSTOMER,
  envelope,
  MESSAGE_PERMISSIONS as P,
  PUBLIC,
  SIGNED_IN,
  ZAudienceCount,
  ZAudienceCountRequest,
  ZAudienceIds,
  ZDeletePushProviderRequest,
  ZGuideImageUploadQuery,
  ZIdParam,
  ZInboxIdsRequest,
  ZInboxPage,
  ZInboxPageQuery,
  ZMessage,
  ZMessageActionRequest,
  ZMessageCopyRequest,
  ZMessageDetail,
  ZMessagePage,
  ZMessagePageQuery,
  ZMessageReviewRequest,
  ZMessageSendPage,
  ZMessageSendPageQuery,
  ZMessageSettings,
  ZMessageStats,
  ZPushProvider,
  ZPushProviderPage,
  ZPushProviderPageQuery,
  ZPushReceiptRequest,
  ZPushSubscription,
  ZPushSubscriptionRequest,
  ZPushUnsubscribeRequest,
  ZRecordIdRequest,
  ZSaveMessageRequest,
  ZSaveMessageSettingsRequest,
  ZSavePushProviderRequest,
  ZSceneSendRequest,
  ZSceneSendResult,
  ZSendRecordExportQuery,
  ZSendRecordPage,
  ZSendRecordPageQuery,
  ZStoredFile,
  ZUpdateMessageRequest,
  ZUpdatePushProviderRequest,
  ZVapidPublicKey,
} from '@diagops/contracts';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { sendExport, startExport, wantsJob } from '../../platform/kit/export';
import { EXPORT_REPLY } from '../../platform/kit/files';
import { schedulePeriodic } from '../../platform/kit/jobs';
import { customerOf } from '../customers';
import { declareFileArea } from '../files';
import { runEngineSafely, runMessageEngine } from './delivery';
import * as inbox from './inbox.service';
import { sendRecordExport } from './messages.excel';
import * as svc from './messages.service';
import * as providers from './push-providers.service';
import * as subscriptions from './push-subscriptions.service';
import { sendScene } from './scene-send.service';
import * as settings from './settings.service';
import { followTrackedLink } from './tracking';

const tags = ['messages'];
const ID_FILE_MAX = 2 * 1024 * 1024;

/** The message centre's messages, review flow, sends, records, push providers; the customer inbox; the engine on pg-boss. */
export async function messagesRoutes(app: App) {
  const { ctx } = app;
  declareFileArea({
    area: svc.MESSAGE_FILE_AREA,
    types: ['png', 'jpg', 'mp4'],
    maxBytes: 100 * 1024 * 1024,
    uploadPermission: P.messageEdit.name,
    viewPermission: P.messageView.name,
  });
  await app.register(multipart, { limits: { fileSize: ID_FILE_MAX + 1, files: 1, fields: 5, fieldSize: 1024 } });
  const m = (p: string) => ctx.svcPath('user', `/message${p}`);
  const action = (path: string, summary: string, fn: typeof svc.submitMessage) =>
    app.post(
      m(path),
      {
        config: { permission: path === '/submit' || path === '/revoke' ? P.messageEdit.name : P.messageSend.name, errors: [1017, 76101, 76107, 76105] },
        schema: { summary, tags, body: ZMessageActionRequest, response: { 200: envelope(ZMessage) } },
      },
      async (req) => ok(req, await fn(ctx, req, req.body)),
    );

  app.post(
    m('/page'),
    {
      config: { permission: P.messageView.name },
      schema: { summary: 'Page messages', tags, body: ZMessagePageQuery, response: { 200: envelope(ZMessagePage) } },
    },
    async (req) => ok(req, await svc.getMessagePage(ctx, req.body)),
  );
  app.get(
    m('/detail/:id'),
    {
      config: { permission: P.messageView.name },
      schema: { summary: 'Get a message with its actions, history and statistics', tags, params: ZIdParam, response: { 200: envelope(ZMessageDetail) } },
    },
    async (req) => ok(req, await svc.getMessageDetail(ctx, req, req.params.id)),
  );
  app.post(
    m('/save'),
    {
      config: { permission: P.messageEdit.name, errors: [76103, 76104, 76105, 76106, 76107, 76108, 76110] },
      schema: { summary: 'Write a message (state new)', tags, body: ZSaveMessageRequest, response: { 200: envelope(ZMessage) } },
    },
    async (req) => ok(req, await svc.createMessage(ctx, req, req.body)),
  );
  app.post(
    m('/update'),
    {
      config: { permission: P.messageEdit.name, errors: [1017, 76103, 76104, 76105, 76106, 76107, 76108, 76110] },
      schema: { summary: 'Edit a new message', tags, body: ZUpdateMessageRequest, response: { 200: envelope(ZMessage) } },
    },
    async (req) => ok(req, await svc.updateMessage(ctx, req, req.body)),
  );
  action('/submit', 'Submit a message for review', svc.submitMessage);
  action('/revoke', 'Revoke a review request', svc.revokeReview);
  action('/send', 'Send an approved message (now or on its schedule)', svc.sendMessage);
  action('/cancelSend', 'Cancel the sending of a published message', svc.cancelSend);
  action('/disable', 'Disable an approved or published message', svc.disableMessage);
  app.post(
    m('/review'),
    {
      config: { permission: P.messageReview.name, errors: [1017, 76102] },
      schema: { summary: 'Pass or fail a review (a failure needs a reason)', tags, body: ZMessageReviewRequest, response: { 200: envelope(ZMessage) } },
    },
    async (req) => ok(req, await svc.reviewMessage(ctx, req, req.body)),
  );
  // ------------------------------------------------------------ settings (guide-image limits, settled MSG-08/09)
  app.get(
    m('/settings'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'Get the message settings (guide-image limit per channel, in MB)', tags, response: { 200: envelope(ZMessageSettings) } },
    },
    async (req) => ok(req, await settings.getMessageSettings(ctx.db)),
  );
  app.post(
    m('/settings/save'),
    {
      config: { permission: P.settingsEdit.name },
      schema: {
        summary: 'Change the message settings at the version shown',
        tags,
        body: ZSaveMessageSettingsRequest,
        response: { 200: envelope(ZMessageSettings) },
      },
    },
    async (req) => ok(req, await settings.saveMessageSettings(ctx, req, req.body)),
  );
  app.post(
    m('/guideImage/upload'),
    {
      config: {
        permission: P.messageEdit.name,
        errors: [76104, 1040],
        multipart: { files: { file: "A PNG or JPEG guide image within the channel's configured limit" } },
      },
      schema: {
        summary: "Upload a guide image for a channel (PNG or JPEG within the channel's configured limit)",
        tags,
        querystring: ZGuideImageUploadQuery,
        response: { 200: envelope(ZStoredFile) },
      },
    },
    async (req) => ok(req, await settings.receiveGuideImage(ctx, req, req.query.channel, svc.MESSAGE_FILE_AREA)),
  );
  app.post(
    m('/scene/send'),
    {
      config: { permission: P.messageSend.name, errors: [76106, 76113, 76114, 74101, 74102, 74103, 74105] },
      schema: {
        summary: 'Send a message scene event to customers (each enabled channel; once per event id in 24 hours)',
        tags,
        body: ZSceneSendRequest,
        response: { 200: envelope(ZSceneSendResult) },
      },
    },
    async (req) => ok(req, await sendScene(ctx, req, req.body)),
  );
  app.post(
    m('/copy'),
    {
      config: { permission: P.messageEdit.name, errors: [76109] },
      schema: { summary: 'Copy one message', tags, body: ZMessageCopyRequest, response: { 200: envelope(ZMessage) } },
    },
    async (req) => ok(req, await svc.copyMessage(ctx, req, req.body.ids)),
  );
  app.post(
    m('/audience/count'),
    {
      config: { permission: P.messageEdit.name },
      schema: { summary: 'Count the customers an audience reaches', tags, body: ZAudienceCountRequest, response: { 200: envelope(ZAudienceCount) } },
    },
    async (req) => ok(req, await svc.audienceCount(ctx, req.body.audience)),
  );
  app.post(
    m('/audience/ids'),
    {
      config: { permission: P.messageEdit.name, errors: [1006] },
      schema: { summary: 'Read the IDs of an Excel file (one per line; multipart `file`)', tags, response: { 200: envelope(ZAudienceIds) } },
    },
    async (req) => {
      if (!req.isMultipart()) throw new AppError(1001, { errors: [{ field: 'file', message: 'a file is required' }] });
      const file = await req.file();
      if (!file) throw new AppError(1001, { errors: [{ field: 'file', message: 'a file is required' }] });
      const buf = await file.toBuffer().catch(() => {
        throw new AppError(1006);
      });
      if (file.file.truncated || buf.length > ID_FILE_MAX) throw new AppError(1006);
      return ok(req, await svc.readIdFile(buf));
    },
  );
  app.post(
    m('/send/page'),
    {
      config: { permission: P.recordView.name },
      schema: { summary: 'Page sends (batches) with their statistics', tags, body: ZMessageSendPageQuery, response: { 200: envelope(ZMessageSendPage) } },
    },
    async (req) => ok(req, await svc.getSendPage(ctx, req.body)),
  );
  app.post(
    m('/record/page'),
    {
      config: { permission: P.recordView.name },
      schema: { summary: 'Page send records', tags, body: ZSendRecordPageQuery, response: { 200: envelope(ZSendRecordPage) } },
    },
    async (req) => ok(req, await svc.getRecordPage(ctx, req.body)),
  );
  app.post(
    m('/record/exportExcel'),
    {
      config: { permission: P.recordView.name, errors: [61009], reply: EXPORT_REPLY },
      schema: {
        summary: 'Export the filtered send records with their statistics as xlsx (at most 10,000 rows)',
        tags,
        body: ZSendRecordExportQuery.default({}),
      },
    },
    async (req, reply) => {
      if (wantsJob(req)) return ok(req, { jobId: await startExport(ctx, req, sendRecordExport, req.body) });
      return sendExport(ctx, req, reply, sendRecordExport, req.body);
    },
  );
  app.get(
    m('/stats/:id'),
    {
      config: { permission: P.recordView.name },
      schema: { summary: 'Statistics of a message', tags, params: ZIdParam, response: { 200: envelope(ZMessageStats) } },
    },
    async (req) => ok(req, await svc.getStats(ctx, req.params.id)),
  );
  app.post(
    m('/record/withdraw'),
    {
      config: { permission: P.recordWithdraw.name, errors: [1017] },
      schema: { summary: 'Withdraw a sent record', tags, body: ZRecordIdRequest, response: { 200: envelope(z.boolean()) } },
    },
    async (req) => ok(req, await svc.withdrawRecord(ctx, req, req.body.id)),
  );
  app.post(
    m('/push/receipt'),
    {
      config: { permission: P.pushProviderManage.name },
      schema: { summary: 'Merge late delivery figures from a push provider', tags, body: ZPushReceiptRequest, response: { 200: envelope(z.number()) } },
    },
    async (req) => ok(req, await svc.mergeReceipts(ctx, req, req.body.recordIds, req.body.delivered)),
  );
  app.post(
    m('/push/provider/page'),
    {
      config: { permission: P.pushProviderManage.name },
      schema: { summary: 'Page push providers', tags, body: ZPushProviderPageQuery, response: { 200: envelope(ZPushProviderPage) } },
    },
    async (req) => ok(req, await providers.getProviderPage(ctx, req.body)),
  );
  app.post(
    m('/push/provider/save'),
    {
      config: { permission: P.pushProviderManage.name },
      schema: {
        summary: 'Add a push provider (Web Push gets a VAPID key pair)',
        tags,
        body: ZSavePushProviderRequest,
        response: { 200: envelope(ZPushProvider) },
      },
    },
    async (req) => ok(req, await providers.saveProvider(ctx, req, req.body)),
  );
  app.post(
    m('/push/provider/update'),
    {
      config: { permission: P.pushProviderManage.name, errors: [1005] },
      schema: {
        summary: 'Change a push provider (an empty token keeps the stored one)',
        tags,
        body: ZUpdatePushProviderRequest,
        response: { 200: envelope(ZPushProvider) },
      },
    },
    async (req) => ok(req, await providers.updateProvider(ctx, req, req.body)),
  );
  app.post(
    m('/push/provider/delete'),
    {
      config: { permission: P.pushProviderManage.name, errors: [1005, 1015] },
      schema: { summary: 'Delete a push provider no sendable message names', tags, body: ZDeletePushProviderRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(req, await providers.deleteProvider(ctx, req, req.body.id, req.body.version).then(() => null)),
  );

  // the customer's inbox
  const inboxTags = ['customer app: messages'];
  const a = (p: string) => ctx.svcPath('app', `/message${p}`);
  app.post(
    a('/inbox'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: 'Page the in-station messages of the customer', tags: inboxTags, body: ZInboxPageQuery, response: { 200: envelope(ZInboxPage) } },
    },
    async (req) => ok(req, await inbox.inboxPage(ctx, customerOf(req), req.body)),
  );
  app.post(
    a('/read'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: 'Mark messages of the customer read', tags: inboxTags, body: ZInboxIdsRequest, response: { 200: envelope(z.number()) } },
    },
    async (req) => ok(req, await inbox.markRead(ctx, customerOf(req), req.body.ids)),
  );
  app.post(
    a('/delete'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: 'Delete messages from the inbox of the customer', tags: inboxTags, body: ZInboxIdsRequest, response: { 200: envelope(z.number()) } },
    },
    async (req) => ok(req, await inbox.deleteItems(ctx, customerOf(req), req.body.ids)),
  );
  app.post(
    a('/click'),
    {
      config: { permission: CUSTOMER },
      schema: {
        summary: 'Follow the tracked link of a message (counts the click, answers the URL)',
        tags: inboxTags,
        body: ZRecordIdRequest,
        response: { 200: envelope(z.object({ url: z.string() })) },
      },
    },
    async (req) => ok(req, await inbox.clickLink(ctx, customerOf(req), req.body.id)),
  );

  // the customer's browsers (Web Push): the key to subscribe with, then save or drop the subscription
  app.get(
    a('/push/vapidKey'),
    {
      config: { permission: CUSTOMER, errors: [76112] },
      schema: {
        summary: 'Get the VAPID public key a browser subscribes to Web Push with',
        tags: inboxTags,
        response: { 200: envelope(ZVapidPublicKey) },
      },
    },
    async (req) => ok(req, await subscriptions.vapidPublicKey(ctx)),
  );
  app.post(
    a('/push/subscribe'),
    {
      config: { permission: CUSTOMER, errors: [76111] },
      schema: {
        summary: 'Save the Web Push subscription of a browser of the customer (the same endpoint again updates it)',
        tags: inboxTags,
        body: ZPushSubscriptionRequest,
        response: { 200: envelope(ZPushSubscription) },
      },
    },
    async (req) => ok(req, await subscriptions.saveSubscription(ctx, customerOf(req), req.body)),
  );
  app.post(
    a('/push/unsubscribe'),
    {
      config: { permission: CUSTOMER },
      schema: {
        summary: 'Delete a Web Push subscription of the customer',
        tags: inboxTags,
        body: ZPushUnsubscribeRequest,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (req) => ok(req, await subscriptions.deleteSubscription(ctx, customerOf(req), req.body.endpoint)),
  );

  // the tracked link of a sent e-mail or push notification (public: the reader's mail client or device opens it)
  const ZTrackQuery = z.object({ token: z.string().max(200).optional() }).strict();
  app.get(
    a('/track'),
    {
      config: {
        permission: PUBLIC,
        reply: { file: 'text/html', description: 'A 302 redirect to the message’s link (the click counted); an altered link answers 400 with a small page' },
      },
      schema: { summary: 'Follow the tracked link of a sent e-mail or push (counts the click, redirects)', tags: inboxTags, querystring: ZTrackQuery },
    },
    async (req, reply) => {
      const out = await followTrackedLink(ctx, req.query.token);
      // the token stays ours: no referrer to the target, no cached redirect (every click counts)
      reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
      if (out.status === 302) return reply.redirect(out.url, 302);
      return reply.status(400).header('content-type', 'text/html; charset=utf-8').send(out.html);
    },
  );

  // journeys only (MESSAGE_ENGINE_CONTROL=true, never set in production): one engine round as of a
  // given time — the real server's clock cannot be moved, and a schedule must not be waited for
  if (process.env.MESSAGE_ENGINE_CONTROL === 'true' && ctx.config.NODE_ENV !== 'test') {
    app.post(
      m('/engine/run'),
      {
        config: { permission: P.messageSend.name },
        schema: {
          summary: 'Run one engine round as of a time (journeys only)',
          tags,
          body: z.object({ asOf: z.iso.datetime() }).strict(),
          response: { 200: envelope(z.boolean()) },
        },
      },
      async (req) => {
        const asOf = Date.parse(req.body.asOf);
        await runMessageEngine({ ...ctx, clock: { now: () => asOf } });
        return ok(req, true);
      },
    );
  }

  await schedulePeriodic(ctx, 'message-engine', 15, () => runEngineSafely(ctx));
}
