import type { MenuSeed } from '../menus';

/** The dictionary maintenance page (its permissions, sys_dict_*, are in SYSTEM_PERMISSIONS). */
export const DICTIONARY_MENU: MenuSeed[] = [
  { path: '/system', name: '系统设置', enName: 'System settings', icon: 'SettingOutlined', sortOrder: 950 },
  { path: '/system/dictionary', name: '数据字典', enName: 'Dictionary', icon: 'BookOutlined', parent: '/system', sortOrder: 1 },
];
