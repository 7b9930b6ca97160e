import { CHANNEL_PLATFORMS, CHANNEL_PERMISSIONS as P, type TChannel, ZSaveChannelRequest } from '@diagops/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  confirmAction,
  type KitColumn,
  KitEntityForm,
  type KitField,
  KitListPage,
  type ListActions,
  rowActionsColumn,
  StatusTag,
  statusEnum,
  useFormTarget,
} from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { CHANNEL_OPTIONS_KEY, disableChannel, enableChannel, getChannelPage, saveChannel, updateChannel } from '../api/channel-calls';
import { CHANNEL_ENABLED } from '../components/channel-enabled';

/** /supply/channel — the sales channels platform SKUs are listed on: search, add, edit, detail, enable, disable. */
export default function ChannelListPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const ref = useRef<ListActions | undefined>(undefined);
  const form = useFormTarget<TChannel>();
  const current = form.current;
  const zh = i18n.language === 'zh-CN';
  const platforms = CHANNEL_PLATFORMS.map((p) => ({ value: p, label: t(`channels.platforms.${p}`) }));
  const changed = () => {
    ref.current?.reload();
    void queryClient.invalidateQueries({ queryKey: CHANNEL_OPTIONS_KEY });
  };

  const setEnabled = async (c: TChannel, enabled: boolean) => {
    const name = zh ? c.nameZh : c.nameEn;
    if (!(await confirmAction(t(enabled ? 'channels.confirmEnable' : 'channels.confirmDisable', { name }), { danger: !enabled }))) return;
    await (enabled ? enableChannel : disableChannel)({ id: c.id, version: c.version });
    message.success(t('kit.saved'));
    changed();
  };

  const columns: KitColumn<TChannel>[] = [
    { title: t('channels.code'), dataIndex: 'code', width: 140, sortKey: 'code', fixed: 'left' },
    { title: t('channels.name'), dataIndex: 'name', width: 200, hideInTable: true },
    { title: t('channels.nameZh'), dataIndex: 'nameZh', width: 180, search: false },
    { title: t('channels.nameEn'), dataIndex: 'nameEn', width: 200, search: false },
    {
      title: t('channels.platform'),
      dataIndex: 'platform',
      width: 120,
      valueType: 'select',
      fieldProps: { options: platforms },
      render: (_, r) => platforms.find((p) => p.value === r.platform)?.label ?? r.platform,
    },
    { title: t('channels.site'), dataIndex: 'site', width: 90, search: false },
    {
      title: t('channels.statusLabel'),
      dataIndex: 'enabled',
      width: 90,
      valueEnum: statusEnum(CHANNEL_ENABLED, t),
      render: (_, r) => <StatusTag value={String(r.enabled)} styles={CHANNEL_ENABLED} />,
    },
    { title: t('kit.updateTime'), dataIndex: 'updateTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'updateTime' },
    rowActionsColumn<TChannel>({
      width: 200,
      onDetail: (r) => form.open('detail', r),
      edit: { permission: P.channelEdit.name, onEdit: (r) => form.open('edit', r) },
      extra: [
        { key: 'enable', label: t('channels.enable'), permission: P.channelStatus.name, when: (r) => !r.enabled, onClick: (r) => void setEnabled(r, true) },
        { key: 'disable', label: t('channels.disable'), permission: P.channelStatus.name, when: (r) => r.enabled, onClick: (r) => void setEnabled(r, false) },
      ],
    }),
  ];

  const fields: KitField[] = [
    { name: 'code', labelKey: 'channels.code', kind: 'text', lockedOnEdit: true },
    { name: 'platform', labelKey: 'channels.platform', kind: 'select', options: platforms },
    { name: 'nameZh', labelKey: 'channels.nameZh', kind: 'text' },
    { name: 'nameEn', labelKey: 'channels.nameEn', kind: 'text' },
    { name: 'site', labelKey: 'channels.site', kind: 'text' },
  ];

  return (
    <>
      <KitListPage<TChannel>
        id="channels"
        rowKey="id"
        columns={columns}
        fetch={getChannelPage}
        actionRef={ref}
        toFilters={(v) => ({ ...v, enabled: v.enabled === undefined ? undefined : v.enabled === 'true' })}
        toolbar={() => [<AddButton key="add" permission={P.channelAdd.name} onClick={() => form.open('add')} />]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'channels.addTitle', edit: 'channels.editTitle', detail: 'channels.detailTitle' }}
        schema={ZSaveChannelRequest}
        fields={fields}
        initialValues={current ?? { platform: 'amazon' }}
        onClose={form.close}
        onSubmit={async (v, m) => {
          const body = { ...v, site: v.site || null } as never;
          if (m === 'add') await saveChannel(body);
          else await updateChannel({ ...(body as object), id: current!.id, version: current!.version } as never);
          changed();
        }}
      />
    </>
  );
}
