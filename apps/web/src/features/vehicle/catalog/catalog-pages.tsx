import { BATTERY_ROUTE, batteryResource, batteryStandardResource, testableCarResource, vehicleCarResource } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ResourceListPage } from '../../../shared/kit/resource';
import { Tabs } from '../../../shared/ui/tabs';
import { productModelChoices, standardChoices } from './catalog-api';
import { useItemFields } from './catalog-fields';

/** /simple/car/index and its forms (/simple/car/add, /update/{id}, /detail/{id}). */
export function VehicleCarPage() {
  return <ResourceListPage def={vehicleCarResource} fields={useItemFields(vehicleCarResource, { brand: 'brandId', model: 'modelId' })} />;
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
