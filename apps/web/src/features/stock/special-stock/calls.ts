import type { TSpecialStock, TSpecialStockDetail, TSpecialStockSave, TSpecialStockUpdate, TStockSkuOption } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const s = (p: string) => svcPath('stock', `/specialStock${p}`);

export const getSpecialStockPage = (q: Record<string, unknown>) => fetchPage<TSpecialStock>(s('/page'), q);
export const getSpecialStock = (id: number) => getJson<TSpecialStockDetail>(s(`/detail/${id}`));
export const addSpecialStock = (b: TSpecialStockSave) => postJson<TSpecialStockDetail>(s('/save'), b);
export const updateSpecialStock = (b: TSpecialStockUpdate) => postJson<TSpecialStockDetail>(s('/update'), b);
export const submitSpecialStock = (id: number, version: number) => postJson<TSpecialStockDetail>(s('/submit'), { id, version });
export const cancelSpecialStock = (id: number, version: number) => postJson<TSpecialStockDetail>(s('/cancel'), { id, version });
/** The SKU picker (special stock's or outsourcing's route, each under its own view permission). */
export const getStockSkuOptions = (object: 'specialStock' | 'outsourcing', keyword?: string, ids?: number[]) =>
  getJson<TStockSkuOption[]>(svcPath('stock', `/${object}/skuOptions`), { ...(keyword ? { keyword } : {}), ...(ids?.length ? { ids: ids.join(',') } : {}) });
