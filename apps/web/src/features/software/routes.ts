import { SOFTWARE_PERMISSIONS as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const codes = () => import('./pages/soft-code-page');
const uploads = () => import('./pages/upload-list-page');
const mnemonics = () => import('./pages/mnemonic-page');
const checklist = () => import('./pages/checklist-page');

/** The 18 routes of the software area (routes.tsv): lists, and the add / edit / detail screens of each. */
export const softwareRoutes: FeatureRoute[] = [
  { path: '/produce/list', titleKey: 'software.listTitle', permission: P.softwareView.name, component: lazy(() => import('./pages/software-list-page')) },
  { path: '/produce/softCode', titleKey: 'software.codesTitle', permission: P.codeView.name, component: lazy(codes) },
  { path: '/produce/softCode/add', titleKey: 'software.codeAddTitle', permission: P.codeAdd.name, component: lazy(codes) },
  { path: '/produce/softCode/edit/:id', titleKey: 'software.codeEditTitle', permission: P.codeEdit.name, component: lazy(codes) },
  { path: '/produce/softCode/detail/:id', titleKey: 'software.codeDetailTitle', permission: P.codeView.name, component: lazy(codes) },
  { path: '/produce/toolkitUpload', titleKey: 'software.toolkitTitle', permission: P.toolkitView.name, component: lazy(() => import('./pages/toolkit-page')) },
  { path: '/produce/lastList', titleKey: 'software.uploadsTitle', permission: P.uploadView.name, component: lazy(uploads) },
  { path: '/produce/add/:operationType?', titleKey: 'software.uploadAddTitle', permission: P.uploadAdd.name, component: lazy(uploads) },
  { path: '/produce/edit', titleKey: 'software.uploadEditTitle', permission: P.uploadEdit.name, component: lazy(uploads) },
  {
    path: '/produce/editPage/:id',
    titleKey: 'software.uploadDetailTitle',
    permission: P.uploadView.name,
    component: lazy(() => import('./pages/upload-detail-page')),
  },
  { path: '/produce/mnemonic/index', titleKey: 'software.mnemonicsTitle', permission: P.mnemonicView.name, component: lazy(mnemonics) },
  { path: '/mnemonic/add', titleKey: 'software.mnemonicAddTitle', permission: P.mnemonicAdd.name, component: lazy(mnemonics) },
  { path: '/mnemonic/edit/:id', titleKey: 'software.mnemonicEditTitle', permission: P.mnemonicEdit.name, component: lazy(mnemonics) },
  { path: '/mnemonic/detail/:id', titleKey: 'software.mnemonicDetailTitle', permission: P.mnemonicView.name, component: lazy(mnemonics) },
  { path: '/produce/applicationChecklist/index', titleKey: 'software.checklistTitle', permission: P.checklistView.name, component: lazy(checklist) },
  { path: '/produce/applicationChecklist/add', titleKey: 'software.checklistAddTitle', permission: P.checklistAdd.name, component: lazy(checklist) },
  { path: '/produce/applicationChecklist/edit/:id', titleKey: 'software.checklistEditTitle', permission: P.checklistEdit.name, component: lazy(checklist) },
  { path: '/produce/applicationChecklist/detail/:id', titleKey: 'software.checklistDetailTitle', permission: P.checklistView.name, component: lazy(checklist) },
];
