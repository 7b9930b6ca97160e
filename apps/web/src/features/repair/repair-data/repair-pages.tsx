import {
  FAULT_CODE_OUT_ROUTE,
  faultCodeInResource,
  faultCodeOutResource,
  REPAIR_ATTACHMENT_MAX_BYTES,
  REPAIR_ATTACHMENT_TYPES,
  REPAIR_ATTACHMENTS_MAX,
  REPAIR_MATERIAL_FILE_AREA,
  REPAIR_TYPES,
  REPAIR_VEHICLE_ROUTE,
  repairDataItemResource,
  repairMaterialResource,
  repairTaskResource,
  repairVehicleResource,
  text2,
} from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ResourceListPage } from '../../../shared/kit/resource';
import type { ResourceRow } from '../../../shared/kit/resource/resource-api';
import { Alert } from '../../../shared/ui/alert';
import { useItemFields } from '../../vehicle';
import { repairDataChoices } from './repair-api';
import { filesOverride } from './repair-controls';

/** The repair data items a form may pick (the first 50 by name; the kit's select searches them by label). */
function useRepairDataOptions() {
  const q = useQuery({ queryKey: ['repair', 'dataChoices'], queryFn: () => repairDataChoices() });
  return q.data ?? [];
}

/** /repairData/taskManage/list: the tasks, their state machine and the review (never by the task's creator). */
export function RepairTaskPage() {
  return <ResourceListPage def={repairTaskResource} fields={{ repairDataId: { options: useRepairDataOptions() } }} />;
}

/** /repairData/materialManage/list and its routed forms (add, edit/{id?}, detail/{id?}/{repairTypeId?}). */
export function RepairMaterialPage() {
  return (
    <ResourceListPage
      def={repairMaterialResource}
      fields={{
        attachmentIds: filesOverride(repairMaterialResource, 'attachmentIds', {
          area: REPAIR_MATERIAL_FILE_AREA,
          accept: REPAIR_ATTACHMENT_TYPES,
          maxBytes: REPAIR_ATTACHMENT_MAX_BYTES,
          max: REPAIR_ATTACHMENTS_MAX,
        }),
      }}
    />
  );
}

const enc = encodeURIComponent;

/** /repairData/dataManage/list: the items, each opening its external codes and its associated vehicles. */
export function RepairDataPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const typeName = (r: ResourceRow) => {
    const label = REPAIR_TYPES[r.repairType as keyof typeof REPAIR_TYPES];
    return label ? text2(label, i18n.language) : String(r.repairType);
  };
  return (
    <ResourceListPage
      def={repairDataItemResource}
      cells={{
        vehicleCoverage: (r) => (
          <Button
            type="link"
            size="small"
            data-testid={`vehicles-${r.id}`}
            onClick={() => navigate(`${REPAIR_VEHICLE_ROUTE}/${enc(String(r.dataName))}/${r.id}`)}
          >
            {(r.vehicleCoverage as string) || t('repair.associate')}
          </Button>
        ),
        faultCodeCount: (r) => (
          <Button type="link" size="small" onClick={() => navigate(`${FAULT_CODE_OUT_ROUTE}/${enc(String(r.dataName))}/${enc(typeName(r))}`)}>
            {String(r.faultCodeCount ?? 0)}
          </Button>
        ),
      }}
    />
  );
}

/** /repairData/faultCodeManageIn/list: our own codes, both languages on each (import and export). */
export function FaultCodeInPage() {
  return <ResourceListPage def={faultCodeInResource} />;
}

/**
 * The repair data item a list is narrowed to by its route's optional segments (`{dataName?}` and
 * `{repairDataId?}` or `{repairTypeName?}`): found by its name (and id or repair type); none = every item.
 */
function useRouteItem(): { narrowed: boolean; id?: number; name?: string; missing: boolean } {
  const { i18n } = useTranslation();
  const { dataName, repairDataId, repairTypeName } = useParams();
  const found = useQuery({
    queryKey: ['repair', 'dataChoices', dataName ?? ''],
    queryFn: () => repairDataChoices({ keyword: dataName!.slice(0, 64) }),
    enabled: Boolean(dataName) && !repairDataId,
  });
  if (repairDataId && Number(repairDataId) > 0) return { narrowed: true, id: Number(repairDataId), name: dataName, missing: false };
  if (!dataName) return { narrowed: false, missing: false };
  const typeOk = (type: string) => {
    const label = REPAIR_TYPES[type as keyof typeof REPAIR_TYPES];
    return (
      !repairTypeName ||
      type === repairTypeName ||
      (label ? (label as readonly string[]).includes(repairTypeName) || text2(label, i18n.language) === repairTypeName : false)
    );
  };
  const item = found.data?.find((c) => c.label === dataName && typeOk(c.repairType));
  return { narrowed: true, id: item?.value, name: dataName, missing: found.isSuccess && !item };
}

/** The notice above a list narrowed to one repair data item, with the way back to every item. */
function Narrowed(p: { name?: string; route: string; missing: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Alert
      style={{ marginBottom: 12 }}
      type={p.missing ? 'warning' : 'info'}
      showIcon
      message={t(p.missing ? 'repair.noSuchData' : 'repair.narrowedTo', { name: p.name })}
      action={
        <Button size="small" onClick={() => navigate(p.route)}>
          {t('repair.showAll')}
        </Button>
      }
    />
  );
}

/** /repairData/faultCodeManageOut/list/{dataName?}/{repairTypeName?}: external codes, of one item when the route names it. */
export function FaultCodeOutPage() {
  const item = useRouteItem();
  const options = useRepairDataOptions();
  if (item.narrowed && item.id === undefined && !item.missing) return null;
  return (
    <>
      {item.narrowed && <Narrowed name={item.name} route={FAULT_CODE_OUT_ROUTE} missing={item.missing} />}
      <ResourceListPage
        key={item.id ?? 'all'}
        def={faultCodeOutResource}
        fixedFilters={item.narrowed ? { repairDataId: item.id ?? 0 } : undefined}
        initialValues={item.id ? () => ({ repairDataId: item.id }) : undefined}
        fields={{ repairDataId: { options } }}
      />
    </>
  );
}

/** /repairData/associatedVehicles/list/{dataName?}/{repairDataId?}: our models associated with repair data (added and removed). */
export function RepairVehiclePage() {
  const item = useRouteItem();
  const options = useRepairDataOptions();
  const items = useItemFields(repairVehicleResource, { brand: 'brandId', model: 'modelId' });
  if (item.narrowed && item.id === undefined && !item.missing) return null;
  return (
    <>
      {item.narrowed && <Narrowed name={item.name} route={REPAIR_VEHICLE_ROUTE} missing={item.missing} />}
      <ResourceListPage
        key={item.id ?? 'all'}
        def={repairVehicleResource}
        fixedFilters={item.narrowed ? { repairDataId: item.id ?? 0 } : undefined}
        initialValues={item.id ? () => ({ repairDataId: item.id }) : undefined}
        fields={{ ...items, repairDataId: { options } }}
      />
    </>
  );
}
