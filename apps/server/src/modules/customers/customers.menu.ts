import type { MenuSeed } from '../menus';

/**
 * The users-and-devices folder (/brand) and the customer pages. The devices area adds its
 * pages under the same folder (its own menu file; the folder node is this one).
 */
export const CUSTOMERS_MENU: MenuSeed[] = [
  { path: '/brand', name: '用户与设备', enName: 'Users and devices', icon: 'IdcardOutlined', sortOrder: 700 },
  { path: '/brand/userInfo/list', name: '用户信息', enName: 'Customers', icon: 'UserOutlined', parent: '/brand', sortOrder: 1 },
  { path: '/brand/seedUsers', name: '种子用户', enName: 'Seed users', icon: 'ExperimentOutlined', parent: '/brand', sortOrder: 2 },
  { path: '/brand/labelManagement', name: '标签管理', enName: 'Labels', icon: 'TagsOutlined', parent: '/brand', sortOrder: 3 },
  { path: '/brand/forecastUserManagement/list', name: '预测用户管理', enName: 'Forecast users', icon: 'RiseOutlined', parent: '/brand', sortOrder: 4 },
];
