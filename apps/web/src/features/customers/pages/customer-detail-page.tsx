import { CUSTOMER_LABELS_MAX, CUSTOMER_PERMISSIONS as P, type TCustomer } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Access } from '../../../shared/components/access';
import { confirmAction, StatusTag } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Empty } from '../../../shared/ui/empty';
import { Input, InputNumber } from '../../../shared/ui/input';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Tag } from '../../../shared/ui/tag';
import {
  changePoints,
  getAddresses,
  getCustomer,
  getCustomerCards,
  getCustomerDevices,
  getEventPage,
  getPointsPage,
  reviewSfd,
  setCustomerLabels,
  useLabelOptions,
} from '../api/customer-calls';
import { CLASSIFICATION, CUSTOMER_STATUS, SFD_STATUS } from '../components/customer-styles';

const time = (s: string | null) => (s ? s.replace('T', ' ').slice(0, 19) : '-');

/** /brand/userInfo/detail/{id}: basic info, devices, addresses, operation records, gift cards, points, labels (USER-08). */
export default function CustomerDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const q = useQuery({ queryKey: ['customers', 'one', String(id)], queryFn: () => getCustomer(id) });
  if (q.isLoading) return <Spin />;
  const c = q.data;
  if (!c) return <Empty description={t('customers.notFound')} />;
  return (
    <Tabs
      data-testid="customer-detail"
      items={[
        {
          key: 'basic',
          label: t('customers.tab.basic'),
          children: (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Access permission={P.customerEdit.name}>
                <Button onClick={() => navigate(`/brand/userInfo/edit/${c.id}`)} data-testid="customer-edit">
                  {t('kit.edit')}
                </Button>
              </Access>
              <BasicInfo c={c} />
            </Space>
          ),
        },
        { key: 'devices', label: t('customers.tab.devices'), children: <ForeignList load={() => getCustomerDevices(id)} queryKey="devices" id={id} /> },
        { key: 'addresses', label: t('customers.tab.addresses'), children: <Addresses id={id} /> },
        { key: 'events', label: t('customers.tab.events'), children: <Events id={id} /> },
        { key: 'cards', label: t('customers.tab.cards'), children: <ForeignList load={() => getCustomerCards(id)} queryKey="cards" id={id} /> },
        { key: 'points', label: t('customers.tab.points'), children: <Points c={c} /> },
        { key: 'labels', label: t('customers.tab.labels'), children: <Labels c={c} /> },
      ]}
    />
  );
}

