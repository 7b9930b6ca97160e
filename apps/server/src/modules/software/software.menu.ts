import type { MenuSeed } from '../menus';

/** The software folder: lists of codes, versions, toolkit packages, mnemonics and the application checklist. */
export const SOFTWARE_MENU: MenuSeed[] = [
  { path: '/produce', name: '软件管理', enName: 'Software management', icon: 'CodeOutlined', sortOrder: 300 },
  { path: '/produce/list', name: '软件列表', enName: 'Software list', icon: 'AppstoreOutlined', parent: '/produce', sortOrder: 1 },
  { path: '/produce/softCode', name: '软件编码', enName: 'Software codes', icon: 'TagsOutlined', parent: '/produce', sortOrder: 2 },
  { path: '/produce/lastList', name: '软件上传', enName: 'Software uploads', icon: 'CloudUploadOutlined', parent: '/produce', sortOrder: 3 },
  { path: '/produce/toolkitUpload', name: '工具包升级', enName: 'Toolkit upgrade packages', icon: 'ToolOutlined', parent: '/produce', sortOrder: 4 },
  { path: '/produce/mnemonic/index', name: '助记符', enName: 'Mnemonics', icon: 'BookOutlined', parent: '/produce', sortOrder: 5 },
  {
    path: '/produce/applicationChecklist/index',
    name: '应用清单',
    enName: 'Application checklist',
    icon: 'UnorderedListOutlined',
    parent: '/produce',
    sortOrder: 6,
  },
];
