import { DEVICE_PERMISSION } from './devices-names';
import { definePermissions } from './registry';

export { DEVICE_PERMISSION } from './devices-names';

/** Devices, cards and vehicles (/brand). */
export const DEVICE_PERMISSIONS = definePermissions({
  deviceView: { name: DEVICE_PERMISSION.deviceView, page: '/brand/userEquipment', zh: '查看用户设备', en: 'View user devices' },
  deviceAdd: { name: DEVICE_PERMISSION.deviceAdd, page: '/brand/userEquipment', zh: '新增设备', en: 'Add devices' },
  deviceBind: { name: DEVICE_PERMISSION.deviceBind, page: '/brand/userEquipment', zh: '绑定设备', en: 'Bind devices' },
  deviceUnbind: { name: DEVICE_PERMISSION.deviceUnbind, page: '/brand/userEquipment', zh: '解绑设备', en: 'Unbind devices' },
  deviceTransfer: { name: DEVICE_PERMISSION.deviceTransfer, page: '/brand/userEquipment', zh: '转移设备', en: 'Transfer devices' },
  deviceWarranty: { name: DEVICE_PERMISSION.deviceWarranty, page: '/brand/userEquipment', zh: '延长保修', en: 'Extend warranty' },
  deviceSoftware: { name: DEVICE_PERMISSION.deviceSoftware, page: '/brand/userEquipment', zh: '续费软件', en: 'Renew software' },
  deviceMark: { name: DEVICE_PERMISSION.deviceMark, page: '/brand/userEquipment', zh: '标记测试/普通', en: 'Mark test or general' },
  deviceLock: { name: DEVICE_PERMISSION.deviceLock, page: '/brand/userEquipment', zh: '锁定设备', en: 'Lock devices' },
  deviceExchange: { name: DEVICE_PERMISSION.deviceExchange, page: '/brand/userEquipment', zh: '换机', en: 'Exchange devices' },
  deviceReturn: { name: DEVICE_PERMISSION.deviceReturn, page: '/brand/userEquipment', zh: '退货', en: 'Return devices' },
  devicePhone: { name: DEVICE_PERMISSION.devicePhone, page: '/brand/userEquipment', zh: '查看完整手机号', en: 'See full phone numbers' },
  cardView: { name: DEVICE_PERMISSION.cardView, page: '/brand/pointCard/list', zh: '查看礼品卡', en: 'View cards' },
  cardGenerate: { name: DEVICE_PERMISSION.cardGenerate, page: '/brand/pointCard/list', zh: '批量生成卡', en: 'Generate cards' },
  cardExport: { name: DEVICE_PERMISSION.cardExport, page: '/brand/pointCard/list', zh: '导出卡', en: 'Export cards' },
  cardSell: { name: DEVICE_PERMISSION.cardSell, page: '/brand/pointCard/list', zh: '售出卡', en: 'Sell cards' },
  cardGift: { name: DEVICE_PERMISSION.cardGift, page: '/brand/pointCard/list', zh: '赠送卡', en: 'Gift cards' },
  cardLock: { name: DEVICE_PERMISSION.cardLock, page: '/brand/pointCard/list', zh: '锁定/解锁卡', en: 'Lock and unlock cards' },
  cardRefund: { name: DEVICE_PERMISSION.cardRefund, page: '/brand/pointCard/list', zh: '卡退款', en: 'Refund cards' },
  vehicleView: { name: DEVICE_PERMISSION.vehicleView, page: '/brand/user/carList', zh: '查看车辆', en: 'View vehicles' },
});
