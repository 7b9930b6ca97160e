// What other areas may use of menus: the tree, role grants over it, seeding of nodes.
export { addRoleMenus, permissionsOfRoles, roleMenuIds, setRoleMenus } from './grants.repository';
export { type MenuSeed, SYSTEM_MENU } from './menu-seed';
export { allMenus, ancestorIds, type MenuRow } from './menus.repository';
export { menusRoutes } from './menus.routes';
export { permissionNodeIds, syncMenus } from './menus.seed';
export { menusView, roleMenusView } from './menus.views';
