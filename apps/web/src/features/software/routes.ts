import { SOFTWARE_PERMISSION as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const codes = () => import('./pages/soft-code-page');
const uploads = () => import('./pages/upload-list-page');
const mnemonics = () => import('./pages/mnemonic-page');
const checklist = () => import('./pages/checklist-page');

/** The 18 routes of the software area (routes.tsv): lists, and the add / edit / detail screens of each. */
export const softwareRoutes: FeatureRoute[] = [
  { path: '/produce/list', titleKey: 'software.listTitle', permission: P.softwareView, component: lazy(() => import('./pages/software-list-page')) },
  { path: '/produce/softCode', titleKey: 'software.codesTitle', permission: P.codeView, component: lazy(codes) },
  { path: '/produce/softCode/add', titleKey: 'software.codeAddTitle', permission: P.codeAdd, component: lazy(codes) },
  { path: '/produce/softCode/edit/:id', titleKey: 'software.codeEditTitle', permission: P.codeEdit, component: lazy(codes) },
  { path: '/produce/softCode/detail/:id', titleKey: 'software.codeDetailTitle', permission: P.codeView, component: lazy(codes) },
  { path: '/produce/toolkitUpload', titleKey: 'software.toolkitTitle', permission: P.toolkitView, component: lazy(() => import('./pages/toolkit-page')) },
  { path: '/produce/lastList', titleKey: 'software.uploadsTitle', permission: P.uploadView, component: lazy(uploads) },
  { path: '/produce/add/:operationType?', titleKey: 'software.uploadAddTitle', permission: P.uploadAdd, component: lazy(uploads) },
  { path: '/produce/edit', titleKey: 'software.uploadEditTitle', permission: P.uploadEdit, component: lazy(uploads) },
  {
    path: '/produce/editPage/:id',
    titleKey: 'software.uploadDetailTitle',
    permission: P.uploadView,
    component: lazy(() => import('./pages/upload-detail-page')),
  },
  { path: '/produce/mnemonic/index', titleKey: 'software.mnemonicsTitle', permission: P.mnemonicView, component: lazy(mnemonics) },
  { path: '/mnemonic/add', titleKey: 'software.mnemonicAddTitle', permission: P.mnemonicAdd, component: lazy(mnemonics) },
  { path: '/mnemonic/edit/:id', titleKey: 'software.mnemonicEditTitle', permission: P.mnemonicEdit, component: lazy(mnemonics) },
  { path: '/mnemonic/detail/:id', titleKey: 'software.mnemonicDetailTitle', permission: P.mnemonicView, component: lazy(mnemonics) },
  { path: '/produce/applicationChecklist/index', titleKey: 'software.checklistTitle', permission: P.checklistView, component: lazy(checklist) },
  { path: '/produce/applicationChecklist/add', titleKey: 'software.checklistAddTitle', permission: P.checklistAdd, component: lazy(checklist) },
  { path: '/produce/applicationChecklist/edit/:id', titleKey: 'software.checklistEditTitle', permission: P.checklistEdit, component: lazy(checklist) },
  { path: '/produce/applicationChecklist/detail/:id', titleKey: 'software.checklistDetailTitle', permission: P.checklistView, component: lazy(checklist) },
];
