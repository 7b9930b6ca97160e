import {
  envelope,
  KNOWLEDGE_PERMISSIONS as P,
  PUBLIC,
  ZIdParam,
  ZKnowledgeCategory,
  ZKnowledgeCategoryNode,
  ZKnowledgeCategoryTreeQuery,
  ZKnowledgeItem,
  ZKnowledgePage,
  ZKnowledgePageQuery,
  ZKnowledgePreviewUrl,
  ZKnowledgePublishRequest,
  ZKnowledgeRevision,
  ZKnowledgeTicketParam,
  ZSaveKnowledgeCategoryRequest,
  ZSaveKnowledgeRequest,
  ZUpdateKnowledgeCategoryRequest,
  ZUpdateKnowledgeRequest,
  ZVersion,
} from '@diagops/contracts';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { FILE_REPLY } from '../../platform/kit/files';
import { declareKnowledgeFiles } from './knowledge.files';
import { previewUrls, sendPreview } from './knowledge.preview';
import * as svc from './knowledge.service';

const tags = ['knowledge'];
const ZDelete = z.object({ id: z.number().int().positive().max(2147483647), version: ZVersion }).strict();

/** /{svc}-user/knowledge/… — items, their revisions, and the category tree (/classification/…). */
export async function knowledgeRoutes(app: App) {
  const { ctx } = app;
  declareKnowledgeFiles();
  const k = (p: string) => ctx.svcPath('user', `/knowledge${p}`);

  app.post(
    k('/page'),
    {
      config: { permission: P.view.name },
      schema: {
        summary: 'Page knowledge items (keyword search in titles and bodies, both languages)',
        tags,
        body: ZKnowledgePageQuery,
        response: { 200: envelope(ZKnowledgePage) },
      },
    },
    async (req) => ok(req, await svc.getKnowledgePage(ctx, req.body, requestLanguage(req))),
  );
  app.get(
    k('/info/:id'),
    {
      config: { permission: P.view.name },
      schema: { summary: 'Get a knowledge item with its bodies and attachments', tags, params: ZIdParam, response: { 200: envelope(ZKnowledgeItem) } },
    },
    async (req) => ok(req, await svc.getKnowledge(ctx, req.params.id, requestLanguage(req))),
  );
  app.get(
    k('/revisions/:id'),
    {
      config: { permission: P.view.name },
      schema: { summary: 'List the revisions of a knowledge item', tags, params: ZIdParam, response: { 200: envelope(z.array(ZKnowledgeRevision)) } },
    },
    async (req) => ok(req, await svc.knowledgeRevisionsOf(ctx, req.params.id)),
  );
  app.get(
    k('/previewUrls/:id'),
    {
      config: { permission: P.view.name },
      schema: {
        summary: "Short-lived in-page addresses of a knowledge item's images, PDFs and videos",
        tags,
        params: ZIdParam,
        response: { 200: envelope(z.array(ZKnowledgePreviewUrl)) },
      },
    },
    async (req) => ok(req, await previewUrls(ctx, req.auth!, req.params.id)),
  );
  app.get(
    k('/inline/:ticket'),
    {
      // the ticket, issued to a signed-in viewer of the item for 30 minutes, is the permission
      config: { permission: PUBLIC, reply: FILE_REPLY },
      schema: { summary: 'Show a knowledge attachment in the page by its preview ticket', tags, params: ZKnowledgeTicketParam },
    },
    async (req, reply) => sendPreview(ctx, req.params.ticket, reply),
  );
  app.post(
    k('/save'),
    {
      config: { permission: P.add.name },
      schema: { summary: 'Add a knowledge item', tags, body: ZSaveKnowledgeRequest, response: { 200: envelope(ZKnowledgeItem) } },
    },
    async (req) => ok(req, await svc.saveKnowledge(ctx, req, req.body)),
  );
  app.post(
    k('/update'),
    {
      config: { permission: P.edit.name },
      schema: { summary: 'Edit a knowledge item', tags, body: ZUpdateKnowledgeRequest, response: { 200: envelope(ZKnowledgeItem) } },
    },
    async (req) => ok(req, await svc.updateKnowledge(ctx, req, req.body)),
  );
  app.post(
    k('/publish'),
    {
      config: { permission: P.publish.name, errors: [1017] },
      schema: { summary: 'Publish or withdraw a knowledge item', tags, body: ZKnowledgePublishRequest, response: { 200: envelope(ZKnowledgeItem) } },
    },
    async (req) => ok(req, await svc.publishKnowledge(ctx, req, req.body)),
  );
  app.post(
    k('/delete'),
    { config: { permission: P.del.name }, schema: { summary: 'Delete a knowledge item', tags, body: ZDelete, response: { 200: envelope(z.null()) } } },
    async (req) => ok(req, (await svc.deleteKnowledge(ctx, req, req.body)) ?? null),
  );

  app.get(
    k('/classification/tree'),
    {
      config: { permission: P.view.name },
      schema: {
        summary: 'The two-level knowledge category tree',
        tags,
        querystring: ZKnowledgeCategoryTreeQuery,
        response: { 200: envelope(z.array(ZKnowledgeCategoryNode)) },
      },
    },
    async (req) => ok(req, await svc.categoryTree(ctx, requestLanguage(req), req.query.knowledgeType)),
  );
  app.post(
    k('/classification/save'),
    {
      config: { permission: P.categoryEdit.name },
      schema: { summary: 'Add a knowledge category', tags, body: ZSaveKnowledgeCategoryRequest, response: { 200: envelope(ZKnowledgeCategory) } },
    },
    async (req) => ok(req, await svc.saveCategory(ctx, req, req.body)),
  );
  app.post(
    k('/classification/update'),
    {
      config: { permission: P.categoryEdit.name },
      schema: { summary: 'Edit a knowledge category', tags, body: ZUpdateKnowledgeCategoryRequest, response: { 200: envelope(ZKnowledgeCategory) } },
    },
    async (req) => ok(req, await svc.updateCategory(ctx, req, req.body)),
  );
  app.post(
    k('/classification/delete'),
    {
      config: { permission: P.categoryEdit.name, errors: [1015] },
      schema: { summary: 'Delete a knowledge category without children or items', tags, body: ZDelete, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(req, (await svc.deleteCategory(ctx, req, req.body)) ?? null),
  );
}
