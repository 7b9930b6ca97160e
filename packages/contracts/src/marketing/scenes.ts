import { z } from 'zod';
import { defineResource, resourceContracts, resourcePermissions } from '../kit/resource';
import { ZCode, ZName } from '../kit/strings';
import { SCENE_PERMISSION, SCENES_ROUTE } from './marketing-names';
import { enabledStates, enumOf } from './shared';

/** Where in the app a scene's results show. */
export const SCENE_SLOTS = {
  homeFeed: ['首页推荐', 'Home feed'],
  diagnosisResult: ['诊断结果页', 'Diagnosis result'],
  knowledgeTab: ['知识库页', 'Knowledge tab'],
} as const;
/** What feeds a scene: published knowledge items, the newest, the most clicked, or those naming the device's model. */
export const SCENE_SOURCES = {
  latest: ['最新发布', 'Latest'],
  popular: ['最受欢迎', 'Popular'],
  relatedModel: ['相关车型', "Related to the device's model"],
} as const;
export const ZSceneSource = enumOf(SCENE_SOURCES);

export const ZSceneResult = z.object({ id: z.number(), title: z.string(), clicks: z.number(), publishedAt: z.string().nullable() });
export type TSceneResult = z.infer<typeof ZSceneResult>;

export const sceneResource = defineResource({
  name: 'recommendScene',
  label: ['推荐场景', 'Recommendation scene'],
  api: { service: 'marketing', base: '/scene' },
  screen: {
    route: SCENES_ROUTE,
    forms: 'routes',
    menu: { parent: '/marketing', icon: 'BulbOutlined', sortOrder: 7, label: ['推荐场景管理', 'Recommendation scenes'] },
    rowName: 'name',
  },
  fields: {
    code: { schema: ZCode, label: ['场景编码', 'Scene code'], filter: 'prefix', sort: true, list: { width: 150, fixed: 'left' }, form: { lockedOnEdit: true } },
    name: { schema: ZName, label: ['场景名称', 'Scene name'], filter: 'prefix', list: { width: 180 } },
    slot: {
      schema: enumOf(SCENE_SLOTS),
      label: ['应用位置', 'App slot'],
      kind: 'select',
      options: { values: SCENE_SLOTS },
      filter: 'eq',
      list: { width: 130 },
    },
    source: { schema: ZSceneSource, label: ['推荐来源', 'Source'], kind: 'select', options: { values: SCENE_SOURCES }, filter: 'eq', list: { width: 130 } },
    size: { schema: z.number().int().min(1).max(50), label: ['推荐条数', 'Items shown'], kind: 'number', list: { width: 100 } },
    results: { schema: z.array(ZSceneResult), label: ['当前推荐结果', 'Current results'], readOnly: true, list: false, xlsx: false, form: { span: 24 } },
  },
  states: enabledStates(['场景', 'scene']),
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: SCENE_PERMISSION,
  permissionLabels: { status: ['启用与停用推荐场景', 'Enable and disable recommendation scenes'] },
  defaultSort: { field: 'code', order: 'asc' },
});

export const SCENE_CONTRACTS = /* @__PURE__ */ resourceContracts(sceneResource);
export const SCENE_PERMISSIONS = /* @__PURE__ */ resourcePermissions(sceneResource);
