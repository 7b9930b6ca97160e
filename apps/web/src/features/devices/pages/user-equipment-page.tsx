import {
  DEVICE_ACTION_FROM,
  DEVICE_BATCH_MAX,
  DEVICE_TYPES,
  DEVICE_PERMISSIONS as P,
  type TDevice,
  type TDeviceAction,
  ZDeviceAddRequest,
} from '@diagops/contracts';
import { Button } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Access } from '../../../shared/components/access';
import {
  AddButton,
  type KitColumn,
  KitEntityForm,
  KitListPage,
  type ListActions,
  type RowAction,
  rowActionsColumn,
  StatusTag,
  statusEnum,
} from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Space } from '../../../shared/ui/space';
import { Typography } from '../../../shared/ui/typography';
import { useProductOptions } from '../../products';
import { addDevice, getDevicePage, returnDevices } from '../api/device-calls';
import { DeviceActionDialog, DIALOG_ACTIONS, type DialogAction } from '../components/device-action-dialog';
import type { BatchAction } from '../components/device-batch';

// the batch dialogs load the first time one is opened: the list itself does not carry them
const DeviceBatchDialog = lazy(() => import('../components/device-batch').then((m) => ({ default: m.DeviceBatchDialog })));

import { ACTION_PERMISSION, DEVICE_STATUS } from '../components/device-labels';

const allowed = (a: TDeviceAction, d: TDevice) => DEVICE_ACTION_FROM[a].includes(d.status);

