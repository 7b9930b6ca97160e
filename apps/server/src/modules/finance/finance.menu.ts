import { FINANCE_FOLDER, FINANCE_GROUPS, FINANCE_REPORT_KEYS, FINANCE_REPORTS, financeMenuPath } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** The finance folder: points reports, gift-card reports, gift-card financial reports (the points detail opens from a record). */
export const FINANCE_MENU: MenuSeed[] = [
  { path: FINANCE_FOLDER, name: '财务统计', enName: 'Finance', icon: 'AccountBookOutlined', sortOrder: 815 },
  ...Object.values(FINANCE_GROUPS).map((g, i) => ({
    path: g.path,
    name: g.zh,
    enName: g.en,
    icon: 'FolderOutlined',
    parent: FINANCE_FOLDER,
    sortOrder: i + 1,
  })),
  ...FINANCE_REPORT_KEYS.map((k) => ({
    path: financeMenuPath(k),
    name: FINANCE_REPORTS[k].zh,
    enName: FINANCE_REPORTS[k].en,
    icon: 'TableOutlined',
    parent: FINANCE_GROUPS[FINANCE_REPORTS[k].group].path,
    sortOrder: FINANCE_REPORTS[k].sort,
  })),
];
