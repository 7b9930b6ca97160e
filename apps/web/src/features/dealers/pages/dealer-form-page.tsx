import {
  DEALER_PERMISSIONS,
  PROFIT_RATIO_MAX,
  SYSTEM_PERMISSIONS,
  type TAreaNode,
  type TDealerDetail,
  ZDealerAddRequest,
  ZProfitRatio,
} from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Col, Form, Radio, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EditorsBanner } from '../../../shared/components/editors-banner';
import { usePermission } from '../../../shared/hooks/use-permission';
import { confirmAction, showSaveError, zodRules } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input, InputNumber } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Select, TreeSelect } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { deptOptions, useDeptTree } from '../../depts';
import { addDealer, getAreaTree, getDealer, getDealerOptions, getSkuOptions, updateDealer } from '../api/dealer-calls';

type Values = {
  areaId?: number;
  parentId?: number;
  account?: string;
  name: string;
  email: string;
  contactName?: string;
  contactPhone?: string;
  address?: string;
  serviceTeamId?: number;
  doiRegistered?: boolean;
  permissions?: Array<'team' | 'individual'>;
  profitRatios: Array<{ skuId?: number; ratio?: number }>;
  applicationInfo?: string;
  certificates?: string;
};

const areaOptions = (nodes: TAreaNode[]): object[] => nodes.map((n) => ({ value: n.id, title: `${n.code} ${n.name}`, children: areaOptions(n.children) }));

const blank = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);

