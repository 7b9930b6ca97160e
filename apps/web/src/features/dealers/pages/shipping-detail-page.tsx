import { ALLOCATE_REMARK_TYPES, type TAllocateRemarkType } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { StatusTag, showSaveError } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Input } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Tag } from '../../../shared/ui/tag';
import { allocateDevices, getDealerOptions, getProviders, getShipment } from '../api/dealer-calls';
import { REMARK_TYPE, when } from '../components/dealer-labels';

/** /dealerManagement/shippingDetail/{shipmentSerialNumber?}: one allocation record, or without a number the allocation form. */
export default function ShippingDetailPage() {
  const serial = useParams().shipmentSerialNumber;
  return serial ? <ShipmentDetail serialNo={serial} /> : <AllocateForm />;
}

function ShipmentDetail({ serialNo }: { serialNo: string }) {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['dealers', 'shipment', serialNo], queryFn: () => getShipment(serialNo), retry: false });
  if (q.isLoading) return <Spin />;
  const s = q.data;
  if (!s) return <Empty description={t('dealers.notFound')} />;
  return (
    <Panel title={`${t('dealers.serialNo')}: ${s.serialNo}`}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="shipment-detail">
        <Descriptions.Item label={t('dealers.remarkTypeLabel')}>
          <StatusTag value={s.remarkType} styles={REMARK_TYPE} />
        </Descriptions.Item>
        <Descriptions.Item label={t('dealers.operator')}>{s.operatorName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('dealers.fromDealer')}>{s.fromDealerName ?? t('dealers.factory')}</Descriptions.Item>
        <Descriptions.Item label={t('dealers.toDealer')}>{s.toDealerName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('dealers.deviceCount')}>{s.deviceCount}</Descriptions.Item>
        <Descriptions.Item label={t('kit.createTime')}>{when(s.createTime)}</Descriptions.Item>
        <Descriptions.Item label={t('dealers.remark')} span={2}>
          {s.remark ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label="SN" span={2}>
          <Space wrap>
            {s.sns.map((sn) => (
              <Tag key={sn}>{sn}</Tag>
            ))}
          </Space>
        </Descriptions.Item>
        {s.returnedSns.length > 0 && (
          <Descriptions.Item label={t('dealers.returnedSns')} span={2}>
            <Space wrap data-testid="shipment-returned-sns">
              {s.returnedSns.map((sn) => (
                <Tag key={sn} color="orange">
                  {sn}
                </Tag>
              ))}
            </Space>
          </Descriptions.Item>
        )}
      </Descriptions>
    </Panel>
  );
}

type Values = { toDealerId?: number; remarkType: TAllocateRemarkType; sns: string; providerId?: number; remark?: string };

function AllocateForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const dealers = useQuery({ queryKey: ['dealers', 'options'], queryFn: () => getDealerOptions() });
  const type = Form.useWatch('remarkType', form);
  const providers = useQuery({ queryKey: ['dealers', 'providers'], queryFn: getProviders, enabled: type === 'factory' });
  const submit = async () => {
    const v = await form.validateFields();
    const sns = v.sns
      .split(/[\s,;]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    setSaving(true);
    try {
      const r = await allocateDevices({
        toDealerId: v.toDealerId!,
        remarkType: v.remarkType,
        sns,
        providerId: v.providerId,
        remark: v.remark?.trim() || undefined,
      });
      message.success(t('dealers.allocated', { n: r.deviceCount }));
      navigate(`/dealerManagement/shippingDetail/${encodeURIComponent(r.serialNo)}`);
    } catch (e) {
      showSaveError(e, message, form);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Panel title={t('dealers.allocate')}>
      <Form form={form} layout="vertical" initialValues={{ remarkType: 'interDealer' }} style={{ maxWidth: 640 }}>
        <Form.Item name="remarkType" label={t('dealers.remarkTypeLabel')} rules={[{ required: true, message: t('kit.required') }]}>
          <Select options={ALLOCATE_REMARK_TYPES.map((r) => ({ value: r, label: t(`dealers.remarkType.${r}`) }))} />
        </Form.Item>
        <Form.Item name="toDealerId" label={t('dealers.toDealer')} rules={[{ required: true, message: t('kit.required') }]}>
          <Select showSearch optionFilterProp="label" options={(dealers.data ?? []).map((d) => ({ value: d.id, label: `${d.code} ${d.name}` }))} />
        </Form.Item>
        {type === 'factory' && (
          <Form.Item name="providerId" label={t('dealers.provider')} rules={[{ required: true, message: t('kit.required') }]}>
            <Select options={(providers.data ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }))} />
          </Form.Item>
        )}
        <Form.Item name="sns" label={t('dealers.sns')} rules={[{ required: true, whitespace: true, message: t('kit.required') }]} extra={t('dealers.snsHint')}>
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item name="remark" label={t('dealers.remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Button type="primary" loading={saving} onClick={submit}>
          {t('dealers.allocate')}
        </Button>
      </Form>
    </Panel>
  );
}
