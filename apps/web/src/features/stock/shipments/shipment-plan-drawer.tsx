import { SHIPMENT_PLAN_PERMISSIONS as P, type TShipmentPlanDetail } from '@diagops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { DocumentDrawer, StatusTag } from '../../../shared/kit';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { ApprovalPanel, ApprovalStep } from '../../approvals';
import { SnDialog } from '../shared/sn-dialog';
import { when } from '../shared/stock-text';
import { cancelShipmentPlan, getShipmentPlan, shipShipmentPlan, submitShipmentPlan } from './shipment-calls';
import { PLAN_STATUS, TARGET_KIND } from './shipment-labels';

/** One shipment plan: its head, lines, approval, and Submit / Ship / Cancel (each confirmed; disabled while running). */
export function ShipmentPlanDrawer({
  id,
  onClose,
  onEdit,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  onEdit: (p: TShipmentPlanDetail) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [shipping, setShipping] = useState(false);
  const canEdit = usePermission(P.edit.name);
  return (
    <DocumentDrawer<TShipmentPlanDetail>
      id={id}
      queryKey={['stock', 'shipmentPlan']}
      load={getShipmentPlan}
      prefix="plan"
      width={820}
      title={(p) => (p ? `${t('shipments.plan')} ${p.no}` : t('shipments.plan'))}
      notFound={t('shipments.notFound')}
      busy={shipping}
      onClose={onClose}
      onChanged={onChanged}
      actions={(p) => [
        { key: 'edit', label: t('shipments.edit'), show: p.allowedActions.includes('edit') && canEdit, run: () => onEdit(p) },
        {
          key: 'submit',
          label: t('shipments.submit'),
          primary: true,
          confirm: t('shipments.confirmSubmit', { no: p.no }),
          run: () => submitShipmentPlan(p.id, p.version),
          done: t('shipments.submitted'),
        },
        { key: 'ship', label: t('shipments.ship'), primary: true, run: () => setShipping(true) },
        {
          key: 'cancel',
          label: t('shipments.cancel'),
          danger: true,
          confirm: t('shipments.confirmCancel', { no: p.no }),
          run: () => cancelShipmentPlan(p.id, p.version),
          done: t('shipments.cancelled'),
        },
      ]}
      head={(p) => [
        { label: t('shipments.status.label'), value: <StatusTag value={p.status} styles={PLAN_STATUS} /> },
        { label: t('shipments.warehouse'), value: p.warehouseName },
        { label: t('shipments.targetKind'), value: <StatusTag value={p.targetKind} styles={TARGET_KIND} /> },
        { label: t('shipments.target.label'), value: p.targetName },
        { label: t('shipments.plannedDate'), value: p.plannedDate },
        { label: t('shipments.creator'), value: p.creatorName },
        p.approval && { label: t('shipments.approval'), value: <ApprovalStep approval={p.approval} /> },
        p.shippedAt && { label: t('shipments.shippedAt'), value: `${when(p.shippedAt)} · ${p.shippedBy}` },
        { label: t('shipments.remark'), value: p.remark ?? '-', wide: true },
      ]}
    >
      {(p, reload) => (
        <>
          <DataTable
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={p.lines}
            data-testid="plan-lines"
            columns={[
              { title: t('shipments.sku'), key: 'sku', render: (_, l) => `${l.skuCode} ${l.skuName}` },
              { title: t('shipments.qty'), dataIndex: 'qty', align: 'right' },
              { title: t('shipments.serialised'), key: 'serialised', render: (_, l) => (l.serialised ? t('shipments.yes') : t('shipments.no_')) },
              {
                title: 'SN',
                key: 'sns',
                render: (_, l) => (
                  <Space wrap>
                    {l.sns.map((sn) => (
                      <Tag key={sn}>{sn}</Tag>
                    ))}
                  </Space>
                ),
              },
            ]}
          />
          <ApprovalPanel docType="shipmentPlan" docId={p.id} docVersion={p.version} onDecided={reload} />
          {shipping && (
            <SnDialog
              title={t('shipments.shipTitle', { no: p.no })}
              lines={p.lines.filter((l) => l.serialised)}
              empty={t('shipments.noSnLines')}
              question={t('shipments.confirmShip', { no: p.no, target: p.targetName })}
              testId="plan-ship"
              send={(lines) => shipShipmentPlan({ id: p.id, version: p.version, lines })}
              done={t('shipments.shipped')}
              onClose={() => setShipping(false)}
              onDone={() => {
                setShipping(false);
                reload();
              }}
            />
          )}
        </>
      )}
    </DocumentDrawer>
  );
}
