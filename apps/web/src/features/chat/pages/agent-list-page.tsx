import { CHAT_PERMISSIONS as P, type TImAgent } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddButton, type KitColumn, KitListPage, rowActionsColumn } from '../../../shared/kit';
import { Tag } from '../../../shared/ui/tag';
import { Typography } from '../../../shared/ui/typography';
import { deleteAgent, getAgentPage } from '../api/chat-calls';

const STATUS_COLOR = { 0: 'default', 1: 'success', 2: 'warning' } as const;

/** /customerServiceManagement/customerSetting/list — the agents: skills, capacity, working hours, status. */
export default function AgentListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns: KitColumn<TImAgent>[] = [
    { title: t('chat.nickname'), dataIndex: 'nickname', key: 'keyword', width: 160, fixed: 'left', render: (_, r) => r.nickname },
    { title: t('chat.username'), dataIndex: 'username', width: 140, search: false },
    {
      title: t('chat.agentStatus'),
      dataIndex: 'status',
      width: 110,
      valueType: 'select',
      fieldProps: { options: [0, 1, 2].map((v) => ({ value: v, label: t(`chat.status.${v}`) })) },
      render: (_, r) => <Tag color={STATUS_COLOR[r.status as 0 | 1 | 2]}>{t(`chat.status.${r.status}`)}</Tag>,
    },
    { title: t('chat.languages'), dataIndex: 'languages', width: 160, search: false, render: (_, r) => r.languages.map((l) => <Tag key={l}>{l}</Tag>) },
    {
      title: t('chat.products'),
      dataIndex: 'productIds',
      width: 120,
      search: false,
      render: (_, r) => (r.productIds.length === 0 ? t('chat.allProducts') : r.productIds.join(', ')),
    },
    {
      title: t('chat.capacity'),
      dataIndex: 'capacity',
      width: 110,
      search: false,
      sortKey: 'capacity',
      render: (_, r) => `${r.activeSessions} / ${r.capacity}`,
    },
    {
      title: t('chat.hours'),
      dataIndex: 'workStart',
      width: 200,
      search: false,
      render: (_, r) => (
        <>
          <div>
            {r.workStart}–{r.workEnd} <Tag color={r.inHours ? 'success' : 'default'}>{t(r.inHours ? 'chat.inHours' : 'chat.offHours')}</Tag>
          </div>
          <Typography.Text type="secondary" title={t('chat.timeZone')} data-testid="agent-tz">
            {r.timeZone}
          </Typography.Text>
        </>
      ),
    },
    { title: t('chat.enabled'), dataIndex: 'enabled', width: 90, search: false, render: (_, r) => (r.enabled ? t('chat.yes') : t('chat.no')) },
    rowActionsColumn<TImAgent>({
      width: 140,
      edit: { permission: P.agentEdit.name, onEdit: (r) => navigate(`/customerServiceManagement/customerSetting/edit/${r.id}`) },
      delete: { permission: P.agentEdit.name, name: (r) => r.nickname, run: (r) => deleteAgent(r.id) },
    }),
  ];
  return (
    <KitListPage<TImAgent>
      id="chat-agents"
      rowKey="id"
      columns={columns}
      fetch={getAgentPage}
      toolbar={() => [
        <AddButton key="add" permission={P.agentEdit.name} onClick={() => navigate('/customerServiceManagement/customerSetting/add')} testId="agent-add" />,
      ]}
    />
  );
}
