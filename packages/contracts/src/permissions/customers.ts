import { CUSTOMER_PERMISSION } from './customers-names';
import { definePermissions } from './registry';

export { CUSTOMER_PERMISSION } from './customers-names';

/** Customers (app users) and what staff do with them (brand: users and devices). */
export const CUSTOMER_PERMISSIONS = definePermissions({
  customerView: { name: CUSTOMER_PERMISSION.customerView, page: '/brand/userInfo/list', zh: '查看用户', en: 'View customers' },
  customerAdd: { name: CUSTOMER_PERMISSION.customerAdd, page: '/brand/userInfo/list', zh: '新增用户', en: 'Add customers' },
  customerEdit: { name: CUSTOMER_PERMISSION.customerEdit, page: '/brand/userInfo/list', zh: '编辑用户', en: 'Edit customers' },
  customerExport: { name: CUSTOMER_PERMISSION.customerExport, page: '/brand/userInfo/list', zh: '导出用户', en: 'Export customers' },
  customerPhoneView: {
    name: CUSTOMER_PERMISSION.customerPhoneView,
    page: '/brand/userInfo/list',
    zh: '查看用户完整手机号',
    en: 'View customers’ full phone numbers',
  },
  customerPoints: { name: CUSTOMER_PERMISSION.customerPoints, page: '/brand/userInfo/list', zh: '发放/扣减积分', en: 'Grant or deduct points' },
  customerLabel: { name: CUSTOMER_PERMISSION.customerLabel, page: '/brand/userInfo/list', zh: '设置用户标签', en: 'Set customer labels' },
  customerSfd: { name: CUSTOMER_PERMISSION.customerSfd, page: '/brand/userInfo/list', zh: 'SFD审核', en: 'Review SFD documents' },
  seedView: { name: CUSTOMER_PERMISSION.seedView, page: '/brand/seedUsers', zh: '查看种子用户', en: 'View seed users' },
  labelView: { name: CUSTOMER_PERMISSION.labelView, page: '/brand/labelManagement', zh: '查看标签', en: 'View labels' },
  labelEdit: { name: CUSTOMER_PERMISSION.labelEdit, page: '/brand/labelManagement', zh: '管理标签', en: 'Manage labels' },
  forecastView: { name: CUSTOMER_PERMISSION.forecastView, page: '/brand/forecastUserManagement/list', zh: '查看预测用户', en: 'View forecast users' },
  forecastEdit: { name: CUSTOMER_PERMISSION.forecastEdit, page: '/brand/forecastUserManagement/list', zh: '管理预测用户', en: 'Manage forecast users' },
});
