import { DEALER_PERMISSION } from './dealers-names';
import { definePermissions } from './registry';

export { DEALER_PERMISSION } from './dealers-names';

/** Dealers (/dealerManagement): the network, its areas, devices, shipments, profits, DOI. */
export const DEALER_PERMISSIONS = definePermissions({
  dealerView: { name: DEALER_PERMISSION.dealerView, page: '/dealerManagement/dealerList', zh: '查看经销商', en: 'View dealers' },
  dealerAll: { name: DEALER_PERMISSION.dealerAll, page: '/dealerManagement/dealerList', zh: '查看全部经销商', en: 'See every dealer' },
  dealerAdd: { name: DEALER_PERMISSION.dealerAdd, page: '/dealerManagement/dealerList', zh: '新增经销商', en: 'Add dealers' },
  dealerEdit: { name: DEALER_PERMISSION.dealerEdit, page: '/dealerManagement/dealerList', zh: '编辑经销商', en: 'Edit dealers' },
  dealerStatus: { name: DEALER_PERMISSION.dealerStatus, page: '/dealerManagement/dealerList', zh: '启用/禁用经销商', en: 'Enable or disable dealers' },
  dealerResetPassword: {
    name: DEALER_PERMISSION.dealerResetPassword,
    page: '/dealerManagement/dealerList',
    zh: '重置经销商密码',
    en: 'Reset dealer passwords',
  },
  dealerExport: { name: DEALER_PERMISSION.dealerExport, page: '/dealerManagement/dealerList', zh: '导出经销商', en: 'Export dealers' },
  areaEdit: { name: DEALER_PERMISSION.areaEdit, page: '/dealerManagement/dealerList', zh: '维护区域', en: 'Maintain areas' },
  shipView: { name: DEALER_PERMISSION.shipView, page: '/dealerManagement/shippingRecord', zh: '查看发货记录', en: 'View delivery records' },
  allocate: { name: DEALER_PERMISSION.allocate, page: '/dealerManagement/shippingRecord', zh: '分配设备', en: 'Allocate devices' },
  benefitView: { name: DEALER_PERMISSION.benefitView, page: '/dealerManagement/benefit', zh: '查看分润明细', en: 'View profit details' },
  benefitExport: { name: DEALER_PERMISSION.benefitExport, page: '/dealerManagement/benefit', zh: '导出分润明细', en: 'Export profit details' },
  configView: {
    name: DEALER_PERMISSION.configView,
    page: '/dealerManagement/configurationDescription',
    zh: '查看配置说明',
    en: 'View configuration instructions',
  },
  configEdit: {
    name: DEALER_PERMISSION.configEdit,
    page: '/dealerManagement/configurationDescription',
    zh: '维护配置说明',
    en: 'Maintain configuration instructions',
  },
  commEdit: { name: DEALER_PERMISSION.commEdit, page: '/dealerManagement/communicationConfig', zh: '维护通讯配置', en: 'Maintain communication configuration' },
  doiApply: { name: DEALER_PERMISSION.doiApply, page: '/dealerManagement/dealerList', zh: '申请DOI服务', en: 'Apply for the DOI service' },
  doiReview: { name: DEALER_PERMISSION.doiReview, page: '/dealerManagement/dealerList', zh: '审核DOI服务申请', en: 'Review DOI service applications' },
});
