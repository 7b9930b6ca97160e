import { z } from 'zod';
import { INT4_MAX } from '../common/constants';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode } from '../kit/strings';
import {
  brandField,
  brandNameField,
  fileField,
  modelNameField,
  optionalModelField,
  optionalYearFromField,
  remarkField,
  textPair,
  yearToField,
} from './catalog-fields';
import {
  ADAS_BASIC_KINDS,
  ADAS_BASIC_PERMISSION,
  ADAS_BASIC_ROUTE,
  ADAS_DATA_PATHS,
  ADAS_DATA_PERMISSION,
  ADAS_DATA_ROUTE,
  TOPOLOGY_BASIC_PERMISSION,
  TOPOLOGY_BASIC_ROUTE,
  TOPOLOGY_BUSES,
  TOPOLOGY_MAP_PERMISSION,
  TOPOLOGY_MAP_ROUTE,
} from './extras-names';
import { VEHICLE_FOLDER } from './vehicle-folder';

const basicName = textPair(['名称', 'Name'], 128);
export const ADAS_KIND_LABELS = { systemType: ['系统类型', 'System type'], calibrationType: ['标定类型', 'Calibration type'] } as const;

/** ADAS basic data: the system types (camera, radar …) and calibration types (static, dynamic) ADAS data names. */
export const adasBasicResource = defineResource({
  name: 'vehicleAdasBasic',
  label: ['ADAS基础数据', 'ADAS basic data'],
  api: { service: 'vehicle', base: '/adasBasic' },
  screen: {
    route: ADAS_BASIC_ROUTE,
    forms: 'dialog',
    menu: { parent: VEHICLE_FOLDER, icon: 'DatabaseOutlined', sortOrder: 64, label: ['ADAS基础数据', 'ADAS basic data'] },
    rowName: ['nameZh', 'nameEn'],
  },
  fields: {
    code: { schema: ZCode, label: ['编码', 'Code'], filter: 'prefix', sort: true, list: { width: 140 } },
    kind: {
      schema: z.enum(ADAS_BASIC_KINDS),
      label: ['类别', 'Kind'],
      kind: 'select',
      options: { values: ADAS_KIND_LABELS },
      filter: 'eq',
      list: { width: 120 },
      form: { lockedOnEdit: true },
    },
    nameZh: basicName.zh,
    nameEn: basicName.en,
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: ADAS_BASIC_PERMISSION,
});
export const AdasBasic = /* @__PURE__ */ resourceContracts(adasBasicResource);

const ZBasicId = z.number().int().positive().max(INT4_MAX);
const sensorPlace = textPair(['传感器位置', 'Sensor location'], 500, 'textarea');

/** ADAS data of a brand's model: the system, its calibration, where the sensor is, the procedure file. */
export const adasDataResource = defineResource({
  name: 'vehicleAdasData',
  label: ['ADAS数据', 'ADAS data'],
  api: { service: 'vehicle', base: '/adasData' },
  screen: {
    route: ADAS_DATA_ROUTE,
    forms: 'routes',
    formPaths: ADAS_DATA_PATHS,
    menu: { parent: VEHICLE_FOLDER, icon: 'RadarChartOutlined', sortOrder: 65, label: ['ADAS数据', 'ADAS data'] },
    rowName: 'modelName',
  },
  fields: {
    brandName: brandNameField,
    modelName: modelNameField,
    brandId: brandField,
    modelId: optionalModelField,
    yearFrom: optionalYearFromField,
    yearTo: yearToField,
    systemName: { schema: z.string(), label: ['系统类型', 'System type'], readOnly: true, form: false, list: { width: 140 } },
    systemTypeId: { schema: ZBasicId, label: ['系统类型', 'System type'], kind: 'select', options: { lookup: 'adasSystemTypes' }, filter: 'eq', list: false },
    calibrationName: { schema: z.string(), label: ['标定类型', 'Calibration type'], readOnly: true, form: false, list: { width: 140 } },
    calibrationTypeId: {
      schema: ZBasicId,
      label: ['标定类型', 'Calibration type'],
      kind: 'select',
      options: { lookup: 'adasCalibrationTypes' },
      filter: 'eq',
      list: false,
    },
    locationZh: sensorPlace.zh,
    locationEn: sensorPlace.en,
    fileId: fileField(['标定流程文件', 'Procedure file']),
    remark: remarkField,
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: ADAS_DATA_PERMISSION,
});
export const AdasData = /* @__PURE__ */ resourceContracts(adasDataResource);

export const TOPOLOGY_CATEGORIES = {
  powertrain: ['动力系统', 'Powertrain'],
  chassis: ['底盘', 'Chassis'],
  body: ['车身', 'Body'],
  infotainment: ['信息娱乐', 'Infotainment'],
  adas: ['驾驶辅助', 'Driver assistance'],
  gateway: ['网关', 'Gateway'],
} as const;
const moduleName = textPair(['模块名称', 'Module name'], 128);

/** Topology basic data: the ECUs / modules a map names, with a name per language. */
export const topologyBasicResource = defineResource({
  name: 'vehicleTopologyBasic',
  label: ['拓扑基础数据', 'Topology basic data'],
  api: { service: 'vehicle', base: '/topologyBasic' },
  screen: {
    route: TOPOLOGY_BASIC_ROUTE,
    forms: 'dialog',
    menu: { parent: VEHICLE_FOLDER, icon: 'ClusterOutlined', sortOrder: 66, label: ['拓扑基础数据', 'Topology basic data'] },
    rowName: 'code',
  },
  fields: {
    code: { schema: ZCode, label: ['模块编码', 'Module code'], filter: 'prefix', sort: true, list: { width: 140 }, form: { lockedOnEdit: true } },
    nameZh: moduleName.zh,
    nameEn: moduleName.en,
    category: {
      schema: z.enum(Object.keys(TOPOLOGY_CATEGORIES) as [keyof typeof TOPOLOGY_CATEGORIES]),
      label: ['类别', 'Category'],
      kind: 'select',
      options: { values: TOPOLOGY_CATEGORIES },
      filter: 'eq',
      list: { width: 130 },
    },
  },
  filters: { name: { label: ['模块名称', 'Module name'], prefixOf: ['nameZh', 'nameEn'] } },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export', 'import', 'template'],
  permissions: TOPOLOGY_BASIC_PERMISSION,
  importDryRun: true,
});
export const TopologyBasic = /* @__PURE__ */ resourceContracts(topologyBasicResource);

/** One module on a model's network: its code (topology basic data) and the bus it hangs on. */
export const ZTopologyNode = z.object({ module: ZCode, bus: z.enum(TOPOLOGY_BUSES) }).strict();
export type TTopologyNode = z.infer<typeof ZTopologyNode>;
export const TOPOLOGY_NODES_MAX = 120;

/** A model's network topology: the modules (nodes) on each bus. */
export const topologyMapResource = defineResource({
  name: 'vehicleTopologyMap',
  label: ['拓扑图', 'Topology map'],
  api: { service: 'vehicle', base: '/topologyMap' },
  screen: {
    route: TOPOLOGY_MAP_ROUTE,
    forms: 'dialog',
    menu: { parent: VEHICLE_FOLDER, icon: 'ApartmentOutlined', sortOrder: 67, label: ['拓扑图', 'Topology maps'] },
    rowName: 'modelName',
  },
  fields: {
    brandName: brandNameField,
    modelName: modelNameField,
    brandId: brandField,
    modelId: { ...optionalModelField, schema: ZBasicId },
    yearFrom: optionalYearFromField,
    yearTo: yearToField,
    nodes: { schema: z.array(ZTopologyNode).min(1).max(TOPOLOGY_NODES_MAX), label: ['模块', 'Modules'], list: false, xlsx: false, form: { span: 24 } },
    nodeCount: { schema: z.number(), label: ['模块数', 'Modules'], readOnly: true, form: false, list: { width: 90 } },
    remark: remarkField,
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: TOPOLOGY_MAP_PERMISSION,
});
export const TopologyMap = /* @__PURE__ */ resourceContracts(topologyMapResource);
