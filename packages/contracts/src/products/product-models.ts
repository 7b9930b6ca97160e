import { z } from 'zod';
import { ZId } from '../common/envelope';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode, ZName } from '../kit/strings';
import { PRODUCT_PERMISSIONS as P } from '../permissions/products';

/** Product models (a product sells in several models): /supply/productModel, /{svc}-product/productModel/…. */
export const MODEL_STATUSES = ['enabled', 'disabled'] as const;
export const ZModelStatus = z.enum(MODEL_STATUSES);

export const productModelResource = defineResource({
  name: 'productModel',
  label: ['产品型号', 'Product model'],
  api: {
    service: 'product',
    base: '/productModel',
    summaries: {
      page: 'Page product models',
      detail: 'Get a product model',
      save: 'Add a product model',
      update: 'Edit a product model',
      delete: 'Delete a product model',
    },
  },
  screen: {
    route: '/supply/productModel',
    forms: 'dialog',
    menu: { parent: '/supply', icon: 'BlockOutlined', sortOrder: 2 },
    rowName: 'code',
    widths: { actions: 200 },
    lastChange: false,
  },
  fields: {
    /** editable through the API, locked in the form */
    productId: {
      schema: ZId,
      label: ['产品', 'Product'],
      kind: 'select',
      options: { lookup: 'products' },
      filter: 'eq',
      list: { width: 220 },
      form: { disabledOnEdit: true },
    },
    code: { schema: ZCode, label: ['型号编码', 'Model code'], filter: 'prefix', sort: true, list: { width: 160 } },
    nameZh: { schema: ZName, label: ['中文名称', 'Chinese name'], list: { width: 200 } },
    nameEn: { schema: ZName, label: ['英文名称', 'English name'], list: { width: 220 } },
    status: {
      schema: ZModelStatus.default('enabled'),
      label: ['状态', 'Status'],
      kind: 'select',
      options: { values: { enabled: ['启用', 'Enabled'], disabled: ['停用', 'Disabled'] }, colors: { enabled: 'green', disabled: 'default' } },
      filter: 'eq',
      list: { width: 100 },
    },
    sort: { schema: z.number().int().min(0).max(9999).default(0), label: ['排序', 'Sort'], kind: 'number', sort: true, list: { width: 80 } },
    /** the product's code and name (in the caller's language) */
    productCode: { schema: z.string(), label: ['产品编码', 'Product code'], readOnly: true, list: false, form: false },
    productName: { schema: z.string(), label: ['产品名称', 'Product name'], readOnly: true, list: false, form: false },
  },
  filters: { name: { label: ['名称', 'Name'], prefixOf: ['nameZh', 'nameEn'] } },
  ops: ['page', 'detail', 'save', 'update', 'delete'],
  permissions: { view: P.modelView.name, add: P.modelAdd.name, edit: P.modelEdit.name, del: P.modelDel.name },
  timeSorts: ['createTime'],
  defaultSort: { field: 'sort', order: 'asc' },
});

export const PRODUCT_MODEL_CONTRACTS = /* @__PURE__ */ resourceContracts(productModelResource);
