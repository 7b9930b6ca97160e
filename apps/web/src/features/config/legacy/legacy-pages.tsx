import {
  appFunctionResource,
  FUNCTION_EXAMINE_ROUTE,
  functionConfigResource,
  legacyGeneralResource,
  legacySpecialResource,
  odmConfigResource,
  oemDeviceResource,
  packagingResource,
  packingResource,
  productConfigurationResource,
  productModelConfigurationResource,
  snCommonConfigResource,
  snSpecialConfigResource,
} from '@diagops/contracts';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResourceListPage } from '../../../shared/kit/resource';
import { Tabs } from '../../../shared/ui/tabs';
import { useProductModelChoices } from './product-model-choices';

/** A list whose forms pick the product model from the product models (the declaration's `productModels` lookup). */
function WithProductModels(p: ComponentProps<typeof ResourceListPage>) {
  return <ResourceListPage {...p} fields={{ ...useProductModelChoices(p.def), ...p.fields }} />;
}

/** The configuration area's simpler screens: each a declaration's list, its forms at the paths the declaration names. */
export const SnCommonPage = () => <WithProductModels def={snCommonConfigResource} />;
export const SnSpecialPage = () => <ResourceListPage def={snSpecialConfigResource} initialValues={() => ({ effectType: 'immediate' })} />;
export const LegacyGeneralPage = () => <WithProductModels def={legacyGeneralResource} />;
export const LegacySpecialPage = () => <ResourceListPage def={legacySpecialResource} />;
export const ProductConfigurationPage = () => <WithProductModels def={productConfigurationResource} />;
export const ProductModelConfigurationPage = () => <WithProductModels def={productModelConfigurationResource} />;
export const AppFunctionPage = () => <ResourceListPage def={appFunctionResource} />;
export const OdmConfigPage = () => <WithProductModels def={odmConfigResource} />;
export const OemDevicePage = () => <WithProductModels def={oemDeviceResource} />;

/** /sysFunctionManage/functionList and its forms; /funAdd/{type} starts the form with that type. */
export function FunctionConfigPage() {
  const { type } = useParams();
  return <ResourceListPage def={functionConfigResource} initialValues={() => (type === 'software' || type === 'function' ? { type } : {})} />;
}

/** /sysFunctionManage/funExamine: the configs waiting for review; pass and reject show only on someone else's (the server's allowedActions). */
export const FunctionExaminePage = () => (
  <ResourceListPage def={functionConfigResource} route={FUNCTION_EXAMINE_ROUTE} noAdd fixedFilters={{ status: 'pending' }} />
);

/** /sn/snPackage: the packing records and the packaging records, a tab each (keyed: a tab's list is its own, not the other's with new props). */
export function SnPackagePage() {
  const { t } = useTranslation();
  return (
    <Tabs
      items={[
        { key: 'packing', label: t('config.legacy.tabs.packing'), children: <WithProductModels key="packing" def={packingResource} /> },
        { key: 'packaging', label: t('config.legacy.tabs.packaging'), children: <ResourceListPage key="packaging" def={packagingResource} /> },
      ]}
    />
  );
}
