import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode } from '../kit/strings';
import { CONFIG_FOLDER } from './config-names';
import {
  LEGACY_GENERAL_PATHS,
  LEGACY_GENERAL_PERMISSION,
  LEGACY_GENERAL_ROUTE,
  LEGACY_SPECIAL_PATHS,
  LEGACY_SPECIAL_PERMISSION,
  LEGACY_SPECIAL_ROUTE,
} from './function-config-names';
import { generalConfigFields, remarkField, timedFields } from './legacy-fields';
import { CONFIG_STATES } from './revisions';
import { oldConfigTransitions } from './sn-common';

/** A legacy general config of the system function area: a product model's software and function packages. */
export const legacyGeneralResource = defineResource({
  name: 'legacyGeneralConfig',
  label: ['旧版通用配置', 'Legacy general config'],
  api: { service: 'config', base: '/legacyGeneral' },
  screen: {
    route: LEGACY_GENERAL_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'FileTextOutlined', sortOrder: 13, label: ['旧版通用配置', 'Legacy general configs'] },
    forms: 'routes',
    formPaths: LEGACY_GENERAL_PATHS,
    rowName: 'name',
  },
  fields: generalConfigFields,
  states: { field: 'status', initial: 'new', values: CONFIG_STATES, transitions: oldConfigTransitions('disable', 'disable') },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: LEGACY_GENERAL_PERMISSION,
  permissionLabels: { disable: ['确认、启用与禁用旧版通用配置', 'Confirm, enable and disable legacy general configs'] },
});
export const LEGACY_GENERAL = /* @__PURE__ */ resourceContracts(legacyGeneralResource);

/** A legacy special config: what one SN gets from an effect time (not in the past, CFG-04) for some days (CFG-05). */
export const legacySpecialResource = defineResource({
  name: 'legacySpecialConfig',
  label: ['旧版特殊配置', 'Legacy special config'],
  api: { service: 'config', base: '/legacySpecial' },
  screen: {
    route: LEGACY_SPECIAL_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'FileProtectOutlined', sortOrder: 14, label: ['旧版特殊配置', 'Legacy special configs'] },
    forms: 'routes',
    formPaths: LEGACY_SPECIAL_PATHS,
    rowName: 'sn',
  },
  fields: {
    sn: { schema: ZCode, label: ['SN', 'SN'], filter: 'prefix', sort: true, list: { width: 160, fixed: 'left' }, form: { lockedOnEdit: true } },
    ...timedFields,
    softwarePackageNo: { schema: ZCode.optional(), label: ['软件包编号', 'Software package number'], list: { width: 150 } },
    remark: remarkField,
  },
  states: { field: 'status', initial: 'new', values: CONFIG_STATES, transitions: oldConfigTransitions('disable', 'disable') },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: LEGACY_SPECIAL_PERMISSION,
  permissionLabels: { disable: ['确认、启用与禁用旧版特殊配置', 'Confirm, enable and disable legacy special configs'] },
});
export const LEGACY_SPECIAL = /* @__PURE__ */ resourceContracts(legacySpecialResource);
