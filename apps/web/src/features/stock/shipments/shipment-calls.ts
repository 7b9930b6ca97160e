import type { TShipmentOption, TShipmentPlan, TShipmentPlanDetail, TShipmentPlanSave, TShipmentPlanShip, TShipmentPlanUpdate } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const s = (p: string) => svcPath('stock', `/shipmentPlan${p}`);

export const getShipmentPlanPage = (q: Record<string, unknown>) => fetchPage<TShipmentPlan>(s('/page'), q);
export const getShipmentPlan = (id: number) => getJson<TShipmentPlanDetail>(s(`/detail/${id}`));
export const addShipmentPlan = (b: TShipmentPlanSave) => postJson<TShipmentPlanDetail>(s('/save'), b);
export const updateShipmentPlan = (b: TShipmentPlanUpdate) => postJson<TShipmentPlanDetail>(s('/update'), b);
export const submitShipmentPlan = (id: number, version: number) => postJson<TShipmentPlanDetail>(s('/submit'), { id, version });
export const cancelShipmentPlan = (id: number, version: number) => postJson<TShipmentPlanDetail>(s('/cancel'), { id, version });
export const shipShipmentPlan = (b: TShipmentPlanShip) => postJson<TShipmentPlanDetail>(s('/ship'), b);
export const getShipmentOptions = (kind: 'dealer' | 'channel' | 'sku', keyword?: string, ids?: number[]) =>
  getJson<TShipmentOption[]>(s('/options'), { kind, ...(keyword ? { keyword } : {}), ...(ids?.length ? { ids: ids.join(',') } : {}) });
