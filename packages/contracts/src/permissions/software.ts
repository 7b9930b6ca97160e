import { definePermissions } from './registry';

/** Software releases: codes, uploads with their review, toolkit packages, mnemonics, the application checklist. */
export const SOFTWARE_PERMISSIONS = definePermissions({
  softwareView: { name: 'software_view', page: '/produce/list', zh: '查看软件列表', en: 'View the software list' },
  codeView: { name: 'soft_code_view', page: '/produce/softCode', zh: '查看软件编码', en: 'View software codes' },
  codeAdd: { name: 'soft_code_add', page: '/produce/softCode', zh: '新增软件编码', en: 'Add software codes' },
  codeEdit: { name: 'soft_code_edit', page: '/produce/softCode', zh: '编辑软件编码', en: 'Edit software codes' },
  codeDel: { name: 'soft_code_del', page: '/produce/softCode', zh: '删除软件编码', en: 'Delete software codes' },
  uploadView: { name: 'soft_upload_view', page: '/produce/lastList', zh: '查看软件上传', en: 'View software uploads' },
  uploadAdd: { name: 'soft_upload_add', page: '/produce/lastList', zh: '上传软件', en: 'Upload software' },
  uploadEdit: { name: 'soft_upload_edit', page: '/produce/lastList', zh: '编辑软件上传', en: 'Edit software uploads' },
  uploadDel: { name: 'soft_upload_del', page: '/produce/lastList', zh: '删除软件上传', en: 'Delete software uploads' },
  uploadSubmit: { name: 'soft_upload_submit', page: '/produce/lastList', zh: '提交软件审核', en: 'Submit software for review' },
  uploadReview: { name: 'soft_upload_review', page: '/produce/lastList', zh: '审核发布软件', en: 'Review and release software' },
  uploadWithdraw: { name: 'soft_upload_withdraw', page: '/produce/lastList', zh: '撤回已发布软件', en: 'Withdraw released software' },
  toolkitView: { name: 'toolkit_view', page: '/produce/toolkitUpload', zh: '查看工具包升级', en: 'View toolkit upgrade packages' },
  mnemonicView: { name: 'mnemonic_view', page: '/produce/mnemonic/index', zh: '查看助记符', en: 'View mnemonics' },
  mnemonicAdd: { name: 'mnemonic_add', page: '/produce/mnemonic/index', zh: '新增助记符', en: 'Add mnemonics' },
  mnemonicEdit: { name: 'mnemonic_edit', page: '/produce/mnemonic/index', zh: '编辑助记符', en: 'Edit mnemonics' },
  mnemonicDel: { name: 'mnemonic_del', page: '/produce/mnemonic/index', zh: '删除助记符', en: 'Delete mnemonics' },
  checklistView: { name: 'app_checklist_view', page: '/produce/applicationChecklist/index', zh: '查看应用清单', en: 'View the application checklist' },
  checklistAdd: { name: 'app_checklist_add', page: '/produce/applicationChecklist/index', zh: '新增应用清单', en: 'Add application checklist entries' },
  checklistEdit: { name: 'app_checklist_edit', page: '/produce/applicationChecklist/index', zh: '编辑应用清单', en: 'Edit application checklist entries' },
  checklistDel: { name: 'app_checklist_del', page: '/produce/applicationChecklist/index', zh: '删除应用清单', en: 'Delete application checklist entries' },
});
