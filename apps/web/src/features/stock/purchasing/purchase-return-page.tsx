import { PURCHASE_RETURN_PERMISSIONS as P, type TPurchaseReturn, type TPurchaseReturnDetail, type TReturnable } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenId } from '../../../shared/hooks/use-open-id';
import {
  AddButton,
  DocumentDrawer,
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
import { Spin } from '../../../shared/ui/spin';
import { ApprovalPanel } from '../../approvals';
import { addReturn, getOrderPage, getReturn, getReturnable, getReturnPage, submitReturn } from './purchasing-calls';
import { RETURN_STATUS } from './purchasing-labels';

/** /supply/purchaseReturn — returns to the supplier against an order's receipts, posted when approved. */
export default function PurchaseReturnPage() {
  const { t } = useTranslation();
  const ref = useRef<ListActions>(undefined);
  const { openId, setOpen: open } = useOpenId();
  const [adding, setAdding] = useState(false);
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

/** One return: head, lines, approval; submitted from here (the stock leaves when it passes). */
function ReturnDrawer({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  return (
    <DocumentDrawer<TPurchaseReturnDetail>
      id={id}
      queryKey={['stock', 'purchaseReturn']}
      load={getReturn}
      prefix="pr"
      width={900}
      title={(r) => (r ? `${t('stock.purchaseReturn')} ${r.no}` : t('stock.purchaseReturn'))}
      notFound={t('stock.notFound')}
      onClose={onClose}
      onChanged={onChanged}
      actions={(r) => [
        {
          key: 'submit',
          label: t('stock.submitForApproval'),
          primary: true,
          confirm: t('stock.submitConfirm', { no: r.no }),
          run: () => submitReturn(r.id, r.version),
          done: t('stock.done'),
        },
      ]}
      head={(r) => [
        { label: t('stock.status'), value: <StatusTag value={r.status} styles={RETURN_STATUS} /> },
        { label: t('stock.orderNo'), value: r.orderNo },
        { label: t('stock.supplier'), value: r.supplierName },
        { label: t('stock.warehouse'), value: r.warehouseName },
        { label: t('stock.creator'), value: r.creatorName },
        { label: t('stock.reason'), value: r.reason, wide: true },
      ]}
    >
      {(r, reload) => (
        <>
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
          <ApprovalPanel docType="purchaseReturn" docId={r.id} docVersion={r.version} onDecided={reload} />
        </>
      )}
    </DocumentDrawer>
  );
}
