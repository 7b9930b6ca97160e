import type {
  TTransferPlan,
  TTransferPlanArrive,
  TTransferPlanDetail,
  TTransferPlanSave,
  TTransferPlanShip,
  TTransferPlanUpdate,
  TTransferPlanWriteOff,
  TTransferSkuOption,
} from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const s = (p: string) => svcPath('stock', `/transferPlan${p}`);

export const getTransferPlanPage = (q: Record<string, unknown>) => fetchPage<TTransferPlan>(s('/page'), q);
export const getTransferPlan = (id: number) => getJson<TTransferPlanDetail>(s(`/detail/${id}`));
export const addTransferPlan = (b: TTransferPlanSave) => postJson<TTransferPlanDetail>(s('/save'), b);
export const updateTransferPlan = (b: TTransferPlanUpdate) => postJson<TTransferPlanDetail>(s('/update'), b);
export const submitTransferPlan = (id: number, version: number) => postJson<TTransferPlanDetail>(s('/submit'), { id, version });
export const cancelTransferPlan = (id: number, version: number) => postJson<TTransferPlanDetail>(s('/cancel'), { id, version });
export const shipTransferPlan = (b: TTransferPlanShip) => postJson<TTransferPlanDetail>(s('/ship'), b);
export const arriveTransferPlan = (b: TTransferPlanArrive) => postJson<TTransferPlanDetail>(s('/arrive'), b);
export const writeOffTransferPlan = (b: TTransferPlanWriteOff) => postJson<TTransferPlanDetail>(s('/writeOff'), b);
export const getTransferSkuOptions = (keyword?: string) => getJson<TTransferSkuOption[]>(s('/skuOptions'), keyword ? { keyword } : {});
