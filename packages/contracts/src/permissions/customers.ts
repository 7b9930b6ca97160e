import { definePermissions } from './registry';

/** Customers (app users) and what staff do with them (brand: users and devices). */
export const CUSTOMER_PERMISSIONS = definePermissions({
  customerView: { name: 'brand_customer_view', page: '/brand/userInfo/list', zh: '查看用户', en: 'View customers' },
  customerAdd: { name: 'brand_customer_add', page: '/brand/userInfo/list', zh: '新增用户', en: 'Add customers' },
  customerEdit: { name: 'brand_customer_edit', page: '/brand/userInfo/list', zh: '编辑用户', en: 'Edit customers' },
  customerExport: { name: 'brand_customer_export', page: '/brand/userInfo/list', zh: '导出用户', en: 'Export customers' },
  customerPhoneView: { name: 'brand_customer_phone_view', page: '/brand/userInfo/list', zh: '查看用户完整手机号', en: 'View customers’ full phone numbers' },
  customerPoints: { name: 'brand_customer_points', page: '/brand/userInfo/list', zh: '发放/扣减积分', en: 'Grant or deduct points' },
  customerLabel: { name: 'brand_customer_label', page: '/brand/userInfo/list', zh: '设置用户标签', en: 'Set customer labels' },
  customerSfd: { name: 'brand_customer_sfd', page: '/brand/userInfo/list', zh: 'SFD审核', en: 'Review SFD documents' },
  seedView: { name: 'brand_seed_user_view', page: '/brand/seedUsers', zh: '查看种子用户', en: 'View seed users' },
  labelView: { name: 'brand_label_view', page: '/brand/labelManagement', zh: '查看标签', en: 'View labels' },
  labelEdit: { name: 'brand_label_edit', page: '/brand/labelManagement', zh: '管理标签', en: 'Manage labels' },
  forecastView: { name: 'brand_forecast_view', page: '/brand/forecastUserManagement/list', zh: '查看预测用户', en: 'View forecast users' },
  forecastEdit: { name: 'brand_forecast_edit', page: '/brand/forecastUserManagement/list', zh: '管理预测用户', en: 'Manage forecast users' },
});
