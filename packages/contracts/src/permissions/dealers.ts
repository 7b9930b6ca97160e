import { definePermissions } from './registry';

/** Dealers (/dealerManagement): the network, its areas, devices, shipments, profits, DOI. */
export const DEALER_PERMISSIONS = definePermissions({
  dealerView: { name: 'dealer_view', page: '/dealerManagement/dealerList', zh: '查看经销商', en: 'View dealers' },
  dealerAll: { name: 'dealer_scope_all', page: '/dealerManagement/dealerList', zh: '查看全部经销商', en: 'See every dealer' },
  dealerAdd: { name: 'dealer_add', page: '/dealerManagement/dealerList', zh: '新增经销商', en: 'Add dealers' },
  dealerEdit: { name: 'dealer_edit', page: '/dealerManagement/dealerList', zh: '编辑经销商', en: 'Edit dealers' },
  dealerStatus: { name: 'dealer_status', page: '/dealerManagement/dealerList', zh: '启用/禁用经销商', en: 'Enable or disable dealers' },
  dealerResetPassword: { name: 'dealer_reset_pwd', page: '/dealerManagement/dealerList', zh: '重置经销商密码', en: 'Reset dealer passwords' },
  dealerExport: { name: 'dealer_export', page: '/dealerManagement/dealerList', zh: '导出经销商', en: 'Export dealers' },
  areaEdit: { name: 'dealer_area_edit', page: '/dealerManagement/dealerList', zh: '维护区域', en: 'Maintain areas' },
  shipView: { name: 'dealer_ship_view', page: '/dealerManagement/shippingRecord', zh: '查看发货记录', en: 'View delivery records' },
  allocate: { name: 'dealer_allocate', page: '/dealerManagement/shippingRecord', zh: '分配设备', en: 'Allocate devices' },
  benefitView: { name: 'dealer_benefit_view', page: '/dealerManagement/benefit', zh: '查看分润明细', en: 'View profit details' },
  benefitExport: { name: 'dealer_benefit_export', page: '/dealerManagement/benefit', zh: '导出分润明细', en: 'Export profit details' },
  configView: { name: 'dealer_config_view', page: '/dealerManagement/configurationDescription', zh: '查看配置说明', en: 'View configuration instructions' },
  configEdit: { name: 'dealer_config_edit', page: '/dealerManagement/configurationDescription', zh: '维护配置说明', en: 'Maintain configuration instructions' },
  commEdit: { name: 'dealer_comm_edit', page: '/dealerManagement/communicationConfig', zh: '维护通讯配置', en: 'Maintain communication configuration' },
  doiApply: { name: 'dealer_doi_apply', page: '/dealerManagement/dealerList', zh: '申请DOI服务', en: 'Apply for the DOI service' },
  doiReview: { name: 'dealer_doi_review', page: '/dealerManagement/dealerList', zh: '审核DOI服务申请', en: 'Review DOI service applications' },
});
