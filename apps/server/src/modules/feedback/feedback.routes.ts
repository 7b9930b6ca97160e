import {
  CUSTOMER,
  type ErrorCode,
  envelope,
  FEEDBACK_FILE_AREAS,
  FEEDBACK_PERMISSIONS as P,
  PUBLIC,
  ZAppendProductFeedbackRequest,
  ZBatchOutcome,
  ZCustomerFeedbackAnswerRequest,
  ZCustomerFeedbackList,
  ZCustomerFeedbackView,
  ZFeedback,
  ZFeedbackAssignRequest,
  ZFeedbackBatchRequest,
  ZFeedbackCounts,
  ZFeedbackCreateRequest,
  ZFeedbackDeleteRequest,
  ZFeedbackDetail,
  ZFeedbackExportQuery,
  ZFeedbackFileParam,
  ZFeedbackLockRequest,
  ZFeedbackPage,
  ZFeedbackPageQuery,
  ZFeedbackRdAnswerRequest,
  ZFeedbackReactivateRequest,
  ZFeedbackRemoveRequest,
  ZFeedbackReplyRequest,
  ZFeedbackUpdateRequest,
  ZFeedbackValidityRequest,
  ZIdParam,
  ZProblemType,
  ZProblemTypePage,
  ZProblemTypePageQuery,
  ZProductFeedback,
  ZProductFeedbackPage,
  ZProductFeedbackPageQuery,
  ZRefundExportQuery,
  ZRefundPage,
  ZRefundPageQuery,
  ZReplyScene,
  ZReplyScenePage,
  ZReplyScenePageQuery,
  ZSaveProblemTypeRequest,
  ZSaveProductFeedbackRequest,
  ZSaveReplySceneRequest,
  ZStoredFile,
} from '@diagops/contracts';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { type ExportSpec, sendExport, startExport, wantsJob } from '../../platform/kit/export';
import { EXPORT_REPLY, FILE_REPLY } from '../../platform/kit/files';
import { schedulePeriodic } from '../../platform/kit/jobs';
import { customerOf } from '../customers';
import { declareFileArea } from '../files';
import { onLedgerEntry } from '../ledger';
import * as cust from './customer.service';
import { feedbackExport } from './feedback.excel';
import * as svc from './feedback.service';
import { writeRefundRecord } from './ledger-refunds';
import { refundExport } from './refund.excel';
import * as set from './settings.service';

const tags = ['feedback'];
const appTags = ['customer app: feedback'];
const BATCH_ERRORS: ErrorCode[] = [61000, 61001, 1005, 1017];

