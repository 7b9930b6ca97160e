/**
 * Menu nodes an area contributes. The seed inserts the missing ones on every start (by
 * path for pages, by permission for buttons) and never overwrites an administrator's edits.
 */
export type MenuSeed = {
  /** unique key; for a page, its route */
  path: string;
  name: string;
  enName: string;
  icon?: string;
  /** path of the parent folder or page; absent at the top level */
  parent?: string;
  sortOrder: number;
  platformType?: number;
};

export const SYSTEM_MENU: MenuSeed[] = [
  { path: '/homePage', name: '首页', enName: 'Homepage', icon: 'HomeOutlined', sortOrder: 0 },
  { path: '/user', name: '用户管理', enName: 'User administration', icon: 'TeamOutlined', sortOrder: 900 },
  { path: '/user/menu', name: '菜单管理', enName: 'Menu management', icon: 'MenuOutlined', parent: '/user', sortOrder: 1 },
  { path: '/user/roleList', name: '岗位权限管理', enName: 'Post permission management', icon: 'SafetyOutlined', parent: '/user', sortOrder: 2 },
  { path: '/user/userlist', name: '部门用户管理', enName: 'Department and user management', icon: 'UserOutlined', parent: '/user', sortOrder: 3 },
];
