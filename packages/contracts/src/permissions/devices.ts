import { definePermissions } from './registry';

/** Devices, cards and vehicles (/brand). */
export const DEVICE_PERMISSIONS = definePermissions({
  deviceView: { name: 'brand_device_view', page: '/brand/userEquipment', zh: '查看用户设备', en: 'View user devices' },
  deviceAdd: { name: 'brand_device_add', page: '/brand/userEquipment', zh: '新增设备', en: 'Add devices' },
  deviceBind: { name: 'brand_device_bind', page: '/brand/userEquipment', zh: '绑定设备', en: 'Bind devices' },
  deviceUnbind: { name: 'brand_device_unbind', page: '/brand/userEquipment', zh: '解绑设备', en: 'Unbind devices' },
  deviceTransfer: { name: 'brand_device_transfer', page: '/brand/userEquipment', zh: '转移设备', en: 'Transfer devices' },
  deviceWarranty: { name: 'brand_device_warranty', page: '/brand/userEquipment', zh: '延长保修', en: 'Extend warranty' },
  deviceSoftware: { name: 'brand_device_software', page: '/brand/userEquipment', zh: '续费软件', en: 'Renew software' },
  deviceMark: { name: 'brand_device_mark', page: '/brand/userEquipment', zh: '标记测试/普通', en: 'Mark test or general' },
  deviceLock: { name: 'brand_device_lock', page: '/brand/userEquipment', zh: '锁定设备', en: 'Lock devices' },
  deviceExchange: { name: 'brand_device_exchange', page: '/brand/userEquipment', zh: '换机', en: 'Exchange devices' },
  deviceReturn: { name: 'brand_device_return', page: '/brand/userEquipment', zh: '退货', en: 'Return devices' },
  devicePhone: { name: 'brand_device_phone', page: '/brand/userEquipment', zh: '查看完整手机号', en: 'See full phone numbers' },
  cardView: { name: 'brand_card_view', page: '/brand/pointCard/list', zh: '查看礼品卡', en: 'View cards' },
  cardGenerate: { name: 'brand_card_generate', page: '/brand/pointCard/list', zh: '批量生成卡', en: 'Generate cards' },
  cardExport: { name: 'brand_card_export', page: '/brand/pointCard/list', zh: '导出卡', en: 'Export cards' },
  cardSell: { name: 'brand_card_sell', page: '/brand/pointCard/list', zh: '售出卡', en: 'Sell cards' },
  cardGift: { name: 'brand_card_gift', page: '/brand/pointCard/list', zh: '赠送卡', en: 'Gift cards' },
  cardLock: { name: 'brand_card_lock', page: '/brand/pointCard/list', zh: '锁定/解锁卡', en: 'Lock and unlock cards' },
  cardRefund: { name: 'brand_card_refund', page: '/brand/pointCard/list', zh: '卡退款', en: 'Refund cards' },
  vehicleView: { name: 'brand_vehicle_view', page: '/brand/user/carList', zh: '查看车辆', en: 'View vehicles' },
});
