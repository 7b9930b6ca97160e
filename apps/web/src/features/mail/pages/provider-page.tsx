import { MAIL_SECURITIES, MAIL_PERMISSIONS as P, type TMailProvider, ZSaveMailProviderRequest } from '@diagops/contracts';
import { Form } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  AddButton,
  type KitColumn,
  KitEntityForm,
  type KitField,
  KitListPage,
  KitTextField,
  type ListActions,
  rowActionsColumn,
  StatusTag,
  showSaveError,
  statusEnum,
  useRouteForm,
} from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Tag } from '../../../shared/ui/tag';
import { deleteProvider, getProvider, getProviderPage, saveProvider, testProvider, updateProvider } from '../api/mail-calls';
import { ENABLED_STATUS } from '../components/mail-ui';

const LIST = '/messageCenter/email/supplierList';

/**
 * /messageCenter/email/supplierList (+ supplierDetail/{id}) — SMTP providers. The password
 * is write-only: left empty on edit it stays as stored. One provider is the default.
 */
export default function ProviderPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ref = useRef<ListActions | undefined>(undefined);
  const { pathname } = useLocation();
  const form = useRouteForm<TMailProvider>(LIST, getProvider, pathname.includes('/supplierDetail/') ? 'edit' : null);
  const current = form.current;
  const initialValues = useMemo(
    () => (current ? { ...current, secret: undefined } : { status: 'enabled', security: 'starttls', port: 587, isDefault: false }),
    [current],
  );
  const [testing, setTesting] = useState<TMailProvider | null>(null);
  const [testForm] = Form.useForm<{ to: string }>();

  const columns: KitColumn<TMailProvider>[] = [
    {
      title: t('mail.providerName'),
      dataIndex: 'name',
      width: 200,
      render: (_, r) => (
        <>
          {r.name} {r.isDefault && <Tag color="blue">{t('mail.default')}</Tag>}
        </>
      ),
    },
    { title: t('mail.host'), dataIndex: 'host', width: 200, search: false, render: (_, r) => `${r.host}:${r.port}` },
    { title: t('mail.security'), dataIndex: 'security', width: 110, search: false, render: (_, r) => t(`mail.securityOf.${r.security}`) },
    { title: t('mail.fromAddress'), dataIndex: 'fromAddress', width: 220, search: false },
    {
      title: t('mail.lastTest'),
      dataIndex: 'lastTestOk',
      width: 160,
      search: false,
      render: (_, r) =>
        r.lastTestOk === null ? '-' : <Tag color={r.lastTestOk ? 'success' : 'error'}>{t(r.lastTestOk ? 'mail.testOk' : 'mail.testFailed')}</Tag>,
    },
    {
      title: t('mail.statusLabel'),
      dataIndex: 'status',
      width: 100,
      valueEnum: statusEnum(ENABLED_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={ENABLED_STATUS} />,
    },
    rowActionsColumn<TMailProvider>({
      width: 240,
      edit: { permission: P.providerEdit.name, onEdit: (r) => form.open('edit', r) },
      extra: [
        { key: 'test', label: t('mail.sendTest'), permission: P.providerTest.name, onClick: (r) => setTesting(r), testId: (r) => `provider-test-${r.id}` },
      ],
      delete: {
        permission: P.providerEdit.name,
        name: (r) => r.name,
        run: (r) => deleteProvider({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
      },
    }),
  ];

  const fields: KitField[] = [
    { name: 'name', labelKey: 'mail.providerName', kind: 'text' },
    { name: 'host', labelKey: 'mail.host', kind: 'text' },
    { name: 'port', labelKey: 'mail.port', kind: 'number' },
    { name: 'security', labelKey: 'mail.security', kind: 'select', options: MAIL_SECURITIES.map((s) => ({ value: s, label: t(`mail.securityOf.${s}`) })) },
    { name: 'username', labelKey: 'mail.username', kind: 'text' },
    { name: 'fromAddress', labelKey: 'mail.fromAddress', kind: 'text' },
    { name: 'fromName', labelKey: 'mail.fromName', kind: 'text' },
    { name: 'status', labelKey: 'mail.statusLabel', kind: 'select', options: ['enabled', 'disabled'].map((s) => ({ value: s, label: t(`mail.status.${s}`) })) },
    { name: 'isDefault', labelKey: 'mail.isDefault', kind: 'switch' },
    { name: 'remark', labelKey: 'mail.remark', kind: 'textarea' },
  ];

  return (
    <>
      <KitListPage<TMailProvider>
        id="mail-providers"
        rowKey="id"
        columns={columns}
        fetch={getProviderPage}
        actionRef={ref}
        toolbar={() => [<AddButton key="add" permission={P.providerEdit.name} onClick={() => form.open('add')} testId="provider-add" />]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'mail.providerAddTitle', edit: 'mail.providerDetailTitle', detail: 'mail.providerDetailTitle' }}
        schema={ZSaveMailProviderRequest}
        fields={fields}
        initialValues={initialValues}
        onClose={form.close}
        extra={
          <KitTextField
            password
            name="secret"
            label={t('mail.secret')}
            span={12}
            placeholder={current?.hasSecret ? t('mail.secretKept') : ''}
            autoComplete="new-password"
          />
        }
        onSubmit={async (v, m) => {
          const body = { ...v, remark: v.remark ?? null, isDefault: Boolean(v.isDefault) } as never;
          if (m === 'add') await saveProvider(body);
          else await updateProvider({ ...(body as object), id: current!.id, version: current!.version } as never);
          ref.current?.reload();
        }}
      />
      <Modal
        open={testing !== null}
        title={t('mail.sendTestTitle', { name: testing?.name ?? '' })}
        okText={t('mail.send')}
        onCancel={() => setTesting(null)}
        destroyOnHidden
        onOk={async () => {
          const { to } = await testForm.validateFields();
          try {
            await testProvider({ id: testing!.id, to });
            message.success(t('mail.testSent'));
            setTesting(null);
          } catch (e) {
            showSaveError(e, message, testForm);
          } finally {
            ref.current?.reload();
          }
        }}
      >
        <Form form={testForm} layout="vertical" preserve={false}>
          <Form.Item name="to" label={t('mail.testTo')} rules={[{ required: true, type: 'email', message: t('mail.emailRequired') }]}>
            <Input data-testid="provider-test-to" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
