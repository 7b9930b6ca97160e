import type { MenuSeed } from '../menus';

/** The approval screens under /supply. */
export const APPROVALS_MENU: MenuSeed[] = [];
