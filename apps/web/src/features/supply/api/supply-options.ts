import type { TSupplyOption, WarehouseType } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { getJson } from '../../../shared/kit/kit-api';

export type WarehouseOption = TSupplyOption & { type: WarehouseType; company: string };
export type TWarehouseCompanyNode = { company: string; types: WarehouseType[]; count: number };

const params = (q: Record<string, string | undefined>) => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) if (v) out[k] = v;
  return out;
};

/** GET /{svc}-supply/supplier/options: enabled suppliers whose code or name starts with the keyword (50 at most), and the ids asked for. */
export const getSupplierOptions = (keyword?: string, ids?: number[]) =>
  getJson<TSupplyOption[]>(svcPath('supply', '/supplier/options'), params({ keyword, ids: ids?.join(',') }));

/** GET /{svc}-supply/warehouse/options: enabled warehouses (of the types) whose code or name starts with the keyword, and the ids asked for. */
export const getWarehouseOptions = (keyword?: string, types?: readonly WarehouseType[], ids?: number[]) =>
  getJson<WarehouseOption[]>(svcPath('supply', '/warehouse/options'), params({ keyword, types: types?.join(','), ids: ids?.join(',') }));

/** GET /{svc}-supply/warehouse/companies: the warehouse screen's company tree. */
export const getWarehouseCompanies = () => getJson<TWarehouseCompanyNode[]>(svcPath('supply', '/warehouse/companies'));
