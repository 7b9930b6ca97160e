import type {
  TAddress,
  TCustomer,
  TForecastUser,
  TLabel,
  TLabelRef,
  TPage,
  TSaveCustomerRequest,
  TSaveForecastUserRequest,
  TSaveLabelRequest,
  TSeedUser,
  TUpdateCustomerRequest,
  TUpdateLabelRequest,
} from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const u = (p: string) => svcPath('user', p);
const c = (p: string) => u(`/customer${p}`);
export const CUSTOMER_SERVICE = 'user';
export const customerUrls = { exportExcel: c('/exportExcel') };

export const getCustomerPage = (q: Record<string, unknown>) => fetchPage<TCustomer>(c('/page'), q);
export const getCustomer = (id: number) => getJson<TCustomer>(c(`/info/${id}`));
export const addCustomer = (b: TSaveCustomerRequest) => postJson<TCustomer>(c('/save'), b);
export const updateCustomer = (b: TUpdateCustomerRequest) => postJson<TCustomer>(c('/update'), b);
export const setCustomerLabels = (id: number, labelIds: number[]) => postJson<TCustomer>(c('/labels'), { id, labelIds });
export const changePoints = (id: number, delta: number, reason: string) => postJson<TCustomer>(c('/points'), { id, delta, reason });
export const getPointsPage = (customerId: number, current: number) =>
  postJson<TPage<{ id: number; delta: number; balanceAfter: number; reason: string; createTime: string }>>(c('/pointsPage'), { customerId, current, size: 10 });
export const getEventPage = (customerId: number, current: number) =>
  postJson<TPage<{ id: number; kind: string; detail: Record<string, unknown>; actorKind: string; createTime: string }>>(c('/eventPage'), {
    customerId,
    current,
    size: 10,
  });
export const getAddresses = (customerId: number) => getJson<TAddress[]>(c('/address/list'), { customerId });
export const reviewSfd = (b: { id: number; version: number; result: 'passed' | 'rejected'; remark?: string | null }) => postJson<TCustomer>(c('/sfdReview'), b);
/** The devices area's lists of one customer (absent until that area is merged: the tab shows its empty state). */
// silent: while the devices area is not merged these answer 1007 and the tab shows its empty state
const quietPage = async (url: string, customerId: number) =>
  (await request<TPage<Record<string, unknown>>>({ url, method: 'post', data: { current: 1, size: 10, customerId }, silent: true })).data;
export const getCustomerDevices = (customerId: number) => quietPage(u('/device/page'), customerId);
export const getCustomerCards = (customerId: number) => quietPage(u('/pointCard/page'), customerId);

export const getSeedUserPage = (q: Record<string, unknown>) => fetchPage<TSeedUser>(u('/seedUser/page'), q);

export const getLabelPage = (q: Record<string, unknown>) => fetchPage<TLabel>(u('/label/page'), q);
export const addLabel = (b: TSaveLabelRequest) => postJson<TLabel>(u('/label/save'), b);
export const updateLabel = (b: TUpdateLabelRequest) => postJson<TLabel>(u('/label/update'), b);
export const deleteLabel = (b: { id: number; version: number }) => postJson<null>(u('/label/delete'), b);
export function useLabelOptions(zh: boolean) {
  const q = useQuery({ queryKey: ['customers', 'labels'], queryFn: () => getJson<TLabelRef[]>(u('/label/options')) });
  return (q.data ?? []).map((l) => ({ value: l.id, label: zh ? l.nameZh : l.nameEn }));
}

export const getForecastPage = (q: Record<string, unknown>) => fetchPage<TForecastUser>(u('/forecastUser/page'), q);
export const addForecast = (b: TSaveForecastUserRequest) => postJson<TForecastUser>(u('/forecastUser/save'), b);
export const deleteForecast = (b: { id: number; version: number }) => postJson<null>(u('/forecastUser/delete'), b);
export const convertForecast = (b: { id: number; version: number }) => postJson<TForecastUser>(u('/forecastUser/convert'), b);
