import type {
  TCard,
  TCardAction,
  TCardGenerateRequest,
  TCustomerVehicle,
  TDevice,
  TDeviceAction,
  TDeviceAddRequest,
  TDeviceBatchOutcome,
  TDeviceDetail,
  TLedgerEntry,
  TVehicle,
} from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const u = (p: string) => svcPath('user', p);
export const USER_SERVICE = 'user';
export const cardExportUrl = u('/pointCard/exportExcel');

/** POST /{svc}-user/device/page */
export const getDevicePage = (q: Record<string, unknown>) => fetchPage<TDevice>(u('/device/page'), q);
export const addDevice = (b: TDeviceAddRequest) => postJson<TDevice>(u('/device/add'), b);
export const getDeviceDetail = (id: number) => getJson<TDeviceDetail>(u(`/device/detail/${id}`));
/** One DEV-03 action: /device/{action} with the device's id and version and the action's fields. */
export const runDeviceAction = (action: Exclude<TDeviceAction, 'return'>, body: Record<string, unknown>) => postJson<TDevice>(u(`/device/${action}`), body);
/** The batch actions: each device done or refused alone (/device/batchMarkPurpose, /device/batchExtendWarranty). */
export type BatchAction = 'markPurpose' | 'extendWarranty';
const BATCH_PATH: Record<BatchAction, string> = { markPurpose: '/device/batchMarkPurpose', extendWarranty: '/device/batchExtendWarranty' };
export const runDeviceBatch = (action: BatchAction, body: Record<string, unknown>) => postJson<TDeviceBatchOutcome>(u(BATCH_PATH[action]), body);
export const returnDevices = (ids: number[], note: string) => postJson<{ returned: number }>(u('/device/return'), { ids, note });

export const getCardPage = (q: Record<string, unknown>) => fetchPage<TCard>(u('/pointCard/page'), q);
export const getCard = (id: number) => getJson<TCard>(u(`/pointCard/detail/${id}`));
export const generateCards = (b: TCardGenerateRequest) => postJson<{ batchNo: string; count: number }>(u('/pointCard/generate'), b);
/** One staff step of a card (sell, gift, lock, unlock, refund): /pointCard/{action} with the card's id and version. */
export const runCardAction = (action: TCardAction, body: Record<string, unknown>) => postJson<TCard>(u(`/pointCard/${action}`), body);
/** The card's value-ledger entries, oldest first. */
export const getCardLedger = (id: number) => getJson<TLedgerEntry[]>(u(`/pointCard/ledger/${id}`));

export const getVehiclePage = (q: Record<string, unknown>) => fetchPage<TVehicle>(u('/vehicle/page'), q);
export const getCustomerVehiclePage = (q: Record<string, unknown>) => fetchPage<TCustomerVehicle>(u('/customerVehicle/page'), q);
