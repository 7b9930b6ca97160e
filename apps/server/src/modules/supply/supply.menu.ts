import { accountResource, resourceMenuSeed, supplierResource, warehouseResource } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** The supply-chain folder and the pages the module kit proves itself on. */
export const SUPPLY_MENU: MenuSeed[] = [
  { path: '/supply', name: '供应链管理', enName: 'Supply chain', icon: 'ShopOutlined', sortOrder: 800 },
  { path: '/supply/product', name: '产品管理', enName: 'Products', icon: 'AppstoreOutlined', parent: '/supply', sortOrder: 1 },
  { path: '/supply/productModel', name: '产品型号', enName: 'Product models', icon: 'BlockOutlined', parent: '/supply', sortOrder: 2 },
  { path: '/supply/platformSku', name: '平台SKU', enName: 'Platform SKUs', icon: 'BarcodeOutlined', parent: '/supply', sortOrder: 3 },
  { path: '/supply/channel', name: '渠道管理', enName: 'Channels', icon: 'GlobalOutlined', parent: '/supply', sortOrder: 4 },
  resourceMenuSeed(supplierResource),
  resourceMenuSeed(warehouseResource),
  resourceMenuSeed(accountResource),
];
