import {
  adasBasicResource,
  adasDataResource,
  EXTRAS_DOC_MAX_BYTES,
  EXTRAS_DOC_TYPES,
  EXTRAS_FILE_AREAS,
  motorcycleWireResource,
  operationManualResource,
  shortCodeResource,
  topologyBasicResource,
  topologyMapResource,
  vehicleServiceResource,
} from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../shared/kit/resource';
import { fileFieldOverride, useItemFields } from '../catalog/catalog-fields';
import { adasBasicChoices, manualProductModels, topologyModules } from './extras-api';
import { TopologyNodesField } from './topology-nodes';

const doc = { accept: EXTRAS_DOC_TYPES, maxBytes: EXTRAS_DOC_MAX_BYTES } as const;

/** /vehicleServices/vehicle/list and its forms (add, edit/{id}). */
export function VehicleServicePage() {
  return <ResourceListPage def={vehicleServiceResource} fields={useItemFields(vehicleServiceResource, { brand: 'brandId', model: 'modelId' })} />;
}

/** /motorcycleWire/list: wiring diagrams per brand, model and years, with the file. */
export function MotorcycleWirePage() {
  return (
    <ResourceListPage
      def={motorcycleWireResource}
      fields={{
        ...useItemFields(motorcycleWireResource, { brand: 'brandId', model: 'modelId' }),
        fileId: fileFieldOverride(motorcycleWireResource, 'fileId', { area: EXTRAS_FILE_AREAS.wire, ...doc }),
      }}
    />
  );
}

/** /operationManual/list: a manual per product model and language, with its version and file. */
export function OperationManualPage() {
  const { i18n } = useTranslation();
  const pms = useQuery({ queryKey: ['vehicleExtras', 'productModels', i18n.language], queryFn: manualProductModels });
  return (
    <ResourceListPage
      def={operationManualResource}
      fields={{
        productModel: { options: pms.data ?? [] },
        fileId: fileFieldOverride(operationManualResource, 'fileId', { area: EXTRAS_FILE_AREAS.manual, ...doc }),
      }}
    />
  );
}

/** /simple/shortCode: a brand's short codes and what they stand for. */
export function ShortCodePage() {
  return <ResourceListPage def={shortCodeResource} fields={useItemFields(shortCodeResource, { brand: 'brandId' })} />;
}

/** /adasDataManage/basicDatalist: ADAS system and calibration types. */
export function AdasBasicPage() {
  return <ResourceListPage def={adasBasicResource} />;
}

/** /adasDataManage/list, /add/{id?} (add and edit), /detail/{id}. */
export function AdasDataPage() {
  const { i18n } = useTranslation();
  const systems = useQuery({ queryKey: ['vehicleExtras', 'adas', 'systemType', i18n.language], queryFn: () => adasBasicChoices('systemType') });
  const cals = useQuery({ queryKey: ['vehicleExtras', 'adas', 'calibrationType', i18n.language], queryFn: () => adasBasicChoices('calibrationType') });
  return (
    <ResourceListPage
      def={adasDataResource}
      fields={{
        ...useItemFields(adasDataResource, { brand: 'brandId', model: 'modelId' }),
        systemTypeId: { options: systems.data ?? [] },
        calibrationTypeId: { options: cals.data ?? [] },
        fileId: fileFieldOverride(adasDataResource, 'fileId', { area: EXTRAS_FILE_AREAS.adas, ...doc }),
      }}
    />
  );
}

/** /topologyMapManagement/basicData: the modules (ECUs) with a name per language. */
export function TopologyBasicPage() {
  return <ResourceListPage def={topologyBasicResource} />;
}

/** /topologyMapManagement/topologyMap: a model's network, its modules on their buses, drawn as a map. */
export function TopologyMapPage() {
  const { i18n } = useTranslation();
  const modules = useQuery({ queryKey: ['vehicleExtras', 'topologyModules', i18n.language], queryFn: topologyModules });
  return (
    <ResourceListPage
      def={topologyMapResource}
      initialValues={() => ({ nodes: [{ bus: 'CAN' }] })}
      fields={{
        ...useItemFields(topologyMapResource, { brand: 'brandId', model: 'modelId' }),
        nodes: { render: (mode) => <TopologyNodesField mode={mode} modules={modules.data ?? []} /> },
      }}
    />
  );
}
