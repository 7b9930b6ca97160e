import type { TSessionInfo } from '@diagops/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Tag } from '../../../shared/ui/tag';
import { Typography } from '../../../shared/ui/typography';
import { endSession, listSessions } from '../api/sessions';

export const SESSIONS_KEY = ['account', 'sessions'] as const;

/** A short name for a user agent: browser and system. */
export function describeAgent(ua: string | null): string | null {
  if (!ua) return null;
  const browser = /Edg\/\d+/.exec(ua)?.[0]?.replace('Edg', 'Edge') ?? /(Chrome|Firefox|Safari)\/\d+/.exec(ua)?.[0] ?? null;
  const system = /Windows|Mac OS X|Android|iPhone|iPad|Linux/.exec(ua)?.[0]?.replace('Mac OS X', 'macOS') ?? null;
  return [browser, system].filter(Boolean).join(' · ') || ua.slice(0, 40);
}

/** "My signed-in devices": the caller's live sessions, each but the current one can be signed out. */
export function SessionsTable() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: SESSIONS_KEY, queryFn: listSessions });
  const end = useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      void message.success(t('account.sessions.ended'));
      void qc.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });
  const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');
  return (
    <DataTable<TSessionInfo>
      rowKey="sessionId"
      size="middle"
      loading={q.isLoading}
      dataSource={q.data ?? []}
      pagination={false}
      locale={{ emptyText: t('account.sessions.empty') }}
      data-testid="sessions-table"
      columns={[
        {
          title: t('account.sessions.device'),
          key: 'device',
          render: (_, s) => (
            <Tooltip title={s.userAgent ?? undefined}>
              <Typography.Text>{describeAgent(s.userAgent) ?? t('account.sessions.unknownDevice')}</Typography.Text>
              {s.current && (
                <Tag color="success" style={{ marginInlineStart: 8 }}>
                  {t('account.sessions.current')}
                </Tag>
              )}
            </Tooltip>
          ),
        },
        { title: t('account.sessions.address'), dataIndex: 'ip', render: (v: string | null) => v ?? '-' },
        { title: t('account.sessions.createdAt'), dataIndex: 'createdAt', render: time },
        { title: t('account.sessions.lastUsedAt'), dataIndex: 'lastUsedAt', render: time },
        {
          title: '',
          key: 'end',
          align: 'right',
          render: (_, s) =>
            s.current ? null : (
              <Popconfirm
                title={t('account.sessions.endConfirm')}
                okText={t('common.confirm')}
                cancelText={t('common.cancel')}
                onConfirm={() => end.mutateAsync(s.sessionId)}
              >
                <Button size="small" danger data-testid="end-session">
                  {t('account.sessions.end')}
                </Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  );
}
