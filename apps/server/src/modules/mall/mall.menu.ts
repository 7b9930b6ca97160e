import { MALL_FOLDER, mallOrderResource, mallPaymentResource, resourceMenuSeed } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** The mall folder: orders (their detail a hidden route), payment records. */
export const MALL_MENU: MenuSeed[] = [
  { path: MALL_FOLDER, name: '商城管理', enName: 'Mall', icon: 'ShopOutlined', sortOrder: 806 },
  resourceMenuSeed(mallOrderResource),
  resourceMenuSeed(mallPaymentResource),
];
