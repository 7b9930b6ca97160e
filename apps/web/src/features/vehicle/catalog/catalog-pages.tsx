import {
  BATTERY_ROUTE,
  batteryResource,
  batteryStandardResource,
  CATALOG_FILE_AREAS,
  CATALOG_IMAGE_MAX_BYTES,
  CATALOG_IMAGE_TYPES,
  dlcResource,
  marketingAdResource,
  TSB_ATTACHMENT_MAX_BYTES,
  TSB_ATTACHMENT_TYPES,
  testableCarResource,
  tsbResource,
  vehicleCarResource,
} from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ResourceListPage } from '../../../shared/kit/resource';
import { Tabs } from '../../../shared/ui/tabs';
import { productModelChoices, standardChoices } from './catalog-api';
import { fileFieldOverride, useItemFields } from './catalog-fields';

const picture = { accept: CATALOG_IMAGE_TYPES, maxBytes: CATALOG_IMAGE_MAX_BYTES, image: true } as const;

/** /simple/car/index and its forms (/simple/car/add, /update/{id}, /detail/{id}). */
export function VehicleCarPage() {
  return <ResourceListPage def={vehicleCarResource} fields={useItemFields(vehicleCarResource, { brand: 'brandId', model: 'modelId' })} />;
}

/** /simple/tsb/index and its forms. */
export function TsbPage() {
  return (
    <ResourceListPage
      def={tsbResource}
      fields={{
        ...useItemFields(tsbResource, { brand: 'brandId', models: 'modelIds' }),
        attachmentId: fileFieldOverride(tsbResource, 'attachmentId', {
          area: CATALOG_FILE_AREAS.tsb,
          accept: TSB_ATTACHMENT_TYPES,
          maxBytes: TSB_ATTACHMENT_MAX_BYTES,
        }),
      }}
    />
  );
}

/** /simple/dlc/index and its forms, with the connector's picture. */
export function DlcPage() {
  return (
    <ResourceListPage
      def={dlcResource}
      fields={{
        ...useItemFields(dlcResource, { brand: 'brandId', model: 'modelId' }),
        imageId: fileFieldOverride(dlcResource, 'imageId', { area: CATALOG_FILE_AREAS.dlc, ...picture }),
      }}
    />
  );
}

/**
 * /simple/battery: the batteries, and the battery standards in a second tab (routes.tsv gives the
 * standards forms, /standard/add, /edit/{id}, /detail/{id}, and no list: their list lives here).
 */
export function BatteryPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const standards = useQuery({ queryKey: ['vehicleCatalog', 'standards'], queryFn: standardChoices });
  const onStandards = pathname.startsWith('/standard/') || new URLSearchParams(search).get('tab') === 'standards';
  return (
    <Tabs
      key={onStandards ? 'standards' : 'batteries'}
      defaultActiveKey={onStandards ? 'standards' : 'batteries'}
      onChange={(key) => navigate(key === 'standards' ? `${BATTERY_ROUTE}?tab=standards` : BATTERY_ROUTE)}
      items={[
        {
          key: 'batteries',
          label: t('vehicleCatalog.tabs.batteries'),
          children: <ResourceListPage key="batteries" def={batteryResource} fields={{ standardId: { options: standards.data ?? [] } }} />,
        },
        {
          key: 'standards',
          label: t('vehicleCatalog.tabs.standards'),
          children: <ResourceListPage key="standards" def={batteryStandardResource} onChanged={() => void standards.refetch()} />,
        },
      ]}
    />
  );
}

/** /simple/marketingAdvertising: the advertisements (dialogs), each with its picture. */
export function MarketingAdPage() {
  return (
    <ResourceListPage
      def={marketingAdResource}
      fields={{ imageId: fileFieldOverride(marketingAdResource, 'imageId', { area: CATALOG_FILE_AREAS.ad, ...picture }) }}
    />
  );
}

/** /simple/testableCar/list: which of our models a product model can test (import and export). */
export function TestableCarPage() {
  const pms = useQuery({ queryKey: ['vehicleCatalog', 'productModels'], queryFn: productModelChoices });
  return (
    <ResourceListPage
      def={testableCarResource}
      fields={{ ...useItemFields(testableCarResource, { model: 'modelId' }), productModel: { options: pms.data ?? [] } }}
    />
  );
}
