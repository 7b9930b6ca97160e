import {
  ALL_PERMISSIONS,
  APPROVAL_DOC_ROUTES,
  type ApprovalDocType,
  APPROVAL_PERMISSION as P,
  SIGNED_IN,
  ZApprovalDecidedReply,
  ZApprovalDetailReply,
  ZApprovalPageQuery,
  ZApprovalPageReply,
  ZApprovalRoleOptionsReply,
  ZApproveRequest,
  ZDocApprovalQuery,
  ZDocApprovalReply,
  ZDoneReply,
  ZIdParam,
  ZInboxQuery,
  ZRejectRequest,
  ZSaveTemplateRequest,
  ZTemplateDetailReply,
  ZTemplatePageQuery,
  ZTemplatePageReply,
  ZTemplateSavedReply,
  ZTemplateVersionRequest,
  ZUpdateTemplateRequest,
} from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/errors';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { schedulePeriodic } from '../../platform/kit/jobs';
import { mutate } from '../../platform/kit/mutation';
import { type Approver, decide } from './approvals.engine';
import { remindApprovers } from './approvals.remind';
import * as svc from './approvals.service';

const tags = ['approvals'];
const MODULE = 'approvals';
const APPROVE_ERRORS = [1002, 1005, 1017, 78201, 78202, 78203, 78204] as const;

function approver(req: FastifyRequest): Approver {
  return { userId: req.auth!.userId, roleIds: req.auth!.roleIds };
}

/** The view permissions of a document type's own page (its readers may see its approval). */
const DOC_VIEWS = Object.fromEntries(
  Object.entries(APPROVAL_DOC_ROUTES).map(([type, page]) => [
    type,
    ALL_PERMISSIONS.filter((p) => p.page === page && p.name.endsWith('_view')).map((p) => p.name),
  ]),
) as Record<ApprovalDocType, string[]>;

/** The approval history, the inbox, or reading the document: else 1000. */
function assertMaySee(req: FastifyRequest, docType: ApprovalDocType) {
  const have = req.auth!.permissions;
  if (have.has(P.view) || have.has(P.act) || DOC_VIEWS[docType].some((p) => have.has(p))) return;
  throw new AppError(1000);
}

/**
 * /{svc}-supply/workflowTemplate/… (templates and their steps) and /{svc}-supply/approval/…
 * (the inbox, the history, a request's steps, approve and reject), decision 0030.
 */
