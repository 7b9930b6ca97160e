import {
  CHAT_RECALL_MS,
  CUSTOMER,
  envelope,
  isCallType,
  isReceiptType,
  CHAT_PERMISSIONS as P,
  RT_HEARTBEAT_MS,
  RT_RECONNECT_MS,
  SIGNED_IN,
  type TImSend,
  ZImAgent,
  ZImAgentPage,
  ZImAgentPageQuery,
  ZImAgentSave,
  ZImAgentUpdate,
  ZImArea,
  ZImCallSignal,
  ZImConsult,
  ZImConsultStart,
  ZImCustomerProfile,
  ZImIdParam,
  ZImListQuery,
  ZImListReply,
  ZImLogin,
  ZImLoginReply,
  ZImMessage,
  ZImPoolPage,
  ZImPullQuery,
  ZImPullReply,
  ZImQuick,
  ZImQuickListBody,
  ZImQuickPage,
  ZImQuickPageQuery,
  ZImQuickSave,
  ZImQuickUpdate,
  ZImRate,
  ZImReaded,
  ZImRecall,
  ZImReceipt,
  ZImRecordPage,
  ZImRecordQuery,
  ZImSend,
  ZImSession,
  ZImSessionBody,
  ZImTags,
  ZImTranscriptExportQuery,
  ZImTransfer,
  ZImUpdateStatus,
  ZImWorkList,
  ZImWorkListBody,
  ZStoredFile,
} from '@diagops/contracts';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { sendExport, startExport, wantsJob } from '../../platform/kit/export';
import { contentDisposition, FILE_REPLY, XLSX_TYPE } from '../../platform/kit/files';
import { schedulePeriodic } from '../../platform/kit/jobs';
import { customerOf } from '../customers';
import { storeFile } from '../files';
import { transcriptExport } from './chat.excel';
import { registerChatFrames } from './chat.frames';
import * as svc from './chat.service';

const tags = ['chat'];
const CHAT_MSG = { 'zh-CN': '操作成功', 'en-US': 'Success' } as const;
/** The kit's export reply, with the chat's body code for the started job. */
const TRANSCRIPT_REPLY = {
  file: XLSX_TYPE,
  orJob: true,
  description: 'The workbook (xlsx); with X-Async-Job: 1, the started job: { code: 200, data: { jobId } } (poll /{svc}-user/job/{id})',
} as const;

/** CHAT-12: the chat calls answer body code 200 on success. */
function okChat<T>(req: FastifyRequest, data: T) {
  return { code: 200, msg: CHAT_MSG[requestLanguage(req)], data };
}

function staff(req: FastifyRequest): { userId: number; permissions: Set<string> } {
  if (!req.auth) throw new AppError(1003);
  return { userId: req.auth.userId, permissions: req.auth.permissions };
}
const agent = (req: FastifyRequest): svc.Party => ({ kind: 'staff', userId: staff(req).userId });
const cust = (req: FastifyRequest): svc.Party => ({ kind: 'customer', customerId: customerOf(req).id });

