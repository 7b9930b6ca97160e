import { definePermissions } from './registry';
import { SOFTWARE_PERMISSION } from './software-names';

export { SOFTWARE_PERMISSION } from './software-names';

/** Software releases: codes, uploads with their review, toolkit packages, mnemonics, the application checklist. */
export const SOFTWARE_PERMISSIONS = definePermissions({
  softwareView: { name: SOFTWARE_PERMISSION.softwareView, page: '/produce/list', zh: '查看软件列表', en: 'View the software list' },
  codeView: { name: SOFTWARE_PERMISSION.codeView, page: '/produce/softCode', zh: '查看软件编码', en: 'View software codes' },
  codeAdd: { name: SOFTWARE_PERMISSION.codeAdd, page: '/produce/softCode', zh: '新增软件编码', en: 'Add software codes' },
  codeEdit: { name: SOFTWARE_PERMISSION.codeEdit, page: '/produce/softCode', zh: '编辑软件编码', en: 'Edit software codes' },
  codeDel: { name: SOFTWARE_PERMISSION.codeDel, page: '/produce/softCode', zh: '删除软件编码', en: 'Delete software codes' },
  uploadView: { name: SOFTWARE_PERMISSION.uploadView, page: '/produce/lastList', zh: '查看软件上传', en: 'View software uploads' },
  uploadAdd: { name: SOFTWARE_PERMISSION.uploadAdd, page: '/produce/lastList', zh: '上传软件', en: 'Upload software' },
  uploadEdit: { name: SOFTWARE_PERMISSION.uploadEdit, page: '/produce/lastList', zh: '编辑软件上传', en: 'Edit software uploads' },
  uploadDel: { name: SOFTWARE_PERMISSION.uploadDel, page: '/produce/lastList', zh: '删除软件上传', en: 'Delete software uploads' },
  uploadSubmit: { name: SOFTWARE_PERMISSION.uploadSubmit, page: '/produce/lastList', zh: '提交软件审核', en: 'Submit software for review' },
  uploadReview: { name: SOFTWARE_PERMISSION.uploadReview, page: '/produce/lastList', zh: '审核发布软件', en: 'Review and release software' },
  uploadWithdraw: { name: SOFTWARE_PERMISSION.uploadWithdraw, page: '/produce/lastList', zh: '撤回已发布软件', en: 'Withdraw released software' },
  toolkitView: { name: SOFTWARE_PERMISSION.toolkitView, page: '/produce/toolkitUpload', zh: '查看工具包升级', en: 'View toolkit upgrade packages' },
  mnemonicView: { name: SOFTWARE_PERMISSION.mnemonicView, page: '/produce/mnemonic/index', zh: '查看助记符', en: 'View mnemonics' },
  mnemonicAdd: { name: SOFTWARE_PERMISSION.mnemonicAdd, page: '/produce/mnemonic/index', zh: '新增助记符', en: 'Add mnemonics' },
  mnemonicEdit: { name: SOFTWARE_PERMISSION.mnemonicEdit, page: '/produce/mnemonic/index', zh: '编辑助记符', en: 'Edit mnemonics' },
  mnemonicDel: { name: SOFTWARE_PERMISSION.mnemonicDel, page: '/produce/mnemonic/index', zh: '删除助记符', en: 'Delete mnemonics' },
  checklistView: {
    name: SOFTWARE_PERMISSION.checklistView,
    page: '/produce/applicationChecklist/index',
    zh: '查看应用清单',
    en: 'View the application checklist',
  },
  checklistAdd: {
    name: SOFTWARE_PERMISSION.checklistAdd,
    page: '/produce/applicationChecklist/index',
    zh: '新增应用清单',
    en: 'Add application checklist entries',
  },
  checklistEdit: {
    name: SOFTWARE_PERMISSION.checklistEdit,
    page: '/produce/applicationChecklist/index',
    zh: '编辑应用清单',
    en: 'Edit application checklist entries',
  },
  checklistDel: {
    name: SOFTWARE_PERMISSION.checklistDel,
    page: '/produce/applicationChecklist/index',
    zh: '删除应用清单',
    en: 'Delete application checklist entries',
  },
});
