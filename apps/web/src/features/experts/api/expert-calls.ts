import type {
  TExpert,
  TExpertAddRequest,
  TExpertOption,
  TExpertOrder,
  TExpertOrderAction,
  TExpertOrderDetail,
  TExpertOrderReassignRequest,
  TExpertSelfUpdateRequest,
  TExpertUpdateRequest,
  TRemoteDevice,
} from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const r = (p: string) => svcPath('remote', p);

/** POST /{svc}-remote/expert/page */
export const getExpertPage = (q: Record<string, unknown>) => fetchPage<TExpert>(r('/expert/page'), q);
export const getExpert = (id: number) => getJson<TExpert>(r(`/expert/detail/${id}`));
export const getMyExpert = () => getJson<TExpert>(r('/expert/mine'));
export const getExpertOptions = () => getJson<TExpertOption[]>(r('/expert/options'));
export const addExpert = (b: TExpertAddRequest) => postJson<TExpert>(r('/expert/add'), b);
export const updateExpert = (b: TExpertUpdateRequest) => postJson<TExpert>(r('/expert/update'), b);
/** The signed-in expert edits its own profile. */
export const updateMyExpert = (b: TExpertSelfUpdateRequest) => postJson<TExpert>(r('/expert/mine/update'), b);
export const setExpertEnabled = (e: { id: number; version: number }, enabled: boolean) =>
  postJson<TExpert>(r(enabled ? '/expert/enable' : '/expert/disable'), { id: e.id, version: e.version });

/** POST /{svc}-remote/order/page (an expert gets its own orders only) */
export const getOrderPage = (q: Record<string, unknown>) => fetchPage<TExpertOrder>(r('/order/page'), q);
export const getOrderDetail = (id: number) => getJson<TExpertOrderDetail>(r(`/order/detail/${id}`));
/** One console step (accept, reject, start, finish, close) at the version shown. */
export const runOrderStep = (action: TExpertOrderAction, o: { id: number; version: number }, reason?: string) =>
  postJson<TExpertOrder>(r(`/order/${action}`), { id: o.id, version: o.version, ...(reason ? { reason } : {}) });

/** Staff give an order to another expert, with a reason. */
export const reassignOrder = (b: TExpertOrderReassignRequest) => postJson<TExpertOrder>(r('/order/reassign'), b);

export const getRemoteDevicePage = (q: Record<string, unknown>) => fetchPage<TRemoteDevice>(r('/remoteDevice/page'), q);
