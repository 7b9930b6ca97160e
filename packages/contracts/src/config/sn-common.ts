import { defineResource, resourceContracts } from '../kit/resource';
import { CONFIG_FOLDER } from './config-names';
import { generalConfigFields } from './legacy-fields';
import { CONFIG_STATES } from './revisions';
import { SN_COMMON_PATHS, SN_COMMON_PERMISSION, SN_COMMON_ROUTE } from './sn-names';

/** CFG-01's transitions of an old config: confirm a new one, disable and enable (each under the named permission key). */
export const oldConfigTransitions = <const C extends string, const D extends string>(confirm: C, disable: D) =>
  ({
    confirm: { from: ['new'], to: 'confirmed', label: ['确认', 'Confirm'], permission: confirm },
    disable: { from: ['new', 'confirmed'], to: 'disabled', label: ['禁用', 'Disable'], permission: disable, danger: true },
    enable: { from: ['disabled'], to: 'confirmed', label: ['启用', 'Enable'], permission: disable },
  }) as const;
export const snConfigTransitions = /* @__PURE__ */ oldConfigTransitions('confirm', 'disable');

/** An old general SN config: the software and function packages of a product model's devices (the screens before the revisioned general configs). */
export const snCommonConfigResource = defineResource({
  name: 'snCommonConfig',
  label: ['通用SN配置', 'General SN config'],
  api: { service: 'config', base: '/snCommon' },
  screen: {
    route: SN_COMMON_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'BarcodeOutlined', sortOrder: 11, label: ['通用SN配置', 'General SN configs'] },
    forms: 'routes',
    formPaths: SN_COMMON_PATHS,
    rowName: 'name',
  },
  fields: generalConfigFields,
  states: { field: 'status', initial: 'new', values: CONFIG_STATES, transitions: snConfigTransitions },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: SN_COMMON_PERMISSION,
  permissionLabels: {
    confirm: ['确认通用SN配置', 'Confirm general SN configs'],
    disable: ['启用与禁用通用SN配置', 'Enable and disable general SN configs'],
  },
});
export const SN_COMMON = /* @__PURE__ */ resourceContracts(snCommonConfigResource);
