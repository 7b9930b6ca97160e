import type { MenuSeed } from '../menus';

/** /question and its settings screens; product feedback at the top level. */
export const FEEDBACK_MENU: MenuSeed[] = [
  { path: '/question', name: '问题反馈', enName: 'Feedback', icon: 'CustomerServiceOutlined', sortOrder: 650 },
  { path: '/brand', name: '用户管理', enName: 'Users and devices', icon: 'TeamOutlined', sortOrder: 700 },
  { path: '/brand/problemType/list', name: '问题类型', enName: 'Problem types', icon: 'ProfileOutlined', parent: '/brand', sortOrder: 40 },
  { path: '/brand/rephrasing/list', name: '标准回复', enName: 'Standard replies', icon: 'MessageOutlined', parent: '/brand', sortOrder: 41 },
  { path: '/brand/abnormalRecords/list', name: '退款记录', enName: 'Refund records', icon: 'DollarOutlined', parent: '/brand', sortOrder: 42 },
  { path: '/productFeedback/list', name: '产品意见与建议', enName: 'Product feedback', icon: 'ExperimentOutlined', sortOrder: 660 },
];
