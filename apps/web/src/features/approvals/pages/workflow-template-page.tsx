import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { APPROVAL_DOC_TYPE_VALUES, APPROVAL_PERMISSION as P, type TSaveTemplateRequest, type TTemplateRow } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { svcPath } from '../../../shared/config/app-config';
import { confirmAction, getJson, type KitColumn, KitListPage, type ListActions, rowActionsColumn, StatusTag } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input, InputNumber } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import { Typography } from '../../../shared/ui/typography';
import { getWarehouseOptions } from '../../supply';
import { addTemplate, deleteTemplate, getApprovalRoles, getTemplate, getTemplatePage, setTemplateEnabled, updateTemplate } from '../api/approval-calls';
import { docTypeEnum, docTypeLabel } from '../components/approval-labels';

const ENABLED = {
  true: { color: 'success', labelKey: 'approvals.enabled' },
  false: { color: 'default', labelKey: 'approvals.disabled' },
};

type StepForm = { nameZh: string; nameEn: string; roleId?: number; minAmount?: number | null; warehouseIds?: number[]; channelIds?: number[] };
type TemplateForm = { docType: TSaveTemplateRequest['docType']; nameZh: string; nameEn: string; steps: StepForm[] };
type Editing = { mode: 'add' } | { mode: 'edit'; id: number; version: number };