export async function approvalsRoutes(app: App) {
  const { ctx } = app;
  const path = (p: string) => ctx.svcPath('supply', p);
  const now = () => new Date(ctx.clock.now());

  // ---- workflow templates
  app.post(
    path('/workflowTemplate/page'),
    {
      config: { permission: P.templateView },
      schema: { summary: 'List workflow templates (by document type and enabled)', tags, body: ZTemplatePageQuery, response: { 200: ZTemplatePageReply } },
    },
    async (req) => ok(req, await svc.pageTemplates(ctx.db, req.body)),
  );
  app.get(
    path('/workflowTemplate/detail/:id'),
    {
      config: { permission: P.templateView },
      schema: { summary: 'Get a workflow template with its ordered steps', tags, params: ZIdParam, response: { 200: ZTemplateDetailReply } },
    },
    async (req) => ok(req, await svc.templateDetail(ctx.db, req.params.id)),
  );
  app.get(
    path('/workflowTemplate/roles'),
    {
      config: { permission: P.templateView },
      schema: { summary: 'List the roles a template step may name as its approvers', tags, response: { 200: ZApprovalRoleOptionsReply } },
    },
    async (req) => ok(req, await svc.roleOptions(ctx.db)),
  );
  app.post(
    path('/workflowTemplate/save'),
    {
      config: { permission: P.templateAdd },
      schema: {
        summary: 'Add a workflow template with its steps (disabled until enabled)',
        tags,
        body: ZSaveTemplateRequest,
        response: { 200: ZTemplateSavedReply },
      },
    },
    async (req) =>
      ok(
        req,
        await mutate(ctx.db, req, { module: MODULE, action: 'addTemplate' }, async (tx) => {
          const t = await svc.saveTemplate(tx, req.body, now());
          return { result: { id: t.id, version: t.version }, targetId: t.id, after: req.body };
        }),
      ),
  );
  app.post(
    path('/workflowTemplate/update'),
    {
      config: { permission: P.templateEdit, errors: [1002, 1005] },
      schema: {
        summary: 'Change a workflow template and its steps (requests already open keep their steps)',
        tags,
        body: ZUpdateTemplateRequest,
        response: { 200: ZTemplateSavedReply },
      },
    },
    async (req) =>
      ok(
        req,
        await mutate(ctx.db, req, { module: MODULE, action: 'editTemplate' }, async (tx) => {
          const { before, after } = await svc.updateTemplate(tx, req.body);
          return { result: { id: after.id, version: after.version }, targetId: after.id, before, after: req.body };
        }),
      ),
  );
  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    app.post(
      path(`/workflowTemplate/${action}`),
      {
        config: { permission: P.templateStatus, errors: [1002, 1005, 1017] },
        schema: {
          summary: enabled
            ? 'Enable a workflow template (the enabled template of its document type, if another, is disabled)'
            : 'Disable a workflow template (its document type then cannot be submitted: 78205)',
          tags,
          body: ZTemplateVersionRequest,
          response: { 200: ZTemplateSavedReply },
        },
      },
      async (req) =>
        ok(
          req,
          await mutate(ctx.db, req, { module: MODULE, action: `${action}Template` }, async (tx) => {
            const { after } = await svc.setTemplateEnabled(tx, req.body.id, req.body.version, enabled);
            return { result: { id: after.id, version: after.version }, targetId: after.id, after: { enabled } };
          }),
        ),
    );
  }
  app.post(
    path('/workflowTemplate/delete'),
    {
      config: { permission: P.templateDel, errors: [1002, 1005, 1015] },
      schema: {
        summary: 'Delete a workflow template no request was ever opened with (1015 otherwise)',
        tags,
        body: ZTemplateVersionRequest,
        response: { 200: ZDoneReply },
      },
    },
    async (req) =>
      ok(
        req,
        await mutate(ctx.db, req, { module: MODULE, action: 'deleteTemplate' }, async (tx) => {
          const before = await svc.deleteTemplate(tx, req.body.id, req.body.version);
          return { result: true as const, targetId: req.body.id, before };
        }),
      ),
  );

  // ---- requests
  app.post(
    path('/approval/toBeApproved'),
    {
      config: { permission: P.act },
      schema: {
        summary: 'List the approval requests waiting on me (my role, not my document, not a second step)',
        tags,
        body: ZInboxQuery,
        response: { 200: ZApprovalPageReply },
      },
    },
    async (req) => ok(req, await svc.inbox(ctx.db, req.body, approver(req))),
  );
  app.post(
    path('/approval/page'),
    {
      config: { permission: P.view },
      schema: {
        summary: 'List approval requests with their status (mine: those I approved or rejected)',
        tags,
        body: ZApprovalPageQuery,
        response: { 200: ZApprovalPageReply },
      },
    },
    async (req) => ok(req, await svc.history(ctx.db, req.body, req.auth!.userId)),
  );
  app.get(
    path('/approval/detail/:id'),
    {
      config: { permission: SIGNED_IN, errors: [1000, 1002] },
      schema: {
        summary: 'Get an approval request with its steps and actions',
        tags,
        params: ZIdParam,
        response: { 200: ZApprovalDetailReply },
      },
    },
    async (req) => {
      const detail = await svc.requestDetail(ctx.db, req.params.id, approver(req));
      assertMaySee(req, detail.docType);
      return ok(req, detail);
    },
  );
  app.get(
    path('/approval/doc'),
    {
      config: { permission: SIGNED_IN, errors: [1000] },
      schema: {
        summary: "Get a document's latest approval request with its steps (null when never submitted)",
        tags,
        querystring: ZDocApprovalQuery,
        response: { 200: ZDocApprovalReply },
      },
    },
    async (req) => {
      assertMaySee(req, req.query.docType);
      return ok(req, await svc.documentRequest(ctx.db, req.query.docType, req.query.docId, approver(req)));
    },
  );
  const decideRoute = (action: 'approve' | 'reject') =>
    app.post(
      path(`/approval/${action}`),
      {
        config: { permission: P.act, errors: APPROVE_ERRORS },
        schema: {
          summary:
            action === 'approve'
              ? 'Approve the current step of the document version shown (the last step passes the document)'
              : 'Reject the document at its current step, with a reason',
          tags,
          body: action === 'approve' ? ZApproveRequest : ZRejectRequest,
          response: { 200: ZApprovalDecidedReply },
        },
      },
      async (req) => {
        const body = req.body as { id: number; docVersion: number; stepSeq?: number; reason?: string };
        const out = await mutate(ctx.db, req, { module: MODULE, action }, async (tx) => {
          const { before, after } = await decide(
            tx,
            { requestId: body.id, docVersion: body.docVersion, stepSeq: body.stepSeq, outcome: action, reason: body.reason },
            approver(req),
            now(),
          );
          return {
            result: { id: after.id, status: after.status as 'applying' | 'passed' | 'rejected', stepSeq: after.currentSeq },
            targetId: after.id,
            before: { status: before.status, stepSeq: before.currentSeq, docType: before.docType, docNo: before.docNo },
            after: { status: after.status, stepSeq: after.currentSeq, reason: body.reason ?? null },
          };
        });
        return ok(req, out);
      },
    );
  decideRoute('approve');
  decideRoute('reject');

  await schedulePeriodic(ctx, 'approval-reminders', 900, async () => {
    try {
      await remindApprovers(ctx);
    } catch (err) {
      console.error('approval reminders job', err instanceof Error ? err.message : err);
    }
  });
}
