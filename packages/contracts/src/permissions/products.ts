import { definePermissions } from './registry';

/** Products and product models (supply chain). */
export const PRODUCT_PERMISSIONS = definePermissions({
  productView: { name: 'product_view', page: '/supply/product', zh: '查看产品', en: 'View products' },
  productAdd: { name: 'product_add', page: '/supply/product', zh: '新增产品', en: 'Add products' },
  productEdit: { name: 'product_edit', page: '/supply/product', zh: '编辑产品', en: 'Edit products' },
  productDel: { name: 'product_del', page: '/supply/product', zh: '删除产品', en: 'Delete products' },
  productStatus: { name: 'product_status', page: '/supply/product', zh: '产品上下架', en: 'Publish and discontinue products' },
  modelView: { name: 'product_model_view', page: '/supply/productModel', zh: '查看产品型号', en: 'View product models' },
  modelAdd: { name: 'product_model_add', page: '/supply/productModel', zh: '新增产品型号', en: 'Add product models' },
  modelEdit: { name: 'product_model_edit', page: '/supply/productModel', zh: '编辑产品型号', en: 'Edit product models' },
  modelDel: { name: 'product_model_del', page: '/supply/productModel', zh: '删除产品型号', en: 'Delete product models' },
});
