import type { MenuSeed } from '../menus';

/** /remoteDiagnosis: experts, an expert's detail, the orders and the remote devices. */
export const EXPERTS_MENU: MenuSeed[] = [
  { path: '/remoteDiagnosis', name: '远程诊断', enName: 'Remote diagnosis', icon: 'CustomerServiceOutlined', sortOrder: 760 },
  { path: '/remoteDiagnosis/expert', name: '专家管理', enName: 'Experts', icon: 'SolutionOutlined', parent: '/remoteDiagnosis', sortOrder: 10 },
  { path: '/remoteDiagnosis/order', name: '专家订单', enName: 'Expert orders', icon: 'ProfileOutlined', parent: '/remoteDiagnosis', sortOrder: 20 },
  { path: '/remoteDiagnosis/remoteDevice', name: '远程设备', enName: 'Remote devices', icon: 'ApiOutlined', parent: '/remoteDiagnosis', sortOrder: 30 },
];