/** /dealerManagement/add and /dealerManagement/edit/{id}: the DEALER-16 fields; area, parent and account are fixed once saved (DEALER-04). */
export default function DealerFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const dealer = useQuery({ queryKey: ['dealers', 'dealer', id], queryFn: () => getDealer(id!), enabled: editing });
  const areas = useQuery({ queryKey: ['dealers', 'areas'], queryFn: getAreaTree });
  const parents = useQuery({ queryKey: ['dealers', 'options'], queryFn: () => getDealerOptions() });
  const skus = useQuery({ queryKey: ['dealers', 'skus'], queryFn: getSkuOptions });
  // a dealer account adds sub-dealers inside its branch: a parent is required, and without the
  // department tree the service team is the parent's (or, when editing, the dealer's own)
  const seesAll = usePermission(DEALER_PERMISSIONS.dealerAll.name);
  const seesDepts = usePermission(SYSTEM_PERMISSIONS.deptView.name);
  const depts = useDeptTree(seesDepts);
  const parentId = Form.useWatch('parentId', form);
  const parent = useQuery({
    queryKey: ['dealers', 'dealer', parentId],
    queryFn: () => getDealer(parentId!),
    enabled: !editing && !seesDepts && !!parentId,
  });
  const teamSource = editing ? dealer.data : parent.data;
  const teamOptions = seesDepts
    ? deptOptions(depts.data ?? [])
    : teamSource
      ? [{ value: teamSource.serviceTeamId, title: teamSource.serviceTeamName ?? String(teamSource.serviceTeamId) }]
      : [];
  useEffect(() => {
    if (!editing && !seesDepts && parent.data) form.setFieldValue('serviceTeamId', parent.data.serviceTeamId);
  }, [editing, seesDepts, parent.data, form]);
  useEffect(() => {
    if (dealer.data) form.setFieldsValue(toValues(dealer.data));
    else if (!editing) form.setFieldsValue({ doiRegistered: false, permissions: ['team'], profitRatios: [{}] });
  }, [dealer.data, editing, form]);
  const shape = ZDealerAddRequest.shape as never;
  const messages = { required: t('kit.required'), invalid: (d: string) => t('kit.invalid', { detail: d }) };
  const rules = (name: string) => zodRules(shape, name, messages);
  const leave = async () => {
    if (form.isFieldsTouched() && !(await confirmAction(t('kit.leaveConfirm')))) return;
    navigate('/dealerManagement/dealerList');
  };
  const submit = async () => {
    const v = await form.validateFields();
    const body = {
      name: v.name.trim(),
      email: v.email.trim(),
      contactName: blank(v.contactName),
      contactPhone: blank(v.contactPhone),
      address: blank(v.address),
      serviceTeamId: v.serviceTeamId!,
      doiRegistered: v.doiRegistered ?? false,
      teamPermission: v.permissions?.includes('team') ?? false,
      individualPermission: v.permissions?.includes('individual') ?? false,
      profitRatios: v.profitRatios.map((r) => ({ skuId: r.skuId!, ratio: r.ratio! })),
      applicationInfo: blank(v.applicationInfo),
      certificates: blank(v.certificates),
    };
    setSaving(true);
    try {
      const saved = editing
        ? await updateDealer({ ...body, id: id!, version: dealer.data!.version })
        : await addDealer({ ...body, areaId: v.areaId!, parentId: v.parentId ?? null, account: v.account!.trim() });
      message.success(editing ? t('kit.saved') : t('dealers.created', { email: saved.email }));
      form.resetFields();
      navigate(`/dealerManagement/detail/${saved.id}`);
    } catch (e) {
      showSaveError(e, message, form);
    } finally {
      setSaving(false);
    }
  };
  if (editing && dealer.isLoading) return <Spin />;
  return (
    <Panel title={editing ? t('dealers.editTitle') : t('dealers.addTitle')}>
      <EditorsBanner record={editing ? `dealer:${id}` : null} />
      <Form form={form} layout="vertical" data-testid="dealer-form">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="areaId"
              label={t('dealers.area')}
              rules={editing ? [] : rules('areaId')}
              extra={editing ? t('dealers.areaFixed') : t('dealers.areaHint')}
            >
              <TreeSelect
                treeData={areaOptions(areas.data ?? []) as never}
                disabled={editing}
                treeDefaultExpandAll
                showSearch
                treeNodeFilterProp="title"
                data-testid="dealer-area"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="parentId"
              label={t('dealers.parent')}
              rules={editing || seesAll ? [] : [{ required: true, message: t('kit.required') }]}
              extra={editing ? undefined : t(seesAll ? 'dealers.parentHint' : 'dealers.parentInBranchHint')}
            >
              <Select
                allowClear
                disabled={editing}
                showSearch
                optionFilterProp="label"
                options={(parents.data ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}`, disabled: p.status !== 'enabled' || p.level >= 5 }))}
                data-testid="dealer-parent"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="account" label={t('dealers.account')} rules={editing ? [] : rules('account')} extra={t('dealers.accountHint')}>
              <Input disabled={editing} maxLength={64} autoComplete="off" data-testid="dealer-account" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('dealers.name')} rules={rules('name')}>
              <Input maxLength={128} data-testid="dealer-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('dealers.email')} rules={rules('email')} extra={t('dealers.emailHint')}>
              <Input maxLength={128} data-testid="dealer-email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="serviceTeamId" label={t('dealers.serviceTeam')} rules={rules('serviceTeamId')}>
              <TreeSelect treeData={teamOptions as never} treeDefaultExpandAll data-testid="dealer-team" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="contactName" label={t('dealers.contact')}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="contactPhone" label={t('dealers.contactPhone')}>
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="address" label={t('dealers.address')}>
              <Input maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="doiRegistered" label={t('dealers.doi')} rules={[{ required: true, message: t('kit.required') }]}>
              <Radio.Group
                options={[
                  { value: true, label: t('dealers.doiRegistered') },
                  { value: false, label: t('dealers.doiNotRegistered') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="permissions"
              label={t('dealers.permissions')}
              rules={[{ validator: async (_r, v?: string[]) => (v?.length ? undefined : Promise.reject(new Error(t('dealers.permissionsRequired')))) }]}
            >
              <Checkbox.Group
                options={[
                  { value: 'team', label: t('dealers.teamPermission') },
                  { value: 'individual', label: t('dealers.individualPermission') },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('dealers.profitRatios')} required extra={t('dealers.ratioHint', { max: PROFIT_RATIO_MAX })}>
          <Form.List name="profitRatios">
            {(fields, { add, remove }) => (
              <Space direction="vertical" style={{ width: '100%' }}>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" wrap>
                    <Form.Item name={[f.name, 'skuId']} rules={[{ required: true, message: t('kit.required') }]} noStyle={false}>
                      <Select
                        style={{ width: 280 }}
                        showSearch
                        optionFilterProp="label"
                        placeholder={t('dealers.sku')}
                        options={(skus.data ?? []).map((s) => ({ value: s.id, label: `${s.skuCode} ${s.name}` }))}
                        data-testid={`dealer-sku-${f.name}`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[f.name, 'ratio']}
                      rules={[
                        { required: true, message: t('kit.required') },
                        {
                          validator: async (_r, v) => {
                            if (v === undefined || v === null) return;
                            if (!ZProfitRatio.safeParse(v).success) throw new Error(t('dealers.ratioInvalid', { max: PROFIT_RATIO_MAX }));
                          },
                        },
                      ]}
                    >
                      <InputNumber
                        min={0}
                        max={PROFIT_RATIO_MAX}
                        step={0.01}
                        addonAfter="%"
                        placeholder={t('dealers.ratio')}
                        data-testid={`dealer-ratio-${f.name}`}
                      />
                    </Form.Item>
                    {fields.length > 1 && (
                      <Button type="link" danger onClick={() => remove(f.name)}>
                        {t('kit.delete')}
                      </Button>
                    )}
                  </Space>
                ))}
                <Button onClick={() => add({})}>{t('dealers.addRatio')}</Button>
              </Space>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="applicationInfo" label={t('dealers.applicationInfo')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Form.Item name="certificates" label={t('dealers.certificates')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Space>
          <Button type="primary" loading={saving} onClick={submit} data-testid="dealer-save">
            {t('dealers.save')}
          </Button>
          <Button onClick={leave}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Panel>
  );
}

function toValues(d: TDealerDetail): Values {
  return {
    areaId: d.areaId,
    parentId: d.parentId ?? undefined,
    account: d.account,
    name: d.name,
    email: d.email,
    contactName: d.contactName ?? undefined,
    contactPhone: d.contactPhone ?? undefined,
    address: d.address ?? undefined,
    serviceTeamId: d.serviceTeamId,
    doiRegistered: d.doiRegistered,
    permissions: [...(d.teamPermission ? (['team'] as const) : []), ...(d.individualPermission ? (['individual'] as const) : [])],
    profitRatios: d.profitRatios.map((r) => ({ skuId: r.skuId, ratio: r.ratio })),
    applicationInfo: d.applicationInfo ?? undefined,
    certificates: d.certificates ?? undefined,
  };
}
