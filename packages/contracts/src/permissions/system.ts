import { definePermissions } from './registry';

/** System administration: menus, roles, users, departments, dictionary, logs. */
export const SYSTEM_PERMISSIONS = definePermissions({
  menuView: { name: 'sys_menu_view', page: '/user/menu', zh: '查看菜单', en: 'View menus' },
  menuAdd: { name: 'sys_menu_add', page: '/user/menu', zh: '新增菜单', en: 'Add menus' },
  menuEdit: { name: 'sys_menu_edit', page: '/user/menu', zh: '编辑菜单', en: 'Edit menus' },
  menuDel: { name: 'sys_menu_del', page: '/user/menu', zh: '删除菜单', en: 'Delete menus' },
  roleView: { name: 'sys_role_view', page: '/user/roleList', zh: '查看岗位', en: 'View roles' },
  roleAdd: { name: 'sys_role_add', page: '/user/roleList', zh: '新增岗位', en: 'Add roles' },
  roleEdit: { name: 'sys_role_edit', page: '/user/roleList', zh: '编辑岗位', en: 'Edit roles' },
  roleDel: { name: 'sys_role_del', page: '/user/roleList', zh: '删除岗位', en: 'Delete roles' },
  rolePerm: { name: 'sys_role_perm', page: '/user/roleList', zh: '分配权限', en: 'Grant permissions' },
  userView: { name: 'sys_user_view', page: '/user/userlist', zh: '查看用户', en: 'View users' },
  userAdd: { name: 'sys_user_add', page: '/user/userlist', zh: '新增用户', en: 'Add users' },
  userEdit: { name: 'sys_user_edit', page: '/user/userlist', zh: '编辑用户', en: 'Edit users' },
  userDel: { name: 'sys_user_del', page: '/user/userlist', zh: '删除用户', en: 'Delete users' },
  userResetPwd: { name: 'sys_user_reset_pwd', page: '/user/userlist', zh: '重置密码', en: 'Reset passwords' },
  userSync: { name: 'sys_user_sync', page: '/user/userlist', zh: '钉钉同步', en: 'Sync from DingTalk' },
  userPhoneView: { name: 'sys_user_phone_view', page: '/user/userlist', zh: '查看完整手机号', en: 'View full phone numbers' },
  deptView: { name: 'sys_dept_view', page: '/user/userlist', zh: '查看部门', en: 'View departments' },
  deptAdd: { name: 'sys_dept_add', page: '/user/userlist', zh: '新增部门', en: 'Add departments' },
  deptEdit: { name: 'sys_dept_edit', page: '/user/userlist', zh: '编辑部门', en: 'Edit departments' },
  deptDel: { name: 'sys_dept_del', page: '/user/userlist', zh: '删除部门', en: 'Delete departments' },
  dictView: { name: 'sys_dict_view', page: '/system/dictionary', zh: '查看字典', en: 'View dictionary' },
  dictEdit: { name: 'sys_dict_edit', page: '/system/dictionary', zh: '维护字典', en: 'Maintain dictionary' },
  operationLogView: { name: 'sys_log_operation_view', page: '/logManage/operationLog', zh: '查看操作日志', en: 'View operation logs' },
  requestLogView: { name: 'sys_log_request_view', page: '/logManage/requestLog', zh: '查看请求日志', en: 'View request logs' },
});
