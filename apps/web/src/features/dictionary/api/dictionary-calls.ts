import type {
  TDicCategory,
  TDicEntry,
  TSaveDicCategoryRequest,
  TSaveDicEntryRequest,
  TUpdateDicCategoryRequest,
  TUpdateDicEntryRequest,
} from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, postJson } from '../../../shared/kit/kit-api';

const dic = (p: string) => svcPath('dic', `/dic${p}`);

export const getCategoryPage = (q: Record<string, unknown>) => fetchPage<TDicCategory>(dic('/category/page'), q);
export const saveCategory = (b: TSaveDicCategoryRequest) => postJson<TDicCategory>(dic('/category/save'), b);
export const updateCategory = (b: TUpdateDicCategoryRequest) => postJson<TDicCategory>(dic('/category/update'), b);
export const deleteCategory = (b: { id: number; version: number }) => postJson<null>(dic('/category/delete'), b);
export const getEntryPage = (q: Record<string, unknown>) => fetchPage<TDicEntry>(dic('/entry/page'), q);
export const saveEntry = (b: TSaveDicEntryRequest) => postJson<TDicEntry>(dic('/entry/save'), b);
export const updateEntry = (b: TUpdateDicEntryRequest) => postJson<TDicEntry>(dic('/entry/update'), b);
export const deleteEntry = (b: { id: number; version: number }) => postJson<null>(dic('/entry/delete'), b);
