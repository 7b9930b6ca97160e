import { assetResource, LOAN_RECORDS_ROUTE, loanResource, resourceMenuSeed } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** The assets folder: the asset list, the borrowing registrations and the borrowing records. */
export const ASSETS_MENU: MenuSeed[] = [
  { path: '/assets', name: '资产管理', enName: 'Assets', icon: 'ToolOutlined', sortOrder: 780 },
  resourceMenuSeed(assetResource),
  resourceMenuSeed(loanResource),
  { path: LOAN_RECORDS_ROUTE, name: '借用记录', enName: 'Borrowing records', icon: 'ProfileOutlined', parent: '/assets', sortOrder: 3 },
];
