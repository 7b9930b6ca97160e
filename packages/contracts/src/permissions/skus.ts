import { definePermissions } from './registry';

/** Platform SKUs (supply chain). */
export const SKU_PERMISSIONS = definePermissions({
  skuView: { name: 'supply_sku_view', page: '/supply/platformSku', zh: '查看平台SKU', en: 'View platform SKUs' },
  skuAdd: { name: 'supply_sku_add', page: '/supply/platformSku', zh: '新增平台SKU', en: 'Add platform SKUs' },
  skuEdit: { name: 'supply_sku_edit', page: '/supply/platformSku', zh: '编辑平台SKU', en: 'Edit platform SKUs' },
  skuDel: { name: 'supply_sku_del', page: '/supply/platformSku', zh: '删除平台SKU', en: 'Delete platform SKUs' },
  skuImport: { name: 'supply_sku_import', page: '/supply/platformSku', zh: '导入平台SKU', en: 'Import platform SKUs' },
  skuExport: { name: 'supply_sku_export', page: '/supply/platformSku', zh: '导出平台SKU', en: 'Export platform SKUs' },
});
