import { z } from 'zod';
import { defineResource, resourceContracts, resourcePermissions } from '../kit/resource';
import { enabledStates } from '../kit/states';
import { NAME_MAX, ZCode, ZName, ZRemark } from '../kit/strings';
import { ZCountryCode, ZShortText } from './suppliers';
import { WAREHOUSE_PERMISSION, WAREHOUSE_ROUTE, WAREHOUSE_TYPE_LABELS, WAREHOUSE_TYPES } from './supply-names';

export const ZWarehouseType = z.enum(WAREHOUSE_TYPES);

/**
 * Warehouses (/supply/warehouse, /{svc}-supply/warehouse/…): the company's own warehouses,
 * overseas and platform (third-party) warehouses, and the in-transit warehouse transfers pass
 * through. Each belongs to a company (the screen's tree). A warehouse that holds stock cannot
 * be deleted (78105); a disabled one is kept for its history.
 */
export const warehouseResource = defineResource({
  name: 'warehouse',
  label: ['仓库', 'Warehouse'],
  api: { service: 'supply', base: '/warehouse' },
  screen: {
    route: WAREHOUSE_ROUTE,
    forms: 'dialog',
    menu: { parent: '/supply', icon: 'HomeOutlined', sortOrder: 19, label: ['仓库管理', 'Warehouses'] },
    formOrder: ['code', 'type', 'nameZh', 'nameEn', 'company', 'country', 'address', 'contact'],
    rowName: ['nameZh', 'nameEn'],
    widths: { state: 90, actions: 220 },
  },
  fields: {
    code: {
      schema: ZCode,
      label: ['仓库编码', 'Warehouse code'],
      filter: 'prefix',
      sort: true,
      list: { width: 130, fixed: 'left' },
      form: { lockedOnEdit: true },
    },
    nameZh: { schema: ZName, label: ['中文名称', 'Chinese name'], list: { width: 180 } },
    nameEn: { schema: ZName, label: ['英文名称', 'English name'], list: { width: 200 } },
    type: {
      schema: ZWarehouseType,
      label: ['仓库类型', 'Type'],
      kind: 'select',
      options: { values: WAREHOUSE_TYPE_LABELS, colors: { own: 'blue', overseas: 'gold', platform: 'orange', inTransit: 'processing' } },
      filter: 'eq',
      list: { width: 110 },
      xlsx: { example: 'own' },
    },
    company: { schema: ZShortText(NAME_MAX).min(1), label: ['所属公司', 'Company'], filter: 'eq', sort: true, list: { width: 180 } },
    country: { schema: ZCountryCode.optional(), label: ['国家/地区', 'Country'], filter: 'eq', list: { width: 100 }, xlsx: { example: 'CN' } },
    address: { schema: ZRemark.trim().max(255).optional(), label: ['地址', 'Address'], list: { width: 220 }, form: { span: 24 } },
    contact: { schema: ZShortText(64).optional(), label: ['联系人', 'Contact'], list: { width: 120 } },
  },
  filters: { name: { label: ['名称', 'Name'], prefixOf: ['nameZh', 'nameEn'] } },
  states: enabledStates(['仓库', 'Warehouse']),
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export', 'import', 'template'],
  permissions: WAREHOUSE_PERMISSION,
  permissionNoun: ['仓库', 'warehouses'],
  permissionLabels: { status: ['启用与停用仓库', 'Enable and disable warehouses'] },
  defaultSort: { field: 'code', order: 'asc' },
});

export const WAREHOUSE_CONTRACTS = /* @__PURE__ */ resourceContracts(warehouseResource);
export type TWarehouse = z.infer<typeof WAREHOUSE_CONTRACTS.ZRow>;
export const WAREHOUSE_PERMISSIONS = /* @__PURE__ */ resourcePermissions(warehouseResource);
/** The warehouse screen's tree: each company with the types of its live warehouses (GET …/warehouse/companies). */
export const ZWarehouseCompany = z.object({ company: z.string(), types: z.array(ZWarehouseType), count: z.number() });
export type TWarehouseCompany = z.infer<typeof ZWarehouseCompany>;
