import { defineResource, resourceContracts } from '../kit/resource';
import { ZName, ZText } from '../kit/strings';
import { DEALER_PERMISSIONS as P } from '../permissions/dealers';

/**
 * Configuration instructions for dealers (/dealerManagement/configurationDescription,
 * /{svc}-dealer/configDoc/…): a title and its text, shared by every branch (no data scope).
 * One permission views them, one maintains them; the operation log keeps the dealers area's names.
 */
export const configDocResource = defineResource({
  name: 'dealerConfigDoc',
  label: ['配置说明', 'Configuration instruction'],
  api: {
    service: 'dealer',
    base: '/configDoc',
    paths: { save: '/configDoc/add' },
    summaries: {
      page: 'Page configuration instructions',
      detail: 'Get a configuration instruction',
      save: 'Add a configuration instruction',
      update: 'Edit a configuration instruction',
      delete: 'Delete a configuration instruction',
    },
  },
  screen: {
    route: '/dealerManagement/configurationDescription',
    forms: 'routes',
    menu: { parent: '/dealerManagement', icon: 'FileTextOutlined', sortOrder: 4, label: ['配置说明', 'Configuration instructions'] },
  },
  fields: {
    title: { schema: ZName, label: ['标题', 'Title'], filter: 'prefix', list: { width: 300 } },
    content: { schema: ZText.max(20_000), label: ['内容', 'Content'], kind: 'textarea', list: false, form: { span: 24 } },
  },
  ops: ['page', 'detail', 'save', 'update', 'delete'],
  permissions: { view: P.configView.name, add: P.configEdit.name, edit: P.configEdit.name, del: P.configEdit.name },
  timeSorts: ['createTime'],
  defaultSort: { field: 'createTime', order: 'desc' },
  log: { module: 'dealers', actions: { create: 'addConfigDoc', update: 'updateConfigDoc', delete: 'deleteConfigDoc' } },
});

/** The derived schemas of configuration instructions (resourceContracts): ZSave, ZUpdate, ZRow, ZPageQuery. */
export const CONFIG_DOC_CONTRACTS = /* @__PURE__ */ resourceContracts(configDocResource);
/** POST /{svc}-dealer/configDoc/add (the form checks with it). */
export const ZConfigDocAddRequest = CONFIG_DOC_CONTRACTS.ZSave;
export type TConfigDocAddRequest = { title: string; content: string };
export type TConfigDocUpdateRequest = TConfigDocAddRequest & { id: number; version: number };
/** An instruction as the list and every call answer it. */
export type TConfigDoc = TConfigDocAddRequest & { id: number; version: number; createTime: string; updateTime: string; allowedActions: string[] };
