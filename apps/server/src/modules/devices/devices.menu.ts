import type { MenuSeed } from '../menus';

/** The /brand pages of devices, cards and vehicles (the /brand folder node is the customers area's). */
export const DEVICES_MENU: MenuSeed[] = [
  { path: '/brand/userEquipment', name: '用户设备', enName: 'User devices', icon: 'MobileOutlined', parent: '/brand', sortOrder: 20 },
  { path: '/brand/user/carList', name: '车辆列表', enName: 'Vehicles', icon: 'CarOutlined', parent: '/brand', sortOrder: 40 },
  { path: '/brand/user/userCarList', name: '用户车辆', enName: 'Customer vehicles', icon: 'CarOutlined', parent: '/brand', sortOrder: 41 },
  { path: '/brand/pointCard/list', name: '礼品卡', enName: 'Cards', icon: 'CreditCardOutlined', parent: '/brand', sortOrder: 50 },
];
