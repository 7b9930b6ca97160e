import { LEGAL_FOLDER, LEGAL_ROUTES } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** /legalDocuments: the versions list, the acceptance statistics and the apps each type applies to; add / edit forms are routes of their own. */
export const LEGAL_MENU: MenuSeed[] = [
  { path: LEGAL_FOLDER, name: '法律文档', enName: 'Legal documents', icon: 'AuditOutlined', sortOrder: 160 },
  { path: LEGAL_ROUTES.documents, name: '文档管理', enName: 'Documents', icon: 'FileTextOutlined', parent: LEGAL_FOLDER, sortOrder: 1 },
  { path: LEGAL_ROUTES.statistics, name: '文档同意统计', enName: 'Acceptance statistics', icon: 'BarChartOutlined', parent: LEGAL_FOLDER, sortOrder: 2 },
  { path: LEGAL_ROUTES.settings, name: '适用软件设置', enName: 'Apps per document', icon: 'AppstoreOutlined', parent: LEGAL_FOLDER, sortOrder: 3 },
];
