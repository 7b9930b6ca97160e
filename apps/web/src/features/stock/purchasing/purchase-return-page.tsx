import { PURCHASE_RETURN_PERMISSIONS as P, type TPurchaseReturn, type TReturnable } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Form } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  AddButton,
  confirmAction,
  type KitColumn,
  KitListPage,
  type ListActions,
  rowActionsColumn,
  StatusTag,
  showSaveError,
  statusEnum,
} from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Input, InputNumber } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { ApprovalPanel } from '../../approvals';
import { addReturn, getOrderPage, getReturn, getReturnable, getReturnPage, submitReturn } from './purchasing-calls';
import { RETURN_STATUS } from './purchasing-labels';

/** /supply/purchaseReturn — returns to the supplier against an order's receipts, posted when approved. */
export default function PurchaseReturnPage() {
  const { t } = useTranslation();
  const ref = useRef<ListActions>(undefined);
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('id')) || null;
  const [adding, setAdding] = useState(false);
  const open = (id: number | null) => setParams(id ? { id: String(id) } : {}, { replace: true });
  const columns: KitColumn<TPurchaseReturn>[] = [
    { title: t('stock.returnNo'), dataIndex: 'no', width: 170, fixed: 'left', sortKey: 'no' },
    { title: t('stock.orderNo'), dataIndex: 'orderNo', width: 170 },
    { title: t('stock.supplier'), dataIndex: 'supplierName', width: 180, search: false },
    { title: t('stock.warehouse'), dataIndex: 'warehouseName', width: 160, search: false },
    {
      title: t('stock.status'),
      dataIndex: 'status',
      width: 110,
      valueEnum: statusEnum(RETURN_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={RETURN_STATUS} />,
    },
    { title: t('stock.qty'), dataIndex: 'totalQty', width: 90, search: false, align: 'right' },
    { title: t('stock.reason'), dataIndex: 'reason', width: 200, search: false },
    { title: t('stock.creator'), dataIndex: 'creatorName', width: 120, search: false },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    rowActionsColumn<TPurchaseReturn>({ width: 90, onDetail: (r) => open(r.id) }),
  ];
  return (
    <>
      <KitListPage<TPurchaseReturn>
        id="purchaseReturns"
        rowKey="id"
        keyset
        columns={columns}
        fetch={getReturnPage}
        actionRef={ref}
        toolbar={() => [<AddButton key="add" permission={P.add.name} onClick={() => setAdding(true)} />]}
      />
      {openId && <ReturnDrawer id={openId} onClose={() => open(null)} onChanged={() => ref.current?.reload()} />}
      {adding && (
        <ReturnForm
          onClose={(id) => {
            setAdding(false);
            if (id) {
              ref.current?.reload();
              open(id);
            }
          }}
        />
      )}
    </>
  );
}

type LineValues = { qty?: number; sns?: string[] };

