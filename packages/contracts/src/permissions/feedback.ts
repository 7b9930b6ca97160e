import { definePermissions } from './registry';

/** Customer feedback (/question), problem types, standard replies, refund records, product feedback. */
export const FEEDBACK_PERMISSIONS = definePermissions({
  view: { name: 'question_view', page: '/question', zh: '查看问题反馈', en: 'View feedback' },
  confirm: { name: 'question_confirm', page: '/question', zh: '确认或标记无效', en: 'Confirm or mark invalid' },
  reply: { name: 'question_reply', page: '/question', zh: '回复用户', en: 'Reply to users' },
  rdAnswer: { name: 'question_rd_answer', page: '/question', zh: '研发答复', en: 'R&D answer' },
  handle: {
    name: 'question_handle',
    page: '/question',
    zh: '处理问题（关闭、激活、指派、转缺陷）',
    en: 'Handle feedback (close, reactivate, assign, bug tracker)',
  },
  delete: { name: 'question_delete', page: '/question', zh: '删除问题反馈', en: 'Delete feedback' },
  export: { name: 'question_export', page: '/question', zh: '导出问题反馈', en: 'Export feedback' },
  problemType: { name: 'brand_problem_type', page: '/brand/problemType/list', zh: '管理问题类型', en: 'Manage problem types' },
  rephrasing: { name: 'brand_rephrasing', page: '/brand/rephrasing/list', zh: '管理标准回复', en: 'Manage standard replies' },
  refund: { name: 'brand_abnormal_records', page: '/brand/abnormalRecords/list', zh: '查看退款记录', en: 'View refund records' },
  product: { name: 'product_feedback', page: '/productFeedback/list', zh: '产品意见与建议', en: 'Product complaints and suggestions' },
});
