import type { MenuSeed } from '../menus';

/** The knowledge-base folder: the item list and the category tree (add, edit and preview open from the list). */
export const KNOWLEDGE_MENU: MenuSeed[] = [
  { path: '/knowledge', name: '知识库', enName: 'Knowledge base', icon: 'BookOutlined', sortOrder: 700 },
  { path: '/knowledge/list', name: '知识列表', enName: 'Knowledge list', icon: 'ReadOutlined', parent: '/knowledge', sortOrder: 1 },
  { path: '/knowledge/classification', name: '知识分类', enName: 'Knowledge categories', icon: 'ApartmentOutlined', parent: '/knowledge', sortOrder: 2 },
];