async function sendStored(reply: FastifyReply, opened: Awaited<ReturnType<typeof svc.customerFile>>) {
  const inline = /^(image|audio|video)\//.test(opened.file.type);
  return reply
    .header('content-type', opened.file.type)
    .header('content-disposition', inline ? 'inline' : contentDisposition(opened.file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600')
    .send(await opened.stream());
}

/**
 * The customer-service chat: the agent's calls under /imApi (CHAT-07…12, the staff access
 * token in the Authorization header, body code 200), the settings and records, and the
 * customer's side under /{svc}-app/im (customer tokens).
 */
/**
 * What a send answers: the stored message, the read or receipt passed on (11, 12), or the
 * relayed call signal (a message first: a message would also fit the others' shape).
 */
const ZImSendReply = z.union([ZImMessage, ZImReceipt, ZImCallSignal]);

export async function chatRoutes(app: App) {
  const { ctx } = app;
  const sendOrSignal = async (party: svc.Party, b: TImSend) => {
    if (isCallType(b.type)) return svc.relayCallSignal(ctx, party, b);
    if (isReceiptType(b.type)) return svc.sendReceipt(ctx, party, b);
    return (await svc.sendMessage(ctx, party, b)).message;
  };
  svc.declareChatFiles();
  registerChatFrames();
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024 + 1, files: 1, fields: 5, fieldSize: 1024 } });
  const wsPath = ctx.svcPath('rt', '/ws');
  const im = (p: string) => `/imApi${p}`;

  // ---- the agent's calls
  app.post(
    im('/login'),
    {
      config: { permission: P.workbench.name, errors: [76201] },
      schema: { summary: 'Open the chat workbench on a terminal (the agent goes online)', tags, body: ZImLogin, response: { 200: envelope(ZImLoginReply) } },
    },
    async (req) => okChat(req, { agent: await svc.imLogin(ctx, staff(req).userId, req.body), wsPath, heartbeatMs: RT_HEARTBEAT_MS }),
  );
  app.post(
    im('/imSession/findWorkList'),
    {
      config: { permission: P.workbench.name },
      schema: { summary: "List the agent's open sessions and the pool size", tags, body: ZImWorkListBody, response: { 200: envelope(ZImWorkList) } },
    },
    async (req) => okChat(req, await svc.workList(ctx, staff(req).userId, req.body.includeClosed)),
  );
  app.post(
    im('/imSession/tagsSave'),
    {
      config: { permission: P.workbench.name, errors: [76202] },
      schema: { summary: 'Save the tags of a session', tags, body: ZImTags, response: { 200: envelope(ZImSession) } },
    },
    async (req) => okChat(req, await svc.saveTags(ctx, staff(req).userId, req.body.sessionId, req.body.tags)),
  );
  app.post(
    im('/imSession/quickList'),
    {
      config: { permission: P.workbench.name },
      schema: { summary: 'List the quick replies an agent may use', tags, body: ZImQuickListBody, response: { 200: envelope(z.array(ZImQuick)) } },
    },
    async (req) => okChat(req, await svc.quickList(ctx, staff(req).userId)),
  );
  app.get(
    im('/message/consult/pullOfflineMessage'),
    {
      config: { permission: P.workbench.name, errors: [76202] },
      schema: { summary: 'Pull the messages of a session after a sequence number', tags, querystring: ZImPullQuery, response: { 200: envelope(ZImPullReply) } },
    },
    async (req) => okChat(req, await svc.pullMessages(ctx, agent(req), req.query.sessionId, req.query.afterSeq)),
  );
  app.get(
    im('/message/consult/list'),
    {
      config: { permission: P.workbench.name },
      schema: {
        summary: "List the agent's messages newer than a message id, across all of their sessions",
        tags,
        querystring: ZImListQuery,
        response: { 200: envelope(ZImListReply) },
      },
    },
    async (req) => okChat(req, await svc.listMessages(ctx, agent(req), req.query.minId)),
  );
  app.put(
    im('/message/consult/readed'),
    {
      config: { permission: P.workbench.name, errors: [76202] },
      schema: { summary: "Mark the customer's messages read up to a sequence number", tags, body: ZImReaded, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await svc.markRead(ctx, agent(req), req.body.sessionId, req.body.seq);
      return okChat(req, null);
    },
  );
  app.post(
    im('/message/consult/send'),
    {
      config: { permission: P.workbench.name, errors: [76202, 76203] },
      schema: {
        summary: 'Send a message, a read or receipt, or relay a call signal (a resend by client id is no duplicate)',
        tags,
        body: ZImSend,
        response: { 200: envelope(ZImSendReply) },
      },
    },
    async (req) => okChat(req, await sendOrSignal(agent(req), req.body)),
  );
  app.put(
    im('/message/consult/recall'),
    {
      config: { permission: P.workbench.name, errors: [76202, 76204, 76205] },
      schema: { summary: 'Recall an own message within 2 minutes', tags, body: ZImRecall, response: { 200: envelope(ZImMessage) } },
    },
    async (req) => okChat(req, await svc.recall(ctx, agent(req), req.body.sessionId, req.body.messageId)),
  );
  app.get(
    im('/imSession/customer/:id'),
    {
      config: { permission: P.workbench.name, errors: [76202] },
      schema: {
        summary: "Get a served customer's profile, devices and recent feedback",
        tags,
        params: ZImIdParam,
        response: { 200: envelope(ZImCustomerProfile) },
      },
    },
    async (req) => okChat(req, await svc.customerProfile(ctx, staff(req).userId, req.params.id)),
  );
  app.put(
    im('/imSession/close'),
    {
      config: { permission: P.workbench.name, errors: [76202, 76203] },
      schema: { summary: 'Close a session', tags, body: ZImSessionBody, response: { 200: envelope(ZImSession) } },
    },
    async (req) => okChat(req, await svc.closeSession(ctx, agent(req), req.body.sessionId)),
  );
  app.put(
    im('/imSession/transfer'),
    {
      config: { permission: P.workbench.name, errors: [76202, 76203, 76210] },
      schema: { summary: 'Transfer a session to another agent', tags, body: ZImTransfer, response: { 200: envelope(ZImSession) } },
    },
    async (req) => okChat(req, await svc.transfer(ctx, staff(req).userId, req.body.sessionId, req.body.toUserId)),
  );
  app.put(
    im('/user/updateStatus'),
    {
      config: { permission: P.workbench.name, errors: [76201] },
      schema: { summary: "Set the agent's status (offline, online, busy)", tags, body: ZImUpdateStatus, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await svc.setStatus(ctx, staff(req).userId, req.body.status);
      return okChat(req, null);
    },
  );
  app.get(
    im('/imArea/getCurrent'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'Get the real-time address and timings of this area', tags, response: { 200: envelope(ZImArea) } },
    },
    async (req) => okChat(req, { area: 'default', wsPath, heartbeatMs: RT_HEARTBEAT_MS, reconnectMs: RT_RECONNECT_MS, recallMs: CHAT_RECALL_MS }),
  );
  app.post(
    im('/imSession/poolList'),
    {
      config: { permission: P.pool.name },
      schema: { summary: 'List the customers waiting in the pool (oldest first)', tags, body: ZImQuickListBody, response: { 200: envelope(ZImPoolPage) } },
    },
    async (req) => okChat(req, await svc.poolList(ctx)),
  );
  app.put(
    im('/imSession/pickUp'),
    {
      config: { permission: P.pool.name, errors: [76201, 76206, 76207] },
      schema: { summary: 'Take a waiting session from the pool', tags, body: ZImSessionBody, response: { 200: envelope(ZImSession) } },
    },
    async (req) => okChat(req, await svc.pickUp(ctx, staff(req).userId, req.body.sessionId)),
  );
  app.post(
    im('/imSession/agents'),
    {
      config: { permission: P.workbench.name },
      schema: { summary: 'List the agents a session can be transferred to', tags, body: ZImQuickListBody, response: { 200: envelope(z.array(ZImAgent)) } },
    },
    async (req) => {
      const me = staff(req).userId;
      const page = await svc.agentPageOf(ctx, { current: 1, size: 100 });
      return okChat(
        req,
        page.records.filter((a) => a.enabled && a.status !== 0 && a.userId !== me),
      );
    },
  );

  // ---- records
  app.post(
    im('/imSession/recordPage'),
    {
      config: { permission: P.recordView.name },
      schema: { summary: 'Page session records with filters', tags, body: ZImRecordQuery, response: { 200: envelope(ZImRecordPage) } },
    },
    async (req) => okChat(req, await svc.recordPageOf(ctx, req.body)),
  );
  app.get(
    im('/imSession/record/:id/messages'),
    {
      config: { permission: P.recordView.name },
      schema: {
        summary: 'Read the messages of a recorded session',
        tags,
        params: ZImIdParam,
        querystring: z.object({ afterSeq: z.coerce.number().int().min(0).max(2_147_483_647).default(0) }).strict(),
        response: { 200: envelope(ZImPullReply) },
      },
    },
    async (req) => okChat(req, await svc.pullMessages(ctx, null, req.params.id, req.query.afterSeq)),
  );
  app.post(
    im('/imSession/record/export'),
    {
      config: { permission: P.recordExport.name, errors: [61009], reply: TRANSCRIPT_REPLY },
      schema: {
        summary: 'Export the transcripts of the listed sessions as xlsx, one row a message (at most 10,000)',
        // the derived name is the one-session download's (GET record/{id}/export)
        operationId: 'imApiImSessionRecordsExport',
        tags,
        body: ZImTranscriptExportQuery.default({}),
      },
    },
    async (req, reply) => {
      const q = req.body ?? {};
      if (q.sessionId) await svc.recordExists(ctx, q.sessionId);
      // the job's reply is a chat reply (code 200); the console polls the job under /{svc}-user
      if (wantsJob(req)) return okChat(req, { jobId: await startExport(ctx, req, transcriptExport, q) });
      return sendExport(ctx, req, reply, transcriptExport, q);
    },
  );
  app.get(
    im('/imSession/record/:id/export'),
    {
      config: { permission: P.recordExport.name, errors: [61009], reply: { file: XLSX_TYPE, description: "The session's transcript (xlsx)" } },
      schema: { summary: "Download a session's transcript as xlsx, one row a message", tags, params: ZImIdParam },
    },
    async (req, reply) => {
      await svc.recordExists(ctx, req.params.id);
      return sendExport(ctx, req, reply, transcriptExport, { sessionId: req.params.id });
    },
  );

  // ---- agents (customer-service settings)
  app.post(
    im('/agent/page'),
    {
      config: { permission: P.agentView.name },
      schema: { summary: 'Page customer-service agents', tags, body: ZImAgentPageQuery, response: { 200: envelope(ZImAgentPage) } },
    },
    async (req) => okChat(req, await svc.agentPageOf(ctx, req.body)),
  );
  app.get(
    im('/agent/:id'),
    {
      config: { permission: P.agentView.name },
      schema: { summary: 'Get a customer-service agent', tags, params: ZImIdParam, response: { 200: envelope(ZImAgent) } },
    },
    async (req) => okChat(req, await svc.getAgent(ctx, req.params.id)),
  );
  app.post(
    im('/agent/save'),
    {
      config: { permission: P.agentEdit.name, errors: [76209] },
      schema: { summary: 'Make a staff user a customer-service agent', tags, body: ZImAgentSave, response: { 200: envelope(ZImAgent) } },
    },
    async (req) => okChat(req, await svc.createAgent(ctx, req.body)),
  );
  app.put(
    im('/agent/update'),
    {
      config: { permission: P.agentEdit.name },
      schema: { summary: 'Edit a customer-service agent', tags, body: ZImAgentUpdate, response: { 200: envelope(ZImAgent) } },
    },
    async (req) => okChat(req, await svc.updateAgent(ctx, req.body)),
  );
  app.delete(
    im('/agent/:id'),
    {
      config: { permission: P.agentEdit.name },
      schema: { summary: 'Remove a customer-service agent', tags, params: ZImIdParam, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await svc.deleteAgent(ctx, req.params.id);
      return okChat(req, null);
    },
  );

  // ---- quick replies
  app.post(
    im('/quick/page'),
    {
      config: { permission: P.quickEdit.name },
      schema: { summary: 'Page own and shared quick replies', tags, body: ZImQuickPageQuery, response: { 200: envelope(ZImQuickPage) } },
    },
    async (req) => okChat(req, await svc.quickPageOf(ctx, staff(req).userId, req.body)),
  );
  app.post(
    im('/quick/save'),
    { config: { permission: P.quickEdit.name }, schema: { summary: 'Add a quick reply', tags, body: ZImQuickSave, response: { 200: envelope(ZImQuick) } } },
    async (req) => okChat(req, await svc.saveQuick(ctx, staff(req), req.body)),
  );
  app.put(
    im('/quick/update'),
    { config: { permission: P.quickEdit.name }, schema: { summary: 'Edit a quick reply', tags, body: ZImQuickUpdate, response: { 200: envelope(ZImQuick) } } },
    async (req) => okChat(req, await svc.updateQuick(ctx, staff(req), req.body)),
  );
  app.delete(
    im('/quick/:id'),
    { config: { permission: P.quickEdit.name }, schema: { summary: 'Delete a quick reply', tags, params: ZImIdParam, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await svc.deleteQuick(ctx, staff(req), req.params.id);
      return okChat(req, null);
    },
  );

  // ---- the customer's side
  const c = (p: string) => ctx.svcPath('app', `/im/consult${p}`);
  app.post(
    c('/start'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: 'Start a consultation (or get the open one)', tags, body: ZImConsultStart, response: { 200: envelope(ZImSession) } },
    },
    async (req) => ok(req, await svc.startConsult(ctx, customerOf(req), req.body)),
  );
  app.get(
    c('/current'),
    { config: { permission: CUSTOMER }, schema: { summary: "Get the customer's latest consultation", tags, response: { 200: envelope(ZImConsult) } } },
    async (req) => ok(req, { session: await svc.currentConsult(ctx, customerOf(req).id) }),
  );
  app.post(
    c('/send'),
    {
      config: { permission: CUSTOMER, errors: [76203] },
      schema: {
        summary: 'Send a message, a read or receipt, or relay a call signal as the customer',
        tags,
        body: ZImSend,
        response: { 200: envelope(ZImSendReply) },
      },
    },
    async (req) => ok(req, await sendOrSignal(cust(req), req.body)),
  );
  app.get(
    c('/pull'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: "Pull the customer's messages after a sequence number", tags, querystring: ZImPullQuery, response: { 200: envelope(ZImPullReply) } },
    },
    async (req) => ok(req, await svc.pullMessages(ctx, cust(req), req.query.sessionId, req.query.afterSeq)),
  );
  app.get(
    c('/list'),
    {
      config: { permission: CUSTOMER },
      schema: {
        summary: "List the messages newer than a message id across all of the customer's consultations",
        tags,
        querystring: ZImListQuery,
        response: { 200: envelope(ZImListReply) },
      },
    },
    async (req) => ok(req, await svc.listMessages(ctx, cust(req), req.query.minId)),
  );
  app.put(
    c('/readed'),
    { config: { permission: CUSTOMER }, schema: { summary: "Mark the agent's messages read", tags, body: ZImReaded, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await svc.markRead(ctx, cust(req), req.body.sessionId, req.body.seq);
      return ok(req, null);
    },
  );
  app.put(
    c('/recall'),
    {
      config: { permission: CUSTOMER, errors: [76204, 76205] },
      schema: { summary: 'Recall an own message within 2 minutes (customer)', tags, body: ZImRecall, response: { 200: envelope(ZImMessage) } },
    },
    async (req) => ok(req, await svc.recall(ctx, cust(req), req.body.sessionId, req.body.messageId)),
  );
  app.put(
    c('/rate'),
    {
      config: { permission: CUSTOMER, errors: [76208] },
      schema: { summary: 'Rate a consultation', tags, body: ZImRate, response: { 200: envelope(ZImSession) } },
    },
    async (req) => ok(req, await svc.rate(ctx, customerOf(req).id, req.body.sessionId, req.body.score, req.body.comment)),
  );
  app.put(
    c('/close'),
    {
      config: { permission: CUSTOMER, errors: [76203] },
      schema: { summary: 'End a consultation (customer)', tags, body: ZImSessionBody, response: { 200: envelope(ZImSession) } },
    },
    async (req) => ok(req, await svc.closeSession(ctx, cust(req), req.body.sessionId)),
  );
  app.post(
    c('/upload'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: 'Upload an image, file, audio or video for a consultation (multipart `file`)', tags, response: { 200: envelope(ZStoredFile) } },
    },
    async (req) => {
      const me = customerOf(req);
      const part = await req.file();
      if (!part) throw new AppError(1001, { errors: [{ field: 'file', message: 'required' }] });
      return ok(req, await storeFile(ctx, { area: svc.CHAT_FILE_AREA, name: part.filename, body: part.file, uploader: { kind: 'customer', id: me.id } }));
    },
  );
  app.get(
    c('/file/:id'),
    {
      config: { permission: CUSTOMER, reply: FILE_REPLY },
      schema: { summary: 'Download a file of an own consultation', tags, params: z.object({ id: z.uuid() }).strict() },
    },
    async (req, reply) => sendStored(reply, await svc.customerFile(ctx, customerOf(req).id, req.params.id)),
  );

  // the pool also drains on events (a consultation starts, an agent comes online, a session
  // closes); this catches the one no event marks: an online agent's working hours beginning
  await schedulePeriodic(ctx, 'chat-pool-drain', 60, () => svc.drainPoolSafely(ctx));
}