/** /supply/workflowTemplate — one template per document type is enabled; its ordered steps name the approver role and when they apply. */
export default function WorkflowTemplatePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { message } = App.useApp();
  const list = useRef<ListActions | undefined>(undefined);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [form] = Form.useForm<TemplateForm>();
  const roles = useQuery({ queryKey: ['approvals', 'roles'], queryFn: getApprovalRoles, enabled: editing !== null });
  const warehouses = useQuery({ queryKey: ['approvals', 'warehouses'], queryFn: () => getWarehouseOptions(), enabled: editing !== null });
  const channels = useQuery({
    queryKey: ['dic', 'channels'],
    queryFn: async () =>
      (await getJson<Array<{ id: number; code: string; name: string }>>(svcPath('dic', '/dic/diag/getChannelList'))).map((c) => ({
        value: c.id,
        label: `${c.code} ${c.name}`,
      })),
    enabled: editing !== null,
  });

  const open = async (row?: TTemplateRow) => {
    form.resetFields();
    if (!row) {
      setEditing({ mode: 'add' });
      form.setFieldsValue({ steps: [{ nameZh: '', nameEn: '' }] });
      return;
    }
    const d = await getTemplate(row.id);
    setEditing({ mode: 'edit', id: d.id, version: d.version });
    form.setFieldsValue({
      docType: d.docType,
      nameZh: d.nameZh,
      nameEn: d.nameEn,
      steps: d.steps.map((s) => ({
        nameZh: s.nameZh,
        nameEn: s.nameEn,
        roleId: s.roleId,
        minAmount: s.condition.minAmount ?? null,
        warehouseIds: s.condition.warehouseIds ?? [],
        channelIds: s.condition.channelIds ?? [],
      })),
    });
  };

  const save = async () => {
    const v = await form.validateFields();
    const steps = (v.steps ?? []).map((s) => {
      const condition: Record<string, unknown> = {};
      if (s.minAmount != null) condition.minAmount = s.minAmount;
      if (s.warehouseIds?.length) condition.warehouseIds = s.warehouseIds;
      if (s.channelIds?.length) condition.channelIds = s.channelIds;
      return { nameZh: s.nameZh.trim(), nameEn: s.nameEn.trim(), roleId: s.roleId!, condition };
    });
    setSaving(true);
    try {
      if (editing?.mode === 'edit') await updateTemplate({ id: editing.id, version: editing.version, nameZh: v.nameZh, nameEn: v.nameEn, steps });
      else await addTemplate({ docType: v.docType, nameZh: v.nameZh, nameEn: v.nameEn, steps });
      message.success(t('approvals.saved'));
      setEditing(null);
      list.current?.reload();
    } catch {
      // the http client has shown the refusal
    } finally {
      setSaving(false);
    }
  };

  const toggle = async (r: TTemplateRow) => {
    const text = r.enabled ? t('approvals.disableConfirm', { name: r.nameZh }) : t('approvals.enableConfirm', { type: docTypeLabel(r.docType, lang) });
    if (!(await confirmAction(text))) return;
    setBusy(r.id);
    try {
      await setTemplateEnabled(r.id, r.version, !r.enabled);
      message.success(t('approvals.saved'));
      list.current?.reload();
    } catch {
      // shown by the http client
    } finally {
      setBusy(null);
    }
  };

  const columns: KitColumn<TTemplateRow>[] = [
    {
      title: t('approvals.docType'),
      dataIndex: 'docType',
      width: 150,
      valueType: 'select',
      valueEnum: docTypeEnum(lang),
      render: (_, r) => docTypeLabel(r.docType, lang),
    },
    { title: t('approvals.templateName'), dataIndex: 'name', width: 220, search: false, render: (_, r) => (lang === 'zh-CN' ? r.nameZh : r.nameEn) },
    {
      title: t('approvals.state'),
      dataIndex: 'enabled',
      width: 100,
      valueType: 'select',
      valueEnum: { true: { text: t('approvals.enabled') }, false: { text: t('approvals.disabled') } },
      search: { transform: (v: string) => ({ enabled: v === 'true' }) },
      render: (_, r) => <StatusTag value={String(r.enabled)} styles={ENABLED} />,
    },
    { title: t('approvals.stepCount'), dataIndex: 'stepCount', width: 90, search: false, align: 'right' },
    { title: t('kit.updateTime'), dataIndex: 'updatedAt', width: 170, valueType: 'dateTime', search: false, sortKey: 'updatedAt' },
    rowActionsColumn<TTemplateRow>({
      width: 220,
      edit: { permission: P.templateEdit, onEdit: (r) => void open(r) },
      extra: [
        {
          key: 'enable',
          label: t('approvals.enable'),
          permission: P.templateStatus,
          when: (r) => !r.enabled && busy !== r.id,
          onClick: (r) => void toggle(r),
          testId: (r) => `template-enable-${r.id}`,
        },
        {
          key: 'disable',
          label: t('approvals.disable'),
          permission: P.templateStatus,
          when: (r) => r.enabled && busy !== r.id,
          onClick: (r) => void toggle(r),
          testId: (r) => `template-disable-${r.id}`,
        },
      ],
      delete: {
        permission: P.templateDel,
        when: (r) => !r.used,
        name: (r) => (lang === 'zh-CN' ? r.nameZh : r.nameEn),
        run: (r) => deleteTemplate(r.id, r.version),
        onDeleted: () => list.current?.reload(),
        disabled: (r) => busy === r.id,
      },
    }),
  ];

  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }));
  const warehouseOptions = (warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }));

  return (
    <>
      <KitListPage<TTemplateRow>
        id="workflowTemplates"
        rowKey="id"
        columns={columns}
        fetch={getTemplatePage}
        actionRef={list}
        toolbar={() => [
          <Access key="add" permission={P.templateAdd}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void open()} data-testid="template-add">
              {t('approvals.addTemplate')}
            </Button>
          </Access>,
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.mode === 'edit' ? t('approvals.editTemplate') : t('approvals.addTemplate')}
        width={960}
        onOk={save}
        onCancel={() => setEditing(null)}
        confirmLoading={saving}
        okButtonProps={{ disabled: saving, 'data-testid': 'template-save' }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Space wrap align="start">
            <Form.Item name="docType" label={t('approvals.docType')} rules={[{ required: true, message: t('approvals.required') }]}>
              <Select
                style={{ width: 200 }}
                disabled={editing?.mode === 'edit'}
                options={APPROVAL_DOC_TYPE_VALUES.map((v) => ({ value: v, label: docTypeLabel(v, lang) }))}
              />
            </Form.Item>
            <Form.Item name="nameZh" label={t('approvals.nameZh')} rules={[{ required: true, whitespace: true, message: t('approvals.required') }]}>
              <Input maxLength={128} style={{ width: 260 }} />
            </Form.Item>
            <Form.Item name="nameEn" label={t('approvals.nameEn')} rules={[{ required: true, whitespace: true, message: t('approvals.required') }]}>
              <Input maxLength={128} style={{ width: 260 }} />
            </Form.Item>
          </Space>
          <Typography.Title level={5}>{t('approvals.steps')}</Typography.Title>
          <Typography.Text type="secondary">{t('approvals.conditionHint')}</Typography.Text>
          <Form.List name="steps">
            {(fields, { add, remove, move }) => (
              <ol style={{ paddingInlineStart: 20 }} data-testid="template-steps">
                {fields.map((f, i) => (
                  <li key={f.key} style={{ marginTop: 12 }}>
                    <Space wrap align="start">
                      <Form.Item
                        name={[f.name, 'nameZh']}
                        label={t('approvals.stepNameZh')}
                        rules={[{ required: true, whitespace: true, message: t('approvals.required') }]}
                      >
                        <Input maxLength={128} style={{ width: 160 }} />
                      </Form.Item>
                      <Form.Item
                        name={[f.name, 'nameEn']}
                        label={t('approvals.stepNameEn')}
                        rules={[{ required: true, whitespace: true, message: t('approvals.required') }]}
                      >
                        <Input maxLength={128} style={{ width: 160 }} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'roleId']} label={t('approvals.role')} rules={[{ required: true, message: t('approvals.required') }]}>
                        <Select style={{ width: 180 }} showSearch optionFilterProp="label" options={roleOptions} loading={roles.isPending} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'minAmount']} label={t('approvals.minAmount')}>
                        <InputNumber min={0} precision={2} style={{ width: 120 }} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'warehouseIds']} label={t('approvals.warehouses')}>
                        <Select mode="multiple" allowClear style={{ width: 200 }} options={warehouseOptions} optionFilterProp="label" />
                      </Form.Item>
                      <Form.Item name={[f.name, 'channelIds']} label={t('approvals.channels')}>
                        <Select mode="multiple" allowClear style={{ width: 200 }} options={channels.data ?? []} optionFilterProp="label" />
                      </Form.Item>
                      <Space style={{ marginTop: 30 }}>
                        <Button size="small" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={t('approvals.moveUp')} />
                        <Button
                          size="small"
                          icon={<ArrowDownOutlined />}
                          disabled={i === fields.length - 1}
                          onClick={() => move(i, i + 1)}
                          aria-label={t('approvals.moveDown')}
                        />
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          disabled={fields.length === 1}
                          onClick={() => remove(f.name)}
                          aria-label={t('approvals.removeStep')}
                        />
                      </Space>
                    </Space>
                  </li>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ nameZh: '', nameEn: '' })}
                  disabled={fields.length >= 20}
                  data-testid="template-add-step"
                >
                  {t('approvals.addStep')}
                </Button>
              </ol>
            )}
          </Form.List>
        </Form>
        {editing?.mode === 'edit' && <Typography.Text type="secondary">{t('approvals.editHint')}</Typography.Text>}
      </Modal>
    </>
  );
}
