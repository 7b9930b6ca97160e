import type { MenuSeed } from '../menus';

/** The /dealerManagement folder and its pages (the add/edit/detail screens are routes of the list). */
export const DEALERS_MENU: MenuSeed[] = [
  { path: '/dealerManagement', name: '经销商管理', enName: 'Dealers', icon: 'ShopOutlined', sortOrder: 750 },
  { path: '/dealerManagement/dealerList', name: '经销商列表', enName: 'Dealer list', icon: 'ApartmentOutlined', parent: '/dealerManagement', sortOrder: 1 },
  { path: '/dealerManagement/benefit', name: '分润明细', enName: 'Profit details', icon: 'MoneyCollectOutlined', parent: '/dealerManagement', sortOrder: 2 },
  { path: '/dealerManagement/shippingRecord', name: '发货记录', enName: 'Delivery records', icon: 'CarOutlined', parent: '/dealerManagement', sortOrder: 3 },
  {
    path: '/dealerManagement/configurationDescription',
    name: '配置说明',
    enName: 'Configuration instructions',
    icon: 'FileTextOutlined',
    parent: '/dealerManagement',
    sortOrder: 4,
  },
  {
    path: '/dealerManagement/communicationConfig',
    name: '通讯配置',
    enName: 'Communication configuration',
    icon: 'ApiOutlined',
    parent: '/dealerManagement',
    sortOrder: 5,
  },
];
