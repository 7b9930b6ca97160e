import { SHIPMENT_PLAN_PERMISSIONS as P, type TShipmentPlanDetail } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { confirmAction, StatusTag, showSaveError } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Empty } from '../../../shared/ui/empty';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Tag } from '../../../shared/ui/tag';
import { ApprovalPanel } from '../../approvals';
import { cancelShipmentPlan, getShipmentPlan, shipShipmentPlan, submitShipmentPlan } from './shipment-calls';
import { PLAN_STATUS, TARGET_KIND, when } from './shipment-labels';

/** The SNs typed for each serialised line: one a line of the text. */
const splitSns = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,;，；]+/)
    .map((s) => s.trim())
    .filter(Boolean);

function ShipDialog({ plan, open, onClose, onShipped }: { plan: TShipmentPlanDetail; open: boolean; onClose: () => void; onShipped: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [sns, setSns] = useState<Record<number, string>>({});
  const [running, setRunning] = useState(false);
  const serialised = plan.lines.filter((l) => l.serialised);
  const ship = async () => {
    for (const l of serialised) {
      const n = splitSns(sns[l.id]).length;
      if (n !== l.qty) {
        message.error(t('shipments.snCount', { sku: l.skuCode, qty: l.qty, n }));
        return;
      }
    }
    if (!(await confirmAction(t('shipments.confirmShip', { no: plan.no, target: plan.targetName })))) return;
    setRunning(true);
    try {
      await shipShipmentPlan({ id: plan.id, version: plan.version, lines: serialised.map((l) => ({ lineId: l.id, sns: splitSns(sns[l.id]) })) });
      message.success(t('shipments.shipped'));
      onShipped();
    } catch (e) {
      showSaveError(e, message);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={ship}
      confirmLoading={running}
      okButtonProps={{ disabled: running, 'data-testid': 'plan-ship-ok' }}
      title={t('shipments.shipTitle', { no: plan.no })}
      destroyOnHidden
    >
      {serialised.length === 0 ? (
        <p>{t('shipments.noSnLines')}</p>
      ) : (
        serialised.map((l) => (
          <div key={l.id} style={{ marginBottom: 12 }}>
            <label htmlFor={`sns-${l.id}`} style={{ display: 'block', marginBottom: 4 }}>
              {t('shipments.snsOf', { sku: `${l.skuCode} ${l.skuName}`, qty: l.qty, n: splitSns(sns[l.id]).length })}
            </label>
            <Input.TextArea
              id={`sns-${l.id}`}
              rows={4}
              value={sns[l.id] ?? ''}
              onChange={(e) => setSns((s) => ({ ...s, [l.id]: e.target.value }))}
              placeholder={t('shipments.snsPlaceholder')}
              data-testid={`plan-ship-sns-${l.id}`}
            />
          </div>
        ))
      )}
    </Modal>
  );
}

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
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ['stock', 'shipmentPlan', id], queryFn: () => getShipmentPlan(id!), enabled: id != null, retry: false });
  const [running, setRunning] = useState(false);
  const [shipping, setShipping] = useState(false);
  const canEdit = usePermission(P.edit.name);
  const p = q.data;
  const reload = () => {
    void qc.invalidateQueries({ queryKey: ['stock', 'shipmentPlan', id] });
    onChanged();
  };
  const act = async (question: string, fn: () => Promise<unknown>, done: string) => {
    if (!(await confirmAction(question))) return;
    setRunning(true);
    try {
      await fn();
      message.success(done);
      reload();
    } catch (e) {
      showSaveError(e, message);
    } finally {
      setRunning(false);
    }
  };
  const allowed = new Set(p?.allowedActions ?? []);
  return (
    <Drawer
      open={id != null}
      onClose={onClose}
      width={820}
      title={p ? `${t('shipments.plan')} ${p.no}` : t('shipments.plan')}
      destroyOnHidden
      data-testid="plan-drawer"
    >
      {q.isLoading ? (
        <Spin />
      ) : !p ? (
        <Empty description={t('shipments.notFound')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            {allowed.has('edit') && canEdit && (
              <Button disabled={running} onClick={() => onEdit(p)} data-testid="plan-edit">
                {t('shipments.edit')}
              </Button>
            )}
            {allowed.has('submit') && (
              <Button
                type="primary"
                disabled={running}
                loading={running}
                onClick={() => act(t('shipments.confirmSubmit', { no: p.no }), () => submitShipmentPlan(p.id, p.version), t('shipments.submitted'))}
                data-testid="plan-submit"
              >
                {t('shipments.submit')}
              </Button>
            )}
            {allowed.has('ship') && (
              <Button type="primary" disabled={running} onClick={() => setShipping(true)} data-testid="plan-ship">
                {t('shipments.ship')}
              </Button>
            )}
            {allowed.has('cancel') && (
              <Button
                danger
                disabled={running}
                onClick={() => act(t('shipments.confirmCancel', { no: p.no }), () => cancelShipmentPlan(p.id, p.version), t('shipments.cancelled'))}
                data-testid="plan-cancel"
              >
                {t('shipments.cancel')}
              </Button>
            )}
          </Space>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="plan-head">
            <Descriptions.Item label={t('shipments.status.label')}>
              <StatusTag value={p.status} styles={PLAN_STATUS} />
            </Descriptions.Item>
            <Descriptions.Item label={t('shipments.warehouse')}>{p.warehouseName}</Descriptions.Item>
            <Descriptions.Item label={t('shipments.targetKind')}>
              <StatusTag value={p.targetKind} styles={TARGET_KIND} />
            </Descriptions.Item>
            <Descriptions.Item label={t('shipments.target.label')}>{p.targetName}</Descriptions.Item>
            <Descriptions.Item label={t('shipments.plannedDate')}>{p.plannedDate}</Descriptions.Item>
            <Descriptions.Item label={t('shipments.creator')}>{p.creatorName}</Descriptions.Item>
            {p.approval && (
              <Descriptions.Item label={t('shipments.approval')}>
                {p.approval.step
                  ? `${i18n.language === 'en-US' ? p.approval.step.nameEn : p.approval.step.nameZh}`
                  : t(`shipments.approvalStatus.${p.approval.status}`)}
              </Descriptions.Item>
            )}
            {p.shippedAt && (
              <Descriptions.Item label={t('shipments.shippedAt')}>
                {when(p.shippedAt)} · {p.shippedBy}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('shipments.remark')} span={2}>
              {p.remark ?? '-'}
            </Descriptions.Item>
          </Descriptions>
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
          <ApprovalPanel docType="shipmentPlan" docId={p.id} onDecided={reload} />
          <ShipDialog
            plan={p}
            open={shipping}
            onClose={() => setShipping(false)}
            onShipped={() => {
              setShipping(false);
              reload();
            }}
          />
        </Space>
      )}
    </Drawer>
  );
}