function BasicInfo({ c }: { c: TCustomer }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const review = async (result: 'passed' | 'rejected') => {
    if (!(await confirmAction(t(`customers.sfdConfirm.${result}`)))) return;
    setBusy(true);
    try {
      await reviewSfd({ id: c.id, version: c.version, result });
      message.success(t('kit.saved'));
      await qc.invalidateQueries({ queryKey: ['customers', 'one'] });
    } finally {
      setBusy(false);
    }
  };
  const v = (x: string | number | null) => (x === null || x === '' ? '-' : x);
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
      <Descriptions.Item label={t('customers.account')}>{c.account}</Descriptions.Item>
      <Descriptions.Item label={t('customers.email')}>{v(c.email)}</Descriptions.Item>
      <Descriptions.Item label={t('customers.phone')}>{v(c.phone)}</Descriptions.Item>
      <Descriptions.Item label={t('customers.name')}>{v(c.name)}</Descriptions.Item>
      <Descriptions.Item label={t('customers.nickname')}>{v(c.nickname)}</Descriptions.Item>
      <Descriptions.Item label={t('customers.sex')}>{t(`customers.sexValue.${c.sex}`)}</Descriptions.Item>
      <Descriptions.Item label={t('customers.country')}>{v(c.country)}</Descriptions.Item>
      <Descriptions.Item label={t('customers.classification')}>
        <StatusTag value={c.classification} styles={CLASSIFICATION} />
      </Descriptions.Item>
      <Descriptions.Item label={t('customers.status')}>
        <StatusTag value={c.status} styles={CUSTOMER_STATUS} />
      </Descriptions.Item>
      <Descriptions.Item label={t('customers.source')}>{t(`customers.sourceValue.${c.source}`)}</Descriptions.Item>
      <Descriptions.Item label={t('customers.userType')}>{c.userType ? t(`customers.userTypeValue.${c.userType}`) : '-'}</Descriptions.Item>
      <Descriptions.Item label={t('customers.industry')}>{v(c.industry)}</Descriptions.Item>
      <Descriptions.Item label={t('customers.identity')}>{v(c.identity)}</Descriptions.Item>
      <Descriptions.Item label={t('customers.softCode')}>{v(c.softCode)}</Descriptions.Item>
      <Descriptions.Item label={t('customers.boundSnCount')}>{c.boundSnCount}</Descriptions.Item>
      <Descriptions.Item label={t('customers.points')}>{c.points}</Descriptions.Item>
      <Descriptions.Item label={t('customers.registeredAt')}>{time(c.registeredAt)}</Descriptions.Item>
      <Descriptions.Item label={t('customers.lastAccessAt')}>{time(c.lastAccessAt)}</Descriptions.Item>
      <Descriptions.Item label={t('customers.sfdStatus')} span={3}>
        <Space wrap>
          <StatusTag value={c.sfdStatus} styles={SFD_STATUS} />
          {c.sfdFront && (
            <a href={`/lenkor-user/ossFile/download/${c.sfdFront}?inline=1`} target="_blank" rel="noreferrer">
              {t('customers.sfdFront')}
            </a>
          )}
          {c.sfdBack && (
            <a href={`/lenkor-user/ossFile/download/${c.sfdBack}?inline=1`} target="_blank" rel="noreferrer">
              {t('customers.sfdBack')}
            </a>
          )}
          {c.sfdRemark && <span>{c.sfdRemark}</span>}
          {c.sfdStatus === 'pending' && (
            <Access permission={P.customerSfd.name}>
              <Button size="small" type="primary" disabled={busy} onClick={() => review('passed')}>
                {t('customers.sfdPass')}
              </Button>
              <Button size="small" danger disabled={busy} onClick={() => review('rejected')}>
                {t('customers.sfdReject')}
              </Button>
            </Access>
          )}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('customers.remark')} span={3}>
        {v(c.remark)}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** A list another area serves (devices, gift cards): its rows, or the empty state while that area is absent. */
function ForeignList({ load, queryKey, id }: { load: () => Promise<{ records: Record<string, unknown>[] }>; queryKey: string; id: number }) {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['customers', queryKey, id], queryFn: () => load().catch(() => ({ records: [] })), retry: false });
  const rows = q.data?.records ?? [];
  if (rows.length === 0) return <Empty description={t(`customers.empty.${queryKey}`)} />;
  const keys = Object.keys(rows[0]!).slice(0, 8);
  return (
    <DataTable
      size="small"
      rowKey={(r) => String(r.id ?? JSON.stringify(r))}
      pagination={false}
      dataSource={rows}
      columns={keys.map((k) => ({ title: k, dataIndex: k, render: (x: unknown) => (typeof x === 'object' ? JSON.stringify(x) : String(x ?? '-')) }))}
    />
  );
}

function Addresses({ id }: { id: number }) {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['customers', 'addresses', id], queryFn: () => getAddresses(id) });
  return (
    <DataTable
      size="small"
      rowKey="id"
      loading={q.isLoading}
      pagination={false}
      dataSource={q.data ?? []}
      locale={{ emptyText: <Empty description={t('customers.empty.addresses')} /> }}
      columns={[
        { title: t('customers.addr.name'), render: (_, a) => `${a.firstName} ${a.lastName}` },
        { title: t('customers.country'), dataIndex: 'country' },
        { title: t('customers.addr.region'), render: (_, a) => [a.province, a.city].filter(Boolean).join(' / ') || '-' },
        { title: t('customers.addr.detail'), dataIndex: 'detail' },
        { title: t('customers.addr.postcode'), dataIndex: 'postcode', render: (x) => x ?? '-' },
        { title: t('customers.phone'), dataIndex: 'phone', render: (x) => x ?? '-' },
        {
          title: t('customers.addr.default'),
          dataIndex: 'isDefault',
          render: (x: boolean) => (x ? <Tag color="blue">{t('customers.addr.default')}</Tag> : ''),
        },
      ]}
    />
  );
}