/** Pick an order (by number), then how much of each receipt line goes back and which SNs. */
function ReturnForm({ onClose }: { onClose: (id?: number) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string; lines: LineValues[] }>();
  const [keyword, setKeyword] = useState('');
  const [orderId, setOrderId] = useState<number>();
  const [saving, setSaving] = useState(false);
  const orders = useQuery({
    queryKey: ['stock', 'returnOrders', keyword],
    queryFn: () => getOrderPage({ current: 1, size: 20, ...(keyword.trim() ? { no: keyword.trim() } : {}) }),
  });
  const returnable = useQuery<TReturnable>({ queryKey: ['stock', 'returnable', orderId], queryFn: () => getReturnable(orderId!), enabled: !!orderId });
  const lines = returnable.data?.lines ?? [];
  const save = async () => {
    const v = await form.validateFields();
    const picked = lines
      .map((l, i) => ({ receiptLineId: l.id, qty: v.lines?.[i]?.qty ?? 0, ...(l.serialised ? { sns: v.lines?.[i]?.sns ?? [] } : {}) }))
      .filter((l) => l.qty > 0);
    if (!orderId || picked.length === 0) {
      message.warning(t('stock.nothingToReturn'));
      return;
    }
    setSaving(true);
    try {
      const r = await addReturn({ orderId, reason: v.reason.trim(), lines: picked });
      message.success(t('stock.saved'));
      onClose(r.id);
    } catch (e) {
      showSaveError(e, message, form);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      width={900}
      title={t('stock.addReturn')}
      onCancel={() => onClose()}
      onOk={save}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'pr-save' }}
    >
      <Form form={form} layout="vertical">
        <Form.Item label={t('stock.orderNo')} required>
          <Select<number>
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            value={orderId}
            onChange={(v) => {
              setOrderId(v as number);
              form.setFieldValue('lines', []);
            }}
            options={(orders.data?.records ?? []).filter((o) => o.receivedQty > 0).map((o) => ({ value: o.id, label: `${o.no} ${o.supplierName}` }))}
            data-testid="pr-order"
          />
        </Form.Item>
        {returnable.isFetching && <Spin />}
        {lines.map((l, i) => (
          <div key={l.id} style={{ display: 'grid', gridTemplateColumns: '2fr 1fr 2fr', columnGap: 12 }}>
            <div style={{ paddingTop: 30 }}>
              {l.receiptNo} · {l.skuCode} {l.skuName} ({t('stock.returnable')} {l.returnable})
            </div>
            <Form.Item name={['lines', i, 'qty']} label={t('stock.returnQty')}>
              <InputNumber min={0} max={l.returnable} precision={0} style={{ width: '100%' }} data-testid={`pr-qty-${i}`} />
            </Form.Item>
            {l.serialised ? (
              <Form.Item name={['lines', i, 'sns']} label="SN">
                <Select<string> mode="multiple" options={l.snsInStock.map((s) => ({ value: s, label: s }))} />
              </Form.Item>
            ) : (
              <div />
            )}
          </div>
        ))}
        <Form.Item name="reason" label={t('stock.reason')} rules={[{ required: true, whitespace: true, message: t('kit.required') }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ReturnDrawer({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ['stock', 'purchaseReturn', id], queryFn: () => getReturn(id) });
  const r = q.data;
  const refresh = () => {
    qc.invalidateQueries({ queryKey: ['stock', 'purchaseReturn', id] });
    qc.invalidateQueries({ queryKey: ['approvals'] });
    onChanged();
  };
  const submit = async () => {
    if (!r || !(await confirmAction(t('stock.submitConfirm', { no: r.no })))) return;
    try {
      await submitReturn(r.id, r.version);
      message.success(t('stock.done'));
      refresh();
    } catch (e) {
      showSaveError(e, message);
    }
  };
  return (
    <Drawer open width={900} onClose={onClose} title={r ? `${t('stock.purchaseReturn')} ${r.no}` : t('stock.purchaseReturn')} data-testid="pr-detail">
      {!r ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {r.allowedActions.includes('submit') && (
            <Button type="primary" onClick={submit} data-testid="pr-submit">
              {t('stock.submitForApproval')}
            </Button>
          )}
          <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t('stock.status')}>
              <StatusTag value={r.status} styles={RETURN_STATUS} />
            </Descriptions.Item>
            <Descriptions.Item label={t('stock.orderNo')}>{r.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('stock.supplier')}>{r.supplierName}</Descriptions.Item>
            <Descriptions.Item label={t('stock.warehouse')}>{r.warehouseName}</Descriptions.Item>
            <Descriptions.Item label={t('stock.creator')}>{r.creatorName}</Descriptions.Item>
            <Descriptions.Item label={t('stock.reason')}>{r.reason}</Descriptions.Item>
          </Descriptions>
          <DataTable
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={r.lines}
            columns={[
              { title: t('stock.receiptNo'), dataIndex: 'receiptNo' },
              { title: t('stock.sku'), key: 'sku', render: (_, l) => `${l.skuCode} ${l.skuName}` },
              { title: t('stock.qty'), dataIndex: 'qty', align: 'right' },
              { title: 'SN', key: 'sns', render: (_, l) => (l.sns.length ? l.sns.join(', ') : '-') },
            ]}
          />
          <h4>{t('stock.approval')}</h4>
          <ApprovalPanel docType="purchaseReturn" docId={r.id} onDecided={refresh} />
        </Space>
      )}
    </Drawer>
  );
}
