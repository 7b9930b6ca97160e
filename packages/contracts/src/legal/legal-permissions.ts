import { definePermissions } from '../permissions/registry';
import { LEGAL_PERMISSION as P, LEGAL_ROUTES as R } from './legal-names';

/** The legal documents: versions (view, add, edit, submit, publish or reject), statistics (view, export), the apps settings. */
export const LEGAL_PERMISSIONS = definePermissions({
  view: { name: P.view, page: R.documents, zh: '查看法律文档', en: 'View legal documents' },
  add: { name: P.add, page: R.documents, zh: '新增法律文档版本', en: 'Add legal document versions' },
  edit: { name: P.edit, page: R.documents, zh: '编辑法律文档草稿', en: 'Edit legal document drafts' },
  submit: { name: P.submit, page: R.documents, zh: '提交法律文档审核', en: 'Submit legal documents for review' },
  publish: { name: P.publish, page: R.documents, zh: '审核发布法律文档', en: 'Review and publish legal documents' },
  statsView: { name: P.statsView, page: R.statistics, zh: '查看文档同意统计', en: 'View document acceptance statistics' },
  statsExport: { name: P.statsExport, page: R.statistics, zh: '导出文档同意统计', en: 'Export document acceptance statistics' },
  settings: { name: P.settings, page: R.settings, zh: '设置文档适用软件', en: 'Set the apps documents apply to' },
});
export const LEGAL_ALL_PERMISSIONS = Object.values(LEGAL_PERMISSIONS);
