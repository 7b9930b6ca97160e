import { AI_ALL_PERMISSIONS } from '../ai/ai-permissions';
import { ASSET_PERMISSIONS, LOAN_PERMISSIONS } from '../assets/assets';
import { CONFIG_PERMISSIONS } from '../config/config-permissions';
import { CONFIG_LEGACY_PERMISSIONS } from '../config/legacy-permissions';
import { DASHBOARD_ALL_PERMISSIONS } from '../dashboard/dashboard-permissions';
import { FAULTLIGHT_ALL_PERMISSIONS } from '../faultlight/faultlight-permissions';
import { FINANCE_PERMISSIONS } from '../finance/finance';
import { LEGAL_ALL_PERMISSIONS } from '../legal/legal-permissions';
import { PLATFORM_ANALYSIS_PERMISSIONS } from '../logs/analysis';
import { DEVICE_LOG_PERMISSIONS } from '../logs/device-logs';
import { SYSTEM_LOG_PERMISSIONS } from '../logs/system-logs';
import { MALL_ALL_PERMISSIONS } from '../mall/mall-permissions';
import { MARKETING_ALL_PERMISSIONS } from '../marketing/marketing-permissions';
import { REPAIR_ALL_PERMISSIONS } from '../repair/repair-permissions';
import { REPORTS_ALL_PERMISSIONS } from '../reports/report-permissions';
import { OUTSOURCING_PERMISSIONS } from '../stock/outsourcing';
import { INVENTORY_PERMISSIONS, PURCHASE_ORDER_PERMISSIONS, PURCHASE_RETURN_PERMISSIONS } from '../stock/purchasing';
import { SHIPMENT_PLAN_PERMISSIONS, TRACE_PERMISSIONS } from '../stock/shipment-names';
import { SPECIAL_STOCK_PERMISSIONS } from '../stock/special-stock';
import { FIRST_LEG_PERMISSIONS, TRANSFER_PLAN_PERMISSIONS } from '../stock/transfer-names';
import { ACCOUNT_PERMISSIONS } from '../supply/accounts';
import { SUPPLIER_PERMISSIONS } from '../supply/suppliers';
import { WAREHOUSE_PERMISSIONS } from '../supply/warehouses';
import { TRACKING_ALL_PERMISSIONS } from '../tracking/tracking-permissions';
import { VEHICLE_ALL_PERMISSIONS } from '../vehicle/vehicle-permissions';
import { APPROVAL_PERMISSIONS } from './approvals';
import { CHANNEL_PERMISSIONS } from './channels';
import { CHAT_PERMISSIONS } from './chat';
import { CUSTOMER_PERMISSIONS } from './customers';
import { DEALER_PERMISSIONS } from './dealers';
import { DEVICE_PERMISSIONS } from './devices';
import { EXPERT_PERMISSIONS } from './experts';
import { FEEDBACK_PERMISSIONS } from './feedback';
import { KNOWLEDGE_PERMISSIONS } from './knowledge';
import { LOGFILE_PERMISSIONS } from './logfiles';
import { MAIL_PERMISSIONS } from './mail';
import { MESSAGE_PERMISSIONS } from './messages';
import { PRODUCT_PERMISSIONS } from './products';
import type { PermissionDef } from './registry';
import { SKU_PERMISSIONS } from './skus';
import { SOFTWARE_PERMISSIONS } from './software';
import { SYSTEM_PERMISSIONS } from './system';
import { TERMINAL_PERMISSIONS } from './terminals';

export * from './approvals';
export * from './channels';
export * from './chat';
export * from './customers';
export * from './dealers';
export * from './devices';
export * from './experts';
export * from './feedback';
export * from './knowledge';
export * from './logfiles';
export * from './mail';
export * from './messages';
export * from './products';
export * from './registry';
export * from './skus';
export * from './software';
export * from './system';
export * from './terminals';

/** Every permission of every area; the seed turns them into button nodes of the menu tree. */
export const ALL_PERMISSIONS: PermissionDef[] = [
  ...Object.values(SYSTEM_PERMISSIONS),
  ...Object.values(PRODUCT_PERMISSIONS),
  ...Object.values(SKU_PERMISSIONS),
  ...Object.values(CHANNEL_PERMISSIONS),
  ...Object.values(APPROVAL_PERMISSIONS),
  ...Object.values(CUSTOMER_PERMISSIONS),
  ...Object.values(DEVICE_PERMISSIONS),
  ...Object.values(LOGFILE_PERMISSIONS),
  ...Object.values(FEEDBACK_PERMISSIONS),
  ...Object.values(SOFTWARE_PERMISSIONS),
  ...Object.values(KNOWLEDGE_PERMISSIONS),
  ...Object.values(CHAT_PERMISSIONS),
  ...Object.values(MAIL_PERMISSIONS),
  ...Object.values(DEALER_PERMISSIONS),
  ...Object.values(EXPERT_PERMISSIONS),
  ...Object.values(TERMINAL_PERMISSIONS),
  ...Object.values(MESSAGE_PERMISSIONS),
  ...Object.values(ASSET_PERMISSIONS),
  ...Object.values(LOAN_PERMISSIONS),
  ...Object.values(SUPPLIER_PERMISSIONS),
  ...Object.values(WAREHOUSE_PERMISSIONS),
  ...Object.values(ACCOUNT_PERMISSIONS),
  ...Object.values(SPECIAL_STOCK_PERMISSIONS),
  ...Object.values(PURCHASE_ORDER_PERMISSIONS),
  ...Object.values(PURCHASE_RETURN_PERMISSIONS),
  ...Object.values(INVENTORY_PERMISSIONS),
  ...Object.values(TRANSFER_PLAN_PERMISSIONS),
  ...Object.values(FIRST_LEG_PERMISSIONS),
  ...Object.values(OUTSOURCING_PERMISSIONS),
  ...Object.values(SHIPMENT_PLAN_PERMISSIONS),
  ...Object.values(TRACE_PERMISSIONS),
  ...CONFIG_LEGACY_PERMISSIONS,
  ...CONFIG_PERMISSIONS,
  ...VEHICLE_ALL_PERMISSIONS,
  ...REPAIR_ALL_PERMISSIONS,
  ...FAULTLIGHT_ALL_PERMISSIONS,
  ...DASHBOARD_ALL_PERMISSIONS,
  ...REPORTS_ALL_PERMISSIONS,
  ...SYSTEM_LOG_PERMISSIONS,
  ...DEVICE_LOG_PERMISSIONS,
  ...PLATFORM_ANALYSIS_PERMISSIONS,
  ...TRACKING_ALL_PERMISSIONS,
  ...MARKETING_ALL_PERMISSIONS,
  ...FINANCE_PERMISSIONS,
  ...MALL_ALL_PERMISSIONS,
  ...AI_ALL_PERMISSIONS,
  ...LEGAL_ALL_PERMISSIONS,
];
export type PermissionName = (typeof ALL_PERMISSIONS)[number]['name'];
