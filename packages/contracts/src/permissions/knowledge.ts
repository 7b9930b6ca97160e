import { definePermissions } from './registry';

/** Knowledge base: items (list page) and categories (classification page). */
export const KNOWLEDGE_PERMISSIONS = definePermissions({
  view: { name: 'knowledge_view', page: '/knowledge/list', zh: '查看知识库', en: 'View the knowledge base' },
  add: { name: 'knowledge_add', page: '/knowledge/list', zh: '新增知识', en: 'Add knowledge items' },
  edit: { name: 'knowledge_edit', page: '/knowledge/list', zh: '编辑知识', en: 'Edit knowledge items' },
  del: { name: 'knowledge_del', page: '/knowledge/list', zh: '删除知识', en: 'Delete knowledge items' },
  publish: { name: 'knowledge_publish', page: '/knowledge/list', zh: '发布知识', en: 'Publish and withdraw knowledge items' },
  categoryEdit: { name: 'knowledge_category_edit', page: '/knowledge/classification', zh: '管理知识分类', en: 'Add, edit and delete knowledge categories' },
});
