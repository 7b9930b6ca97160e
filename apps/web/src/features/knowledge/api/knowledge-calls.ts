import type {
  TKnowledgeCategory,
  TKnowledgeCategoryNode,
  TKnowledgeItem,
  TKnowledgePublishRequest,
  TKnowledgeRevision,
  TKnowledgeRow,
  TKnowledgeType,
  TSaveKnowledgeCategoryRequest,
  TSaveKnowledgeRequest,
  TUpdateKnowledgeCategoryRequest,
  TUpdateKnowledgeRequest,
} from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const k = (p: string) => svcPath('user', `/knowledge${p}`);

/** POST /{svc}-user/knowledge/page */
export const getKnowledgePage = (q: Record<string, unknown>) => fetchPage<TKnowledgeRow>(k('/page'), q);
export const getKnowledge = (id: number) => getJson<TKnowledgeItem>(k(`/info/${id}`));
export const getPreviewUrls = (id: number) => getJson<Array<{ fileId: string; url: string }>>(k(`/previewUrls/${id}`));
export const getRevisions = (id: number) => getJson<TKnowledgeRevision[]>(k(`/revisions/${id}`));
export const addKnowledge = (b: TSaveKnowledgeRequest) => postJson<TKnowledgeItem>(k('/save'), b);
export const updateKnowledge = (b: TUpdateKnowledgeRequest) => postJson<TKnowledgeItem>(k('/update'), b);
export const publishKnowledge = (b: TKnowledgePublishRequest) => postJson<TKnowledgeItem>(k('/publish'), b);
export const deleteKnowledge = (b: { id: number; version: number }) => postJson<null>(k('/delete'), b);

export const getCategoryTree = (knowledgeType?: TKnowledgeType) =>
  getJson<TKnowledgeCategoryNode[]>(k('/classification/tree'), knowledgeType ? { knowledgeType } : undefined);
export const addCategory = (b: TSaveKnowledgeCategoryRequest) => postJson<TKnowledgeCategory>(k('/classification/save'), b);
export const updateCategory = (b: TUpdateKnowledgeCategoryRequest) => postJson<TKnowledgeCategory>(k('/classification/update'), b);
export const deleteCategory = (b: { id: number; version: number }) => postJson<null>(k('/classification/delete'), b);

/** The category tree in the current language (the list's filters and the item form). */
export function useCategoryTree(lang: string) {
  return useQuery({ queryKey: ['knowledge', 'categories', lang], queryFn: () => getCategoryTree() });
}

/** Cascader options "big / small" of one knowledge type (all types when none is given). */
export function cascaderOptions(tree: TKnowledgeCategoryNode[], type?: string) {
  return tree
    .filter((c) => !type || c.knowledgeType === type)
    .map((c) => ({ value: c.id, label: c.name, children: c.children.map((s) => ({ value: s.id, label: s.name })) }));
}