function Events({ id }: { id: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: ['customers', 'events', id, page], queryFn: () => getEventPage(id, page) });
  return (
    <DataTable
      size="small"
      rowKey="id"
      loading={q.isLoading}
      dataSource={q.data?.records ?? []}
      pagination={{ current: page, total: q.data?.total ?? 0, pageSize: 10, onChange: setPage, showSizeChanger: false }}
      locale={{ emptyText: <Empty description={t('customers.empty.events')} /> }}
      columns={[
        { title: t('customers.event.time'), dataIndex: 'createTime', render: (x: string) => time(x), width: 180 },
        { title: t('customers.event.kind'), dataIndex: 'kind', render: (k: string) => t(`customers.eventKind.${k}`, { defaultValue: k }) },
        { title: t('customers.event.actor'), dataIndex: 'actorKind', render: (k: string) => t(`customers.actor.${k}`, { defaultValue: k }) },
        { title: t('customers.event.detail'), dataIndex: 'detail', render: (d: Record<string, unknown>) => JSON.stringify(d) },
      ]}
    />
  );
}

function Points({ c }: { c: TCustomer }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ delta: number; reason: string }>();
  const q = useQuery({ queryKey: ['customers', 'points', c.id, page], queryFn: () => getPointsPage(c.id, page) });
  const submit = async (v: { delta: number; reason: string }) => {
    setBusy(true);
    try {
      await changePoints(c.id, v.delta, v.reason);
      message.success(t('kit.saved'));
      form.resetFields();
      await qc.invalidateQueries({ queryKey: ['customers'] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <div>
        {t('customers.points')}: <strong data-testid="points-balance">{c.points}</strong>
      </div>
      <Access permission={P.customerPoints.name}>
        <Form form={form} layout="inline" onFinish={submit}>
          <Form.Item name="delta" label={t('customers.pointsDelta')} rules={[{ required: true, message: t('kit.required') }]}>
            <InputNumber precision={0} min={-1000000} max={1000000} />
          </Form.Item>
          <Form.Item name="reason" label={t('customers.pointsReason')} rules={[{ required: true, message: t('kit.required') }]}>
            <Input maxLength={255} />
          </Form.Item>
          <Button htmlType="submit" type="primary" disabled={busy} loading={busy}>
            {t('common.confirm')}
          </Button>
        </Form>
      </Access>
      <DataTable
        size="small"
        rowKey="id"
        loading={q.isLoading}
        dataSource={q.data?.records ?? []}
        pagination={{ current: page, total: q.data?.total ?? 0, pageSize: 10, onChange: setPage, showSizeChanger: false }}
        locale={{ emptyText: <Empty description={t('customers.empty.points')} /> }}
        columns={[
          { title: t('customers.event.time'), dataIndex: 'createTime', render: (x: string) => time(x), width: 180 },
          { title: t('customers.pointsDelta'), dataIndex: 'delta', render: (d: number) => (d > 0 ? `+${d}` : String(d)) },
          { title: t('customers.pointsBalance'), dataIndex: 'balanceAfter' },
          { title: t('customers.pointsReason'), dataIndex: 'reason' },
        ]}
      />
    </Space>
  );
}

function Labels({ c }: { c: TCustomer }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const options = useLabelOptions(i18n.language === 'zh-CN');
  const [value, setValue] = useState<number[]>(c.labels.map((l) => l.id));
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await setCustomerLabels(c.id, value);
      message.success(t('kit.saved'));
      await qc.invalidateQueries({ queryKey: ['customers'] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {c.labels.length === 0 ? (
          <Empty description={t('customers.empty.labels')} />
        ) : (
          c.labels.map((l) => (
            <Tag key={l.id} color={l.color}>
              {i18n.language === 'zh-CN' ? l.nameZh : l.nameEn}
            </Tag>
          ))
        )}
      </Space>
      <Access permission={P.customerLabel.name}>
        <Space wrap>
          <Select
            mode="multiple"
            aria-label={t('customers.labels')}
            data-testid="label-select"
            style={{ minWidth: 360 }}
            value={value}
            onChange={setValue}
            options={options}
            optionFilterProp="label"
          />
          <Button type="primary" onClick={save} disabled={busy || value.length > CUSTOMER_LABELS_MAX} loading={busy} data-testid="label-save">
            {t('customers.save')}
          </Button>
          {value.length > CUSTOMER_LABELS_MAX && <span role="alert">{t('customers.labelsMax')}</span>}
        </Space>
      </Access>
    </Space>
  );
}
