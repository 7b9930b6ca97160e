import { KNOWLEDGE_PERMISSION } from './knowledge-names';
import { definePermissions } from './registry';

export { KNOWLEDGE_PERMISSION } from './knowledge-names';

/** Knowledge base: items (list page) and categories (classification page). */
export const KNOWLEDGE_PERMISSIONS = definePermissions({
  view: { name: KNOWLEDGE_PERMISSION.view, page: '/knowledge/list', zh: '查看知识库', en: 'View the knowledge base' },
  add: { name: KNOWLEDGE_PERMISSION.add, page: '/knowledge/list', zh: '新增知识', en: 'Add knowledge items' },
  edit: { name: KNOWLEDGE_PERMISSION.edit, page: '/knowledge/list', zh: '编辑知识', en: 'Edit knowledge items' },
  del: { name: KNOWLEDGE_PERMISSION.del, page: '/knowledge/list', zh: '删除知识', en: 'Delete knowledge items' },
  publish: { name: KNOWLEDGE_PERMISSION.publish, page: '/knowledge/list', zh: '发布知识', en: 'Publish and withdraw knowledge items' },
  categoryEdit: {
    name: KNOWLEDGE_PERMISSION.categoryEdit,
    page: '/knowledge/classification',
    zh: '管理知识分类',
    en: 'Add, edit and delete knowledge categories',
  },
});