/** /brand/userEquipment — devices with their owners; the DEV-03 actions in dialogs; return, mark and extend warranty in batch. */
export default function UserEquipmentPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const products = useProductOptions(i18n.language === 'zh-CN');
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  const ref = useRef<ListActions | undefined>(undefined);
  const [target, setTarget] = useState<{ action: DialogAction; device: TDevice } | null>(null);
  const [returning, setReturning] = useState<TDevice[] | null>(null);
  const [returnNote, setReturnNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [batch, setBatch] = useState<{ action: BatchAction | null; rows: TDevice[]; clear: () => void }>({ action: null, rows: [], clear: () => {} });
  const [batchUsed, setBatchUsed] = useState(false);
  const openBatch = (action: BatchAction, rows: TDevice[], clear: () => void) => {
    if (rows.length === 0) return void message.warning(t('kit.noSelection'));
    if (rows.length > DEVICE_BATCH_MAX) return void message.warning(t('devices.batchTooMany', { max: DEVICE_BATCH_MAX }));
    setBatch({ action, rows, clear });
    setBatchUsed(true);
  };
  const open = (r: TDevice) => navigate(`/brand/equipment/detailSN/${r.id}/${encodeURIComponent(r.sn)}`);
  const extra: RowAction<TDevice>[] = DIALOG_ACTIONS.map((a) => ({
    key: a,
    label: t(`devices.action.${a}`),
    permission: ACTION_PERMISSION[a],
    when: (r) => allowed(a, r),
    onClick: (r) => setTarget({ action: a, device: r }),
    testId: (r) => `device-${a}-${r.sn}`,
  }));
  const columns: KitColumn<TDevice>[] = [
    {
      title: t('devices.sn'),
      dataIndex: 'sn',
      width: 160,
      fixed: 'left',
      sortKey: 'sn',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => open(r)} style={{ padding: 0 }}>
          {r.sn}
        </Button>
      ),
    },
    // the status (and a transfer's receiver) next to the SN: the first thing support looks for
    {
      title: t('devices.status'),
      dataIndex: 'status',
      width: 170,
      valueEnum: statusEnum(DEVICE_STATUS, t),
      render: (_, r) => (
        <>
          <StatusTag value={r.status} styles={DEVICE_STATUS} />
          {r.status === 'transferring' && r.transferToCustomerId ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid={`device-transfer-to-${r.sn}`}>
              {t('devices.transferTo', { account: r.transferToAccount ?? r.transferToCustomerId })}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    { title: t('devices.customerId'), dataIndex: 'customerId', width: 100, valueType: 'digit', render: (_, r) => r.customerId ?? '-' },
    { title: t('devices.owner'), dataIndex: 'customerAccount', width: 200, search: false, render: (_, r) => r.customerAccount ?? r.customerName ?? '-' },
    { title: t('devices.phone'), dataIndex: 'customerPhone', width: 130, search: false, render: (_, r) => r.customerPhone ?? '-' },
    { title: t('devices.product'), dataIndex: 'productName', width: 200, search: false, render: (_, r) => r.productName ?? '-' },
    { title: t('devices.model'), dataIndex: 'productModelName', width: 180, search: false, render: (_, r) => r.productModelName ?? r.productModelCode ?? '-' },
    {
      title: t('devices.type'),
      dataIndex: 'type',
      width: 90,
      valueType: 'select',
      fieldProps: { options: DEVICE_TYPES.map((v) => ({ value: v, label: t(`devices.typeValue.${v}`) })) },
      render: (_, r) => t(`devices.typeValue.${r.type}`),
    },
    { title: t('devices.purpose'), dataIndex: 'purpose', width: 90, search: false, render: (_, r) => t(`devices.purposeValue.${r.purpose}`) },
    { title: t('devices.bindTime'), dataIndex: 'bindTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'bindTime' },
    { title: t('devices.warrantyTime'), dataIndex: 'warrantyTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'warrantyTime' },
    { title: t('devices.expiryTime'), dataIndex: 'expiryTime', width: 170, valueType: 'dateTime', search: false },
    rowActionsColumn<TDevice>({ width: 260, wrap: true, onDetail: open, extra }),
  ];
  return (
    <>
      <KitListPage<TDevice>
        id="userEquipment"
        rowKey="id"
        keyset
        columns={columns}
        fetch={getDevicePage}
        actionRef={ref}
        toolbar={() => [<AddButton key="add" permission={P.deviceAdd.name} onClick={() => setAdding(true)} />]}
        batch={({ rows, clear }) => (
          <Space size="small" wrap>
            <Access permission={P.deviceMark.name}>
              <Button size="small" data-testid="device-batch-markPurpose" onClick={() => openBatch('markPurpose', rows, clear)}>
                {t('devices.batchMark')}
              </Button>
            </Access>
            <Access permission={P.deviceWarranty.name}>
              <Button size="small" data-testid="device-batch-extendWarranty" onClick={() => openBatch('extendWarranty', rows, clear)}>
                {t('devices.batchExtend')}
              </Button>
            </Access>
            <Access permission={P.deviceReturn.name}>
              <Button
                size="small"
                data-testid="device-return"
                onClick={() => {
                  if (rows.length === 0) return void message.warning(t('kit.noSelection'));
                  if (rows.some((r) => r.status !== 'unbound')) return void message.warning(t('devices.returnOnlyUnbound'));
                  setReturning(rows);
                }}
              >
                {t('devices.action.return')}
              </Button>
            </Access>
            <Button size="small" type="link" onClick={clear}>
              {t('devices.clearSelection')}
            </Button>
          </Space>
        )}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={adding ? 'add' : null}
        titleKey={{ add: 'devices.addTitle', edit: 'devices.addTitle', detail: 'devices.addTitle' }}
        schema={ZDeviceAddRequest}
        fields={[
          { name: 'sn', labelKey: 'devices.sn', kind: 'text' },
          { name: 'productId', labelKey: 'devices.product', kind: 'select', options: products.data ?? [] },
          { name: 'type', labelKey: 'devices.type', kind: 'select', options: DEVICE_TYPES.map((v) => ({ value: v, label: t(`devices.typeValue.${v}`) })) },
          { name: 'registrationCode', labelKey: 'devices.registrationCode', kind: 'text' },
        ]}
        initialValues={{ type: 'normal' }}
        onClose={() => setAdding(false)}
        onSubmit={async (v) => {
          await addDevice(v as never);
          ref.current?.reload();
        }}
      />
      <DeviceActionDialog
        action={target?.action ?? null}
        device={target?.device ?? null}
        onClose={(changed) => {
          setTarget(null);
          if (changed) ref.current?.reload();
        }}
      />
      {batchUsed && (
        <Suspense fallback={null}>
          <DeviceBatchDialog
            action={batch.action}
            rows={batch.rows}
            onClose={(changed) => {
              setBatch((b) => ({ ...b, action: null }));
              if (changed) {
                batch.clear();
                ref.current?.reload();
              }
            }}
          />
        </Suspense>
      )}
      <Modal
        open={returning !== null}
        title={t('devices.returnTitle', { n: returning?.length ?? 0 })}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: !returnNote.trim(), loading: busy, danger: true }}
        onCancel={() => setReturning(null)}
        destroyOnHidden
        onOk={async () => {
          setBusy(true);
          try {
            const r = await returnDevices(
              returning!.map((d) => d.id),
              returnNote.trim(),
            );
            message.success(t('devices.returned', { n: r.returned }));
            setReturning(null);
            setReturnNote('');
            ref.current?.reload();
          } finally {
            setBusy(false);
          }
        }}
      >
        <p>{returning?.map((d) => d.sn).join(', ')}</p>
        <Input.TextArea
          aria-label={t('devices.note')}
          placeholder={t('devices.note')}
          value={returnNote}
          onChange={(e) => setReturnNote(e.target.value)}
          maxLength={500}
        />
      </Modal>
    </>
  );
}
