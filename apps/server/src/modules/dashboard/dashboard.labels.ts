import type { TDashboardText } from '@diagops/contracts';

type Labels = Record<string, TDashboardText>;

// the values other areas store, in both languages as their own screens show them (their locale files)
export const DEVICE_STATUS: Labels = {
  unactivated: ['未激活', 'Not active'],
  activated: ['已激活', 'Activated'],
  disabled: ['已禁用', 'Disabled'],
  locked: ['已锁定', 'Locked'],
  unbound: ['已解绑', 'Unbound'],
  transferring: ['转移中', 'Transferring'],
};
export const FEEDBACK_TYPE: Labels = {
  feedback: ['反馈', 'Feedback'],
  complaint: ['投诉', 'Complaint'],
  consulting: ['咨询', 'Consulting'],
  quotation: ['报价', 'Quotation'],
};
export const FEEDBACK_STATUS: Labels = {
  unanswered: ['未回复', 'Unanswered'],
  answered: ['已回复', 'Answered'],
  processing: ['处理中', 'Processing'],
  resolved: ['已解决', 'Resolved'],
  deleted: ['已删除', 'Deleted'],
  userDeleted: ['用户已删除', 'Deleted by user'],
  toBeClosed: ['待关闭', 'To be closed'],
  closed: ['已关闭', 'Closed'],
  reactivated: ['已激活', 'Reactivated'],
};
export const REPORT_KIND: Labels = {
  diagnosis: ['诊断报告', 'Diagnosis reports'],
  battery: ['电池检测报告', 'Battery reports'],
  thermal: ['热成像报告', 'Thermal imaging reports'],
  detection: ['检测报告', 'Detection reports'],
  newEnergy: ['新能源报告', 'New-energy reports'],
};
export const CUSTOMER_SOURCE: Labels = {
  app: ['App', 'App'],
  web: ['网页', 'Web'],
  staff: ['后台新增', 'Added by staff'],
  forecast: ['预测用户转化', 'Converted prospect'],
  import: ['导入', 'Import'],
};
export const LEDGER_KIND: Labels = {
  opening: ['期初', 'Opening'],
  issue: ['发卡', 'Issued'],
  sell: ['售出', 'Sold'],
  gift: ['赠送', 'Gifted'],
  lock: ['锁定', 'Locked'],
  unlock: ['解锁', 'Unlocked'],
  redeem: ['兑换', 'Redeemed'],
  refund: ['退款', 'Refunded'],
};
export const EXPERT_ORDER_STATUS: Labels = {
  waitingAcceptance: ['待接单', 'Waiting for acceptance'],
  waitingConfirmation: ['待确认', 'Waiting for confirmation'],
  waitingService: ['待服务', 'Waiting for service'],
  inService: ['服务中', 'In service'],
  waitingCompletion: ['待确认完成', 'Waiting for completion confirmation'],
  completed: ['服务完成', 'Service complete'],
  cancelled: ['已取消', 'Cancelled'],
};

const zhRegions = new Intl.DisplayNames(['zh-CN'], { type: 'region' });
const enRegions = new Intl.DisplayNames(['en-US'], { type: 'region' });
/** A country's name in both languages from its ISO code; none: "unknown". */
export function countryLabel(code: string | null): TDashboardText {
  if (!code) return ['未知', 'Unknown'];
  try {
    return [zhRegions.of(code) ?? code, enRegions.of(code) ?? code];
  } catch {
    return [code, code];
  }
}

export const labelOf = (labels: Labels, key: string | null): TDashboardText => (key && labels[key]) || [key ?? '—', key ?? '—'];
