import { PlusOutlined } from '@ant-design/icons';
import { MESSAGE_CHANNELS, MESSAGE_PERMISSIONS as P, type TMessage } from '@diagops/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Access } from '../../../shared/components/access';
import { type KitColumn, KitListPage, rowActionsColumn, StatusTag, statusEnum } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { copyMessage, getMessagePage } from '../api/message-calls';
import { channelOfPath, gmt, MESSAGE_STATE, messageRoutes, screenOf } from '../components/message-meta';

/** Messages of one channel (in-station, push list, mail tasks) or of all (message sends): filtered, opened, copied one at a time (MSG-05). */
export default function MessageListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const channel = channelOfPath(pathname);
  const routes = messageRoutes(pathname);
  const open = (r: TMessage) => navigate(channel === null ? routes.edit(r.id) : screenOf(r));
  const columns: KitColumn<TMessage>[] = [
    { title: t('messages.id'), dataIndex: 'id', width: 70, search: false },
    { title: t('messages.title'), dataIndex: 'title', width: 220, ellipsis: true },
    {
      title: t('messages.channel'),
      dataIndex: 'channel',
      width: 110,
      search: channel === null ? undefined : false,
      valueType: 'select',
      fieldProps: { options: MESSAGE_CHANNELS.map((c) => ({ value: c, label: t(`messages.channels.${c}`) })) },
      render: (_, r) => t(`messages.channels.${r.channel}`),
    },
    { title: t('messages.classification'), dataIndex: 'classification', width: 120 },
    {
      title: t('messages.stateLabel'),
      dataIndex: 'state',
      width: 110,
      valueType: 'select',
      valueEnum: statusEnum(MESSAGE_STATE, t),
      render: (_, r) => <StatusTag value={r.state} styles={MESSAGE_STATE} />,
    },
    {
      title: t('messages.terminals'),
      dataIndex: 'terminals',
      width: 130,
      search: false,
      render: (_, r) => r.terminals.map((x) => t(`messages.terminal.${x}`)).join(', '),
    },
    { title: t('messages.sendStart'), dataIndex: 'sendStartTime', width: 170, search: false, render: (_, r) => gmt(r.sendStartTime) },
    { title: t('messages.sendEnd'), dataIndex: 'sendEndTime', width: 170, search: false, render: (_, r) => gmt(r.sendEndTime) },
    { title: t('messages.guest'), dataIndex: 'guest', width: 80, search: false, render: (_, r) => (r.guest ? t('messages.yes') : t('messages.no')) },
    { title: t('messages.periodic'), dataIndex: 'periodic', width: 90, search: false, render: (_, r) => (r.periodic ? t('messages.yes') : t('messages.no')) },
    {
      title: t('messages.usePushProvider'),
      dataIndex: 'usePushProvider',
      width: 110,
      search: false,
      render: (_, r) => (r.usePushProvider ? t('messages.yes') : t('messages.no')),
    },
    { title: t('messages.author'), dataIndex: 'createdByName', width: 110, search: false },
    { title: t('messages.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    rowActionsColumn<TMessage>({
      width: 140,
      onDetail: open,
      extra: [
        {
          key: 'copy',
          label: t('messages.copy'),
          permission: P.messageEdit.name,
          testId: (r) => `msg-copy-${r.id}`,
          onClick: async (r) => {
            const c = await copyMessage([r.id]);
            message.success(t('messages.copied', { id: c.id }));
            navigate(channel === null ? routes.edit(c.id) : screenOf(c));
          },
        },
      ],
    }),
  ];
  return (
    <KitListPage<TMessage>
      id={`messages-${channel ?? 'all'}`}
      rowKey="id"
      columns={columns}
      fetch={(q) => getMessagePage(channel ? { ...q, channel } : q)}
      toolbar={() => [
        <Access key="add" permission={P.messageEdit.name}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(routes.add)} data-testid="msg-add">
            {t('messages.add')}
          </Button>
        </Access>,
      ]}
    />
  );
}
