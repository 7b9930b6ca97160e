import { z } from 'zod';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { ZStoredFile } from '../files';
import { ZName, ZText, ZVersion } from '../kit/strings';

/** Knowledge base (platform.md §5 "Knowledge base", rules KB-01…KB-07). */
export const KNOWLEDGE_TITLE_MAX = 200;
/** Rich-text body of one language, as HTML (sanitised by the server). */
export const KNOWLEDGE_CONTENT_MAX = 500_000;
/** KB-06/07 (settled): the attachments of one item total under 300M, whatever their type. */
export const KNOWLEDGE_ATTACHMENTS_MAX_BYTES = 300 * 1024 * 1024;
/** What a knowledge item is; a category has one, its children share it (KB-05), its items carry it. */
export const KNOWLEDGE_TYPES = ['article', 'video', 'manual', 'faq'] as const;
export const ZKnowledgeType = z.enum(KNOWLEDGE_TYPES);
export type TKnowledgeType = z.infer<typeof ZKnowledgeType>;
export const KNOWLEDGE_STATUSES = ['draft', 'published'] as const;
export const ZKnowledgeStatus = z.enum(KNOWLEDGE_STATUSES);
export type TKnowledgeStatus = z.infer<typeof ZKnowledgeStatus>;

// ---- categories (/knowledge/classification) ----

/** A category: top level (parentId null) or a child of a top-level one (two levels). */
export const ZKnowledgeCategory = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  nameZh: z.string(),
  nameEn: z.string(),
  name: z.string(),
  knowledgeType: ZKnowledgeType,
  sort: z.number(),
  itemCount: z.number(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TKnowledgeCategory = z.infer<typeof ZKnowledgeCategory>;
export type TKnowledgeCategoryNode = TKnowledgeCategory & { children: TKnowledgeCategory[] };
export const ZKnowledgeCategoryNode = ZKnowledgeCategory.extend({ children: z.array(ZKnowledgeCategory) });

const categoryFields = {
  nameZh: ZName,
  nameEn: ZName,
  knowledgeType: ZKnowledgeType,
  sort: z.number().int().min(0).max(9999).default(0),
};
export const ZSaveKnowledgeCategoryRequest = z.object({ parentId: ZId.nullable().optional(), ...categoryFields }).strict();
export type TSaveKnowledgeCategoryRequest = z.infer<typeof ZSaveKnowledgeCategoryRequest>;
/** The parent is fixed once saved; a top-level category's type may change only while it has no children and no items. */
export const ZUpdateKnowledgeCategoryRequest = z.object({ id: ZId, version: ZVersion, ...categoryFields }).strict();
export type TUpdateKnowledgeCategoryRequest = z.infer<typeof ZUpdateKnowledgeCategoryRequest>;
export const ZKnowledgeCategoryTreeQuery = z.object({ knowledgeType: ZKnowledgeType.optional() }).strict();

// ---- items ----

const ZTitle = ZText.trim().min(1).max(KNOWLEDGE_TITLE_MAX);
const ZContent = ZText.max(KNOWLEDGE_CONTENT_MAX);
const ZFileIds = z.array(z.string().uuid()).max(50);
const editable = {
  title: ZTitle,
  contentZh: ZContent.default(''),
  contentEn: ZContent.default(''),
  /** ids of uploaded files (files area) attached to the item */
  fileIds: ZFileIds.default([]),
};
/** knowledge/save: the classification is required (KB-02) and fixed afterwards (KB-03). */
export const ZSaveKnowledgeRequest = z
  .object({ knowledgeType: ZKnowledgeType, bigClassify: ZId, smallClassify: ZId, ...editable, publish: z.boolean().default(false) })
  .strict();
export type TSaveKnowledgeRequest = z.infer<typeof ZSaveKnowledgeRequest>;
/** knowledge/update: no classification fields (KB-03: they cannot change). */
export const ZUpdateKnowledgeRequest = z.object({ id: ZId, version: ZVersion, ...editable }).strict();
export type TUpdateKnowledgeRequest = z.infer<typeof ZUpdateKnowledgeRequest>;
export const ZKnowledgePublishRequest = z.object({ id: ZId, version: ZVersion, action: z.enum(['publish', 'unpublish']) }).strict();
export type TKnowledgePublishRequest = z.infer<typeof ZKnowledgePublishRequest>;

export const KNOWLEDGE_FILTERS = {
  /** words in Chinese or English, found in titles and both bodies (every word must occur) */
  keyword: ZText.trim().min(1).max(100).optional(),
  knowledgeType: ZKnowledgeType.optional(),
  bigClassify: ZId.optional(),
  smallClassify: ZId.optional(),
  status: ZKnowledgeStatus.optional(),
};
export const KNOWLEDGE_SORTABLE = ['createTime', 'updateTime'] as const;
export const ZKnowledgePageQuery = pageQuery(KNOWLEDGE_FILTERS, KNOWLEDGE_SORTABLE);
export type TKnowledgePageQuery = z.infer<typeof ZKnowledgePageQuery>;

export const ZKnowledgeRow = z.object({
  id: z.number(),
  title: z.string(),
  knowledgeType: ZKnowledgeType,
  bigClassify: z.number(),
  smallClassify: z.number(),
  bigClassifyName: z.string().nullable(),
  smallClassifyName: z.string().nullable(),
  status: ZKnowledgeStatus,
  fileCount: z.number(),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  publishTime: z.string().nullable(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TKnowledgeRow = z.infer<typeof ZKnowledgeRow>;
export const ZKnowledgePage = pageResult(ZKnowledgeRow);
export const ZKnowledgeItem = ZKnowledgeRow.extend({
  contentZh: z.string(),
  contentEn: z.string(),
  files: z.array(ZStoredFile),
});
export type TKnowledgeItem = z.infer<typeof ZKnowledgeItem>;

/** One revision: who did what when, which fields changed, and the item as it was after. */
export const ZKnowledgeRevision = z.object({
  id: z.number(),
  version: z.number(),
  action: z.enum(['create', 'update', 'publish', 'unpublish', 'delete']),
  changed: z.array(z.string()),
  username: z.string().nullable(),
  title: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  status: ZKnowledgeStatus,
  fileNames: z.array(z.string()),
  createTime: z.string(),
});
export type TKnowledgeRevision = z.infer<typeof ZKnowledgeRevision>;

/**
 * In-page preview addresses of an item's images, PDFs and videos: an <img>, <iframe> or
 * <video> sends no Authorization header, so the console asks for short-lived ticket URLs.
 */
export const ZKnowledgePreviewUrl = z.object({ fileId: z.string(), url: z.string() });
export type TKnowledgePreviewUrl = z.infer<typeof ZKnowledgePreviewUrl>;
export const ZKnowledgeTicketParam = z.object({ ticket: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not a preview ticket') }).strict();
/** How long a preview ticket stays valid. */
export const KNOWLEDGE_PREVIEW_TTL_MS = 30 * 60 * 1000;
