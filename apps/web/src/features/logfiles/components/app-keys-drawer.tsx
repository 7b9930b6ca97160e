import { LOGFILE_PERMISSIONS as P, type TAppKey, ZCreateAppKeyRequest } from '@diagops/contracts';
import { Drawer } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  confirmAction,
  type KitColumn,
  KitEntityForm,
  KitListPage,
  type ListActions,
  rowActionsColumn,
  type StatusStyle,
  StatusTag,
  statusEnum,
  useFormTarget,
} from '../../../shared/kit';
import { Alert } from '../../../shared/ui/alert';
import { App } from '../../../shared/ui/app';
import { Modal } from '../../../shared/ui/modal';
import { Typography } from '../../../shared/ui/typography';
import { createAppKey, disableAppKey, enableAppKey, getAppKeyPage } from '../api/logfile-calls';

const KEY_ENABLED: StatusStyle = { true: { color: 'green', labelKey: 'logfiles.keyEnabled' }, false: { color: 'default', labelKey: 'logfiles.keyDisabled' } };

/** The app keys devices upload logs with: add (the key is shown once), enable, disable. */
export function AppKeysDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ref = useRef<ListActions | undefined>(undefined);
  const form = useFormTarget<TAppKey>();
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null);

  const setEnabled = async (k: TAppKey, enabled: boolean) => {
    if (!(await confirmAction(t(enabled ? 'logfiles.confirmEnableKey' : 'logfiles.confirmDisableKey', { name: k.name }), { danger: !enabled }))) return;
    await (enabled ? enableAppKey : disableAppKey)({ id: k.id, version: k.version });
    message.success(t('kit.saved'));
    ref.current?.reload();
  };

  const columns: KitColumn<TAppKey>[] = [
    { title: t('logfiles.keyName'), dataIndex: 'name', width: 180 },
    { title: t('logfiles.keyPrefix'), dataIndex: 'prefix', width: 120, search: false, render: (_, r) => <Typography.Text code>{r.prefix}…</Typography.Text> },
    {
      title: t('logfiles.keyStatus'),
      dataIndex: 'enabled',
      width: 90,
      valueEnum: statusEnum(KEY_ENABLED, t),
      render: (_, r) => <StatusTag value={String(r.enabled)} styles={KEY_ENABLED} />,
    },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    { title: t('logfiles.keyLastUsed'), dataIndex: 'lastUsedTime', width: 170, valueType: 'dateTime', search: false },
    rowActionsColumn<TAppKey>({
      width: 120,
      extra: [
        { key: 'enable', label: t('logfiles.enableKey'), permission: P.appKeyManage.name, when: (r) => !r.enabled, onClick: (r) => void setEnabled(r, true) },
        { key: 'disable', label: t('logfiles.disableKey'), permission: P.appKeyManage.name, when: (r) => r.enabled, onClick: (r) => void setEnabled(r, false) },
      ],
    }),
  ];

  return (
    <Drawer open={open} onClose={onClose} title={t('logfiles.appKeys')} width={960} destroyOnHidden>
      <Alert type="info" showIcon message={t('logfiles.appKeysHint')} style={{ marginBottom: 12 }} />
      <KitListPage<TAppKey>
        id="logfile-app-keys"
        rowKey="id"
        columns={columns}
        fetch={getAppKeyPage}
        actionRef={ref}
        toFilters={(v) => ({ ...v, enabled: v.enabled === undefined ? undefined : v.enabled === 'true' })}
        toolbar={() => [<AddButton key="add" permission={P.appKeyManage.name} onClick={() => form.open('add')} testId="app-key-add" />]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'logfiles.addKeyTitle', edit: 'logfiles.addKeyTitle', detail: 'logfiles.addKeyTitle' }}
        schema={ZCreateAppKeyRequest}
        fields={[{ name: 'name', labelKey: 'logfiles.keyName', kind: 'text' }]}
        onClose={form.close}
        onSubmit={async (v) => {
          const created = await createAppKey(String(v.name));
          setShown({ name: created.appKey.name, key: created.key });
          ref.current?.reload();
        }}
      />
      <Modal
        open={shown !== null}
        title={t('logfiles.keyCreated', { name: shown?.name ?? '' })}
        onOk={() => setShown(null)}
        onCancel={() => setShown(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Alert type="warning" showIcon message={t('logfiles.keyShownOnce')} style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable={{ text: shown?.key ?? '' }} code data-testid="app-key-secret">
          {shown?.key}
        </Typography.Paragraph>
      </Modal>
    </Drawer>
  );
}
