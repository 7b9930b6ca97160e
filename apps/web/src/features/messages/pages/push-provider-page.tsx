import { MESSAGE_PERMISSIONS as P, PUSH_PROVIDER_KINDS, type TPushProvider, ZSavePushProviderRequest } from '@diagops/contracts';
import { Form } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  type KitColumn,
  KitEntityForm,
  type KitField,
  KitListPage,
  KitTextField,
  type ListActions,
  rowActionsColumn,
  useFormTarget,
} from '../../../shared/kit';
import { Tag } from '../../../shared/ui/tag';
import { deleteProvider, getProviderPage, type ProviderFormValues, providerRequest, saveProvider, updateProvider } from '../api/message-calls';
import { when } from '../components/message-meta';

/**
 * /messageCenter/push/serviceList — push providers: Web Push (VAPID, the public key shown; keys
 * generated, never typed) built in, HTTP for others. Staff add, edit (the token is write-only:
 * left empty it stays as stored) and delete them after a confirmation, at the version shown.
 */
export default function PushProviderPage() {
  const { t } = useTranslation();
  const ref = useRef<ListActions | undefined>(undefined);
  const target = useFormTarget<TPushProvider>();
  const current = target.current;
  const initialValues = useMemo<Partial<ProviderFormValues>>(
    () =>
      current && target.mode === 'edit'
        ? {
            name: current.name,
            kind: current.kind,
            endpoint: current.kind === 'http' ? current.endpoint : null,
            isDefault: current.isDefault,
            enabled: current.enabled,
          }
        : { kind: 'webpush', isDefault: false, enabled: true },
    [current, target.mode],
  );
  const yes = (v: boolean) => (v ? t('messages.yes') : t('messages.no'));
  const columns: KitColumn<TPushProvider>[] = [
    {
      title: t('messages.provider.name'),
      dataIndex: 'name',
      width: 200,
      render: (_, r) => (
        <>
          {r.name} {r.isDefault && <Tag color="blue">{t('messages.provider.isDefault')}</Tag>}
        </>
      ),
    },
    { title: t('messages.provider.kind'), dataIndex: 'kind', width: 130, search: false, render: (_, r) => t(`messages.provider.kinds.${r.kind}`) },
    { title: t('messages.provider.endpoint'), dataIndex: 'endpoint', width: 320, search: false, ellipsis: true },
    { title: t('messages.provider.enabled'), dataIndex: 'enabled', width: 90, search: false, render: (_, r) => yes(r.enabled) },
    { title: t('messages.createTime'), dataIndex: 'createTime', width: 170, search: false, render: (_, r) => when(r.createTime) },
    rowActionsColumn<TPushProvider>({
      width: 140,
      edit: { permission: P.pushProviderManage.name, onEdit: (r) => target.open('edit', r) },
      delete: {
        permission: P.pushProviderManage.name,
        name: (r) => r.name,
        run: (r) => deleteProvider({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
      },
    }),
  ];
  const fields: KitField[] = [
    { name: 'name', labelKey: 'messages.provider.name', kind: 'text' },
    {
      name: 'kind',
      labelKey: 'messages.provider.kind',
      kind: 'select',
      options: PUSH_PROVIDER_KINDS.map((k) => ({ value: k, label: t(`messages.provider.kinds.${k}`) })),
    },
    { name: 'isDefault', labelKey: 'messages.provider.isDefault', kind: 'switch' },
    { name: 'enabled', labelKey: 'messages.provider.enabled', kind: 'switch' },
  ];
  return (
    <>
      <KitListPage<TPushProvider>
        id="push-providers"
        rowKey="id"
        columns={columns}
        actionRef={ref}
        fetch={getProviderPage}
        toolbar={() => [<AddButton key="add" permission={P.pushProviderManage.name} onClick={() => target.open('add')} testId="push-provider-add" />]}
      />
      <KitEntityForm<ProviderFormValues>
        mode={target.mode}
        titleKey={{ add: 'messages.provider.add', edit: 'messages.provider.edit', detail: 'messages.provider.edit' }}
        schema={ZSavePushProviderRequest}
        initialValues={initialValues}
        fields={fields}
        extra={
          // shouldUpdate, not dependencies: the record's kind arrives by setFieldsValue, which re-renders no dependencies-only item
          <Form.Item noStyle shouldUpdate={(prev, next) => prev.kind !== next.kind}>
            {({ getFieldValue }) =>
              getFieldValue('kind') === 'http' ? (
                <>
                  <KitTextField
                    name="endpoint"
                    label={t('messages.provider.endpointHttp')}
                    span={12}
                    rules={[{ required: true, message: t('kit.required') }]}
                  />
                  <KitTextField
                    password
                    name="token"
                    label={t('messages.provider.token')}
                    span={12}
                    placeholder={target.mode === 'edit' && current?.kind === 'http' && current.hasSecret ? t('messages.provider.tokenKept') : ''}
                    autoComplete="new-password"
                  />
                </>
              ) : (
                <div style={{ padding: '0 8px 16px', color: 'var(--diagops-quiet)' }}>{t('messages.provider.webpushKeys')}</div>
              )
            }
          </Form.Item>
        }
        onClose={target.close}
        onSubmit={async (v, mode) => {
          if (mode === 'add') await saveProvider(providerRequest(v));
          else await updateProvider({ ...providerRequest(v), id: current!.id, version: current!.version });
          ref.current?.reload();
        }}
      />
    </>
  );
}
