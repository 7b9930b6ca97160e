import type {
  TAllocateRequest,
  TArea,
  TAreaAddRequest,
  TAreaNode,
  TAreaUpdateRequest,
  TCommConfig,
  TConfigDoc,
  TConfigDocAddRequest,
  TConfigDocUpdateRequest,
  TDealer,
  TDealerAddRequest,
  TDealerDetail,
  TDealerDevice,
  TDealerOption,
  TDealerStatusRequest,
  TDealerUpdateRequest,
  TDoiApplication,
  TDoiReviewRequest,
  TProfit,
  TShipment,
  TShipmentDetail,
} from '@diagops/contracts';
import { SVC, svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const d = (p: string) => svcPath('dealer', p);
export const DEALER_SERVICE = 'dealer';
export const dealerExportUrl = d('/dealer/exportExcel');
export const profitExportUrl = d('/profit/exportExcel');

export const getAreaTree = () => getJson<TAreaNode[]>(d('/area/tree'));
export const addArea = (b: TAreaAddRequest) => postJson<TArea>(d('/area/add'), b);
export const updateArea = (b: TAreaUpdateRequest) => postJson<TArea>(d('/area/update'), b);
export const deleteArea = (id: number, version: number) => postJson<null>(d('/area/delete'), { id, version });

export const getDealerPage = (q: Record<string, unknown>) => fetchPage<TDealer>(d('/dealer/page'), q);
export const getDealer = (id: number) => getJson<TDealerDetail>(d(`/dealer/detail/${id}`));
export const getDealerOptions = (keyword?: string) => getJson<TDealerOption[]>(d('/dealer/options'), keyword ? { keyword } : {});
export const addDealer = (b: TDealerAddRequest) => postJson<TDealerDetail>(d('/dealer/add'), b);
export const updateDealer = (b: TDealerUpdateRequest) => postJson<TDealerDetail>(d('/dealer/update'), b);
export const setDealerStatus = (b: TDealerStatusRequest) => postJson<TDealer>(d('/dealer/status'), b);
export const resetDealerPassword = (id: number) => postJson<null>(d('/dealer/resetPassword'), { id });

export const getDealerDevicePage = (q: Record<string, unknown>) => fetchPage<TDealerDevice>(d('/device/page'), q);
export const getShipmentPage = (q: Record<string, unknown>) => fetchPage<TShipment>(d('/shipment/page'), q);
export const getShipment = (serialNo: string) => getJson<TShipmentDetail>(d(`/shipment/detail/${encodeURIComponent(serialNo)}`));
export const allocateDevices = (b: TAllocateRequest) => postJson<TShipmentDetail>(d('/shipment/allocate'), b);

export const getProfitPage = (q: Record<string, unknown>) => fetchPage<TProfit>(d('/profit/page'), q);

export const getConfigDocPage = (q: Record<string, unknown>) => fetchPage<TConfigDoc>(d('/configDoc/page'), q);
export const getConfigDoc = (id: number) => getJson<TConfigDoc>(d(`/configDoc/detail/${id}`));
export const addConfigDoc = (b: TConfigDocAddRequest) => postJson<TConfigDoc>(d('/configDoc/add'), b);
export const updateConfigDoc = (b: TConfigDocUpdateRequest) => postJson<TConfigDoc>(d('/configDoc/update'), b);
export const deleteConfigDoc = (id: number, version: number) => postJson<null>(d('/configDoc/delete'), { id, version });

export const getCommConfig = () => getJson<TCommConfig>(d('/commConfig'));
export const saveCommConfig = (b: TCommConfig) => postJson<TCommConfig>(d('/commConfig/save'), b);

export const getDoi = (dealerId: number) => getJson<TDoiApplication>(d(`/doi/${dealerId}`));
export const applyDoi = (dealerId: number, content: string) => postJson<TDoiApplication>(d('/doi/apply'), { dealerId, content });
export const reviewDoi = (b: TDoiReviewRequest) => postJson<TDoiApplication>(d('/doi/review'), b);
export const getSkuOptions = () => getJson<import('@diagops/contracts').TDealerSkuOption[]>(d('/sku/options'));
/** Enabled providers (suppliers) for a factory allocation: the dictionary's list. */
export const getProviders = () => getJson<Array<{ id: number; code: string; name: string }>>(svcPath('dic', `/dic/${SVC}/getSupplierList`));