/** Customer feedback: the staff queue (/question) and its settings screens, and the customer's calls. */
export async function feedbackRoutes(app: App) {
  const { ctx } = app;
  // refunds of the value ledger become refund records (/brand/abnormalRecords/list; decision 0029)
  onLedgerEntry(writeRefundRecord);
  // one files-area policy per settled limit: a file is judged and counted while it streams (rules.md FB-16/17)
  for (const k of ['customerImage', 'customerVideo'] as const) {
    declareFileArea({ ...FEEDBACK_FILE_AREAS[k], types: [...FEEDBACK_FILE_AREAS[k].types], uploadPermission: P.reply.name, viewPermission: P.view.name });
  }
  for (const k of ['replyImage', 'replyVideo', 'replyFile'] as const) {
    declareFileArea({ ...FEEDBACK_FILE_AREAS[k], types: [...FEEDBACK_FILE_AREAS[k].types], uploadPermission: P.reply.name, viewPermission: P.view.name });
  }
  declareFileArea({
    ...FEEDBACK_FILE_AREAS.product,
    types: [...FEEDBACK_FILE_AREAS.product.types],
    uploadPermission: P.product.name,
    viewPermission: P.product.name,
  });
  await app.register(multipart, { limits: { fileSize: FEEDBACK_FILE_AREAS.customerVideo.maxBytes + 1, files: 1, fields: 5, parts: 6 } });

  const q = (p: string) => ctx.svcPath('user', `/question${p}`);
  const cfg = (p: string) => ctx.svcPath('user', p);
  /** an xlsx as the reply, or as a job when the console asks for one (x-async-job) */
  const exportOrJob = async <Q, R>(req: FastifyRequest, reply: FastifyReply, spec: ExportSpec<Q, R>, body: Q) =>
    wantsJob(req) ? ok(req, { jobId: await startExport(ctx, req, spec, body) }) : sendExport(ctx, req, reply, spec, body);
  const my = (p: string) => ctx.svcPath('app', `/feedback${p}`);

  // ------------------------------------------------------------ the queue
  app.post(
    q('/page'),
    {
      config: { permission: P.view.name },
      schema: { summary: 'Page customer feedback (the /question queue)', tags, body: ZFeedbackPageQuery, response: { 200: envelope(ZFeedbackPage) } },
    },
    async (req) => ok(req, await svc.getFeedbackPage(ctx, req.body)),
  );
  app.post(
    q('/counts'),
    {
      config: { permission: P.view.name },
      schema: {
        summary: 'Count feedback per status under the queue filters',
        tags,
        body: ZFeedbackExportQuery.default({}),
        response: { 200: envelope(ZFeedbackCounts) },
      },
    },
    async (req) => ok(req, await svc.getFeedbackCounts(ctx, req.body ?? {})),
  );
  app.get(
    q('/detail/:id'),
    {
      config: { permission: P.view.name },
      schema: { summary: 'Get a feedback item with its conversation and history', tags, params: ZIdParam, response: { 200: envelope(ZFeedbackDetail) } },
    },
    async (req) => ok(req, await svc.getFeedbackDetail(ctx, req.params.id)),
  );
  app.post(
    q('/exportExcel'),
    {
      config: { permission: P.export.name, errors: [61009], reply: EXPORT_REPLY },
      schema: { summary: 'Export feedback as xlsx (at most 10,000 rows)', tags, body: ZFeedbackExportQuery.default({}) },
    },
    (req, reply) => exportOrJob(req, reply, feedbackExport, req.body ?? {}),
  );
  app.post(
    q('/save'),
    {
      config: { permission: P.reply.name },
      schema: {
        summary: 'Record feedback received outside the app (backstage source)',
        tags,
        body: ZFeedbackCreateRequest,
        response: { 200: envelope(ZFeedback) },
      },
    },
    async (req) => {
      const name = await svc.staffName(ctx, req.auth!.userId);
      return ok(
        req,
        await svc.createFeedback(
          ctx,
          req,
          { kind: 'staff', id: req.auth!.userId, name, language: req.body.language ?? 'zh-CN' },
          { ...req.body, source: req.body.source ?? 'backstage' },
        ),
      );
    },
  );

  // ------------------------------------------------------------ actions (per item: done or refused with its code)
  app.post(
    q('/validity'),
    {
      config: { permission: P.confirm.name, errors: BATCH_ERRORS },
      schema: {
        summary: 'Mark items valid or invalid (only items to be confirmed)',
        tags,
        body: ZFeedbackValidityRequest,
        response: { 200: envelope(ZBatchOutcome) },
      },
    },
    async (req) => ok(req, await svc.setValidity(ctx, req, req.body)),
  );
  app.post(
    q('/reply'),
    {
      config: { permission: P.reply.name, errors: BATCH_ERRORS },
      schema: {
        summary: 'Reply to the customer of one or more valid items (e-mailed in their language)',
        tags,
        body: ZFeedbackReplyRequest,
        response: { 200: envelope(ZBatchOutcome) },
      },
    },
    async (req) => ok(req, await svc.reply(ctx, req, req.body)),
  );
  app.get(
    q('/handlers'),
    {
      config: { permission: P.handle.name },
      schema: {
        summary: 'Staff who can be assigned as handlers, by name prefix',
        tags,
        querystring: z.object({ keyword: z.string().max(64).optional() }).strict(),
        response: { 200: envelope(z.array(z.object({ id: z.number(), name: z.string(), email: z.string().nullable() }))) },
      },
    },
    async (req) => ok(req, await svc.handlerOptions(ctx, req.query.keyword)),
  );
  app.post(
    q('/replying'),
    {
      config: { permission: P.reply.name },
      schema: { summary: 'Show others that the caller is writing a reply', tags, body: ZFeedbackLockRequest, response: { 200: envelope(ZFeedback) } },
    },
    async (req) => ok(req, await svc.markReplying(ctx, req, req.body.id)),
  );
  app.post(
    q('/rdAnswer'),
    {
      config: { permission: P.rdAnswer.name, errors: BATCH_ERRORS },
      schema: {
        summary: 'Give the R&D answer to items in processing or reactivated',
        tags,
        body: ZFeedbackRdAnswerRequest,
        response: { 200: envelope(ZBatchOutcome) },
      },
    },
    async (req) => ok(req, await svc.rdAnswer(ctx, req, req.body)),
  );
  app.post(
    q('/close'),
    {
      config: { permission: P.handle.name, errors: BATCH_ERRORS },
      schema: { summary: 'Close valid items', tags, body: ZFeedbackBatchRequest, response: { 200: envelope(ZBatchOutcome) } },
    },
    async (req) => ok(req, await svc.close(ctx, req, req.body.items)),
  );
  app.post(
    q('/delete'),
    {
      config: { permission: P.delete.name, errors: BATCH_ERRORS },
      schema: {
        summary: 'Delete items with a reason (they leave the queue and stay under the status "deleted")',
        tags,
        body: ZFeedbackRemoveRequest,
        response: { 200: envelope(ZBatchOutcome) },
      },
    },
    async (req) => ok(req, await svc.remove(ctx, req, req.body)),
  );
  app.post(
    q('/reactivate'),
    {
      config: { permission: P.handle.name, errors: BATCH_ERRORS },
      schema: {
        summary: 'Reactivate closed or resolved items with a reason',
        tags,
        body: ZFeedbackReactivateRequest,
        response: { 200: envelope(ZBatchOutcome) },
      },
    },
    async (req) => ok(req, await svc.reactivate(ctx, req, req.body)),
  );
  app.post(
    q('/assign'),
    {
      config: { permission: P.handle.name, errors: [...BATCH_ERRORS, 61004, 61005] },
      schema: {
        summary: 'Assign a handler (needs their e-mail and the item urgency)',
        tags,
        body: ZFeedbackAssignRequest,
        response: { 200: envelope(ZBatchOutcome) },
      },
    },
    async (req) => ok(req, await svc.assign(ctx, req, req.body, false)),
  );
  app.post(
    q('/transfer'),
    {
      config: { permission: P.handle.name, errors: [...BATCH_ERRORS, 61004, 61005] },
      schema: { summary: 'Transfer items to another handler', tags, body: ZFeedbackAssignRequest, response: { 200: envelope(ZBatchOutcome) } },
    },
    async (req) => ok(req, await svc.assign(ctx, req, req.body, true)),
  );
  app.post(
    q('/bugTracker'),
    {
      config: { permission: P.handle.name, errors: [...BATCH_ERRORS, 1014] },
      schema: {
        summary: 'Move items to the bug tracker (stores the issue key)',
        tags,
        body: ZFeedbackBatchRequest,
        response: { 200: envelope(ZBatchOutcome) },
      },
    },
    async (req) => ok(req, await svc.moveToBugTracker(ctx, req, req.body.items)),
  );
  app.post(
    q('/update'),
    {
      config: { permission: P.handle.name, errors: [1005, 61001] },
      schema: {
        summary: 'Edit an item (urgency, tags, type, expected version, RMA, notes)',
        tags,
        body: ZFeedbackUpdateRequest,
        response: { 200: envelope(ZFeedback) },
      },
    },
    async (req) => ok(req, await svc.updateFeedback(ctx, req, req.body)),
  );

  // ------------------------------------------------------------ problem types, standard replies, refunds, product feedback
  app.post(
    cfg('/problemType/page'),
    {
      config: { permission: P.problemType.name, errors: [61010] },
      schema: { summary: 'Page problem types (the type needs its category)', tags, body: ZProblemTypePageQuery, response: { 200: envelope(ZProblemTypePage) } },
    },
    async (req) => ok(req, await set.getProblemTypePage(ctx, req.body)),
  );
  app.get(
    cfg('/problemType/detail/:id'),
    {
      config: { permission: P.problemType.name },
      schema: { summary: 'Get a problem type', tags, params: ZIdParam, response: { 200: envelope(ZProblemType) } },
    },
    async (req) => ok(req, await set.getProblemType(ctx, req.params.id)),
  );
  app.post(
    cfg('/problemType/save'),
    {
      config: { permission: P.problemType.name },
      schema: { summary: 'Create or edit a problem type', tags, body: ZSaveProblemTypeRequest, response: { 200: envelope(ZProblemType) } },
    },
    async (req) => ok(req, await set.saveProblemType(ctx, req, req.body)),
  );
  app.post(
    cfg('/problemType/delete'),
    {
      config: { permission: P.problemType.name },
      schema: { summary: 'Delete a problem type', tags, body: ZFeedbackDeleteRequest, response: { 200: envelope(z.boolean()) } },
    },
    async (req) => ok(req, await set.deleteProblemType(ctx, req, req.body.id, req.body.version)),
  );
  app.post(
    cfg('/rephrasing/page'),
    {
      config: { permission: P.rephrasing.name },
      schema: { summary: 'Page standard reply scenes', tags, body: ZReplyScenePageQuery, response: { 200: envelope(ZReplyScenePage) } },
    },
    async (req) => ok(req, await set.getReplyScenePage(ctx, req.body)),
  );
  app.get(
    cfg('/rephrasing/all'),
    {
      config: { permission: P.reply.name },
      schema: { summary: 'Every standard reply scene (to insert into a reply)', tags, response: { 200: envelope(z.array(ZReplyScene)) } },
    },
    async (req) => ok(req, await set.allReplyScenes(ctx)),
  );
  app.get(
    cfg('/rephrasing/detail/:id'),
    {
      config: { permission: P.rephrasing.name },
      schema: { summary: 'Get a standard reply scene', tags, params: ZIdParam, response: { 200: envelope(ZReplyScene) } },
    },
    async (req) => ok(req, await set.getReplyScene(ctx, req.params.id)),
  );
  app.post(
    cfg('/rephrasing/save'),
    {
      config: { permission: P.rephrasing.name },
      schema: { summary: 'Create or edit a standard reply scene', tags, body: ZSaveReplySceneRequest, response: { 200: envelope(ZReplyScene) } },
    },
    async (req) => ok(req, await set.saveReplyScene(ctx, req, req.body)),
  );
  app.post(
    cfg('/rephrasing/delete'),
    {
      config: { permission: P.rephrasing.name },
      schema: { summary: 'Delete a standard reply scene', tags, body: ZFeedbackDeleteRequest, response: { 200: envelope(z.boolean()) } },
    },
    async (req) => ok(req, await set.deleteReplyScene(ctx, req, req.body.id, req.body.version)),
  );
  app.post(
    cfg('/abnormalRecords/page'),
    {
      config: { permission: P.refund.name },
      schema: { summary: 'Page refund records', tags, body: ZRefundPageQuery, response: { 200: envelope(ZRefundPage) } },
    },
    async (req) => ok(req, await set.getRefundPage(ctx, req.body)),
  );
  app.post(
    cfg('/abnormalRecords/exportExcel'),
    {
      config: { permission: P.refund.name, errors: [61009], reply: EXPORT_REPLY },
      schema: { summary: 'Export refund records as xlsx (at most 10,000 rows)', tags, body: ZRefundExportQuery.default({}) },
    },
    (req, reply) => exportOrJob(req, reply, refundExport, req.body ?? {}),
  );
  app.post(
    cfg('/productFeedback/page'),
    {
      config: { permission: P.product.name },
      schema: { summary: 'Page product complaints and suggestions', tags, body: ZProductFeedbackPageQuery, response: { 200: envelope(ZProductFeedbackPage) } },
    },
    async (req) => ok(req, await set.getProductFeedbackPage(ctx, req.body)),
  );
  app.get(
    cfg('/productFeedback/detail/:id'),
    {
      config: { permission: P.product.name },
      schema: { summary: 'Get a product feedback item', tags, params: ZIdParam, response: { 200: envelope(ZProductFeedback) } },
    },
    async (req) => ok(req, await set.getProductFeedback(ctx, req.params.id)),
  );
  app.post(
    cfg('/productFeedback/save'),
    {
      config: { permission: P.product.name },
      schema: { summary: 'Add product feedback', tags, body: ZSaveProductFeedbackRequest, response: { 200: envelope(ZProductFeedback) } },
    },
    async (req) => ok(req, await set.addProductFeedback(ctx, req, req.body)),
  );
  app.post(
    cfg('/productFeedback/append'),
    {
      config: { permission: P.product.name },
      schema: { summary: 'Append to product feedback', tags, body: ZAppendProductFeedbackRequest, response: { 200: envelope(ZProductFeedback) } },
    },
    async (req) => ok(req, await set.appendProductFeedback(ctx, req, req.body)),
  );

  // ------------------------------------------------------------ the customer's calls (customer token), a device's (app key)
  app.post(
    my('/upload'),
    {
      config: { permission: CUSTOMER },
      schema: {
        summary: 'Upload a feedback screenshot (up to 5MB) or video (up to 20M), judged by content',
        tags: appTags,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(ZStoredFile) },
      },
    },
    async (req) => ok(req, await cust.receiveUpload(ctx, req, { kind: 'customer', id: customerOf(req).id })),
  );
  app.post(
    my('/submit'),
    {
      config: { permission: CUSTOMER },
      schema: {
        summary: 'Submit feedback with uploaded attachments',
        tags: appTags,
        body: ZFeedbackCreateRequest,
        response: { 200: envelope(ZCustomerFeedbackView) },
      },
    },
    async (req) => ok(req, await cust.submitAsCustomer(ctx, req, customerOf(req), req.body)),
  );
  app.get(
    my('/list'),
    { config: { permission: CUSTOMER }, schema: { summary: "List the caller's feedback", tags: appTags, response: { 200: envelope(ZCustomerFeedbackList) } } },
    async (req) => ok(req, await cust.listMine(ctx, customerOf(req))),
  );
  app.get(
    my('/detail/:id'),
    {
      config: { permission: CUSTOMER },
      schema: {
        summary: "Read one of the caller's feedback items with the replies",
        tags: appTags,
        params: ZIdParam,
        response: { 200: envelope(ZCustomerFeedbackView) },
      },
    },
    async (req) => ok(req, await cust.customerView(ctx, customerOf(req), req.params.id)),
  );
  app.post(
    my('/answer'),
    {
      config: { permission: CUSTOMER, errors: [1017] },
      schema: {
        summary: "Answer on one of the caller's feedback items",
        tags: appTags,
        body: ZCustomerFeedbackAnswerRequest,
        response: { 200: envelope(ZCustomerFeedbackView) },
      },
    },
    async (req) => ok(req, await cust.answerAsCustomer(ctx, req, customerOf(req), req.body)),
  );
  app.post(
    my('/close'),
    {
      config: { permission: CUSTOMER, errors: [1017] },
      schema: {
        summary: "Close one of the caller's feedback items",
        tags: appTags,
        body: ZFeedbackLockRequest,
        response: { 200: envelope(ZCustomerFeedbackView) },
      },
    },
    async (req) => ok(req, await cust.closeAsCustomer(ctx, customerOf(req), req.body.id)),
  );
  app.post(
    my('/delete'),
    {
      config: { permission: CUSTOMER, errors: [1002] },
      schema: {
        summary: "Delete one of the caller's feedback items (status user-deleted)",
        tags: appTags,
        body: ZFeedbackLockRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await cust.deleteAsCustomer(ctx, req, customerOf(req), req.body.id);
      return ok(req, null);
    },
  );
  app.get(
    my('/file/:id/:fileId'),
    {
      config: { permission: CUSTOMER, reply: FILE_REPLY },
      schema: { summary: "Download an attachment of the caller's feedback conversation", tags: appTags, params: ZFeedbackFileParam },
    },
    async (req, reply) => cust.sendCustomerFile(ctx, reply, customerOf(req), req.params.id, req.params.fileId),
  );
  app.post(
    my('/device/upload'),
    {
      config: { permission: PUBLIC },
      schema: {
        summary: 'Upload an attachment for feedback from a device (header X-App-Key)',
        tags: appTags,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(ZStoredFile) },
      },
    },
    async (req) => {
      const key = await cust.deviceKey(ctx, req);
      return ok(req, await cust.receiveUpload(ctx, req, { kind: 'device', id: key.id }));
    },
  );
  app.post(
    my('/device/submit'),
    {
      config: { permission: PUBLIC },
      schema: {
        summary: 'Submit feedback from a device by SN (header X-App-Key)',
        tags: appTags,
        body: ZFeedbackCreateRequest,
        response: { 200: envelope(z.object({ id: z.number(), seqNo: z.string() })) },
      },
    },
    async (req) => ok(req, await cust.submitAsDevice(ctx, req, req.body)),
  );

  // answered items the customer leaves unanswered: to be closed, then closed (days from the configuration)
  await schedulePeriodic(ctx, 'feedback-to-be-closed', 3600, async () => {
    try {
      await svc.advanceWaitingFeedback(ctx);
    } catch (err) {
      console.error('feedback to-be-closed job', err instanceof Error ? err.message : err);
    }
  });
}
