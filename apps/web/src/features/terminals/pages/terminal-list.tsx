import { TERMINAL_PERMISSIONS as P, TERMINAL_STATUSES, type TTerminal, type TTerminalApp } from '@diagops/contracts';
import { Badge } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction, type KitColumn, KitListPage, type ListActions, rowActionsColumn, type StatusStyle, StatusTag, statusEnum } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Typography } from '../../../shared/ui/typography';
import { disableTerminal, enableTerminal, getTerminalPage, issueTerminalSecret } from '../api/terminal-calls';
import { type ShownSecret, TerminalSecretDialog } from '../components/terminal-secret-dialog';

const STATUS: StatusStyle = Object.fromEntries(
  TERMINAL_STATUSES.map((s) => [s, { color: s === 'enabled' ? 'green' : 'red', labelKey: `terminals.status.${s}` }]),
);
const EDIT: Record<TTerminalApp, string> = { repair: P.repairEdit.name, newEnergy: P.newEnergyEdit.name, remote: P.remoteEdit.name };

/**
 * One app's registered terminals: search by SN / device key, version and status; enable, disable
 * and issue a secret after a confirmation. Enabling and issuing answer a new secret, shown once.
 */
export function TerminalList({ app }: { app: TTerminalApp }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ref = useRef<ListActions | undefined>(undefined);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const toggle = async (r: TTerminal, enabled: boolean) => {
    if (!(await confirmAction(t(enabled ? 'terminals.confirmEnable' : 'terminals.confirmDisable', { key: r.terminalKey }), { danger: !enabled }))) return;
    if (enabled) {
      const issued = await enableTerminal(r);
      setShown({ terminalKey: issued.terminal.terminalKey, secret: issued.secret });
    } else {
      await disableTerminal(r);
      message.success(t('kit.saved'));
    }
    ref.current?.reload();
  };
  const issue = async (r: TTerminal) => {
    const text = t(r.hasSecret ? 'terminals.confirmReissue' : 'terminals.confirmIssue', { key: r.terminalKey });
    if (!(await confirmAction(text, { danger: r.hasSecret }))) return;
    const issued = await issueTerminalSecret(r);
    setShown({ terminalKey: issued.terminal.terminalKey, secret: issued.secret });
    ref.current?.reload();
  };
  const columns: KitColumn<TTerminal>[] = [
    { title: 'ID', dataIndex: 'id', width: 80, search: false },
    { title: t(`terminals.key.${app}`), dataIndex: 'terminalKey', width: 200, fixed: 'left' },
    { title: t('terminals.appVersion'), dataIndex: 'appVersion', width: 120 },
    { title: t('terminals.osVersion'), dataIndex: 'osVersion', width: 130, search: false, render: (_, r) => r.osVersion ?? '-' },
    {
      title: t('terminals.online'),
      dataIndex: 'online',
      width: 100,
      search: false,
      render: (_, r) => <Badge status={r.online ? 'success' : 'default'} text={t(r.online ? 'terminals.onlineYes' : 'terminals.onlineNo')} />,
    },
    { title: t('terminals.lastSeen'), dataIndex: 'lastSeenTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'lastSeenTime' },
    { title: t('terminals.lastIp'), dataIndex: 'lastIp', width: 140, search: false, render: (_, r) => r.lastIp ?? '-' },
    { title: t('terminals.registered'), dataIndex: 'registeredTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'registeredTime' },
    {
      title: t('terminals.secret'),
      dataIndex: 'secretIssuedTime',
      width: 170,
      search: false,
      render: (_, r) =>
        r.secretIssuedTime ? (
          <span data-testid={`terminal-secret-state-${r.terminalKey}`}>
            {t('terminals.secretIssuedAt', { time: dayjs(r.secretIssuedTime).format('YYYY-MM-DD HH:mm:ss') })}
          </span>
        ) : (
          <Typography.Text type="secondary" data-testid={`terminal-secret-state-${r.terminalKey}`}>
            {t('terminals.secretNone')}
          </Typography.Text>
        ),
    },
    {
      title: t('terminals.state'),
      dataIndex: 'status',
      width: 100,
      valueEnum: statusEnum(STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={STATUS} />,
    },
    rowActionsColumn<TTerminal>({
      width: 200,
      extra: [
        {
          key: 'enable',
          label: t('terminals.enable'),
          permission: EDIT[app],
          when: (r) => r.status === 'disabled',
          onClick: (r) => void toggle(r, true),
          testId: (r) => `terminal-enable-${r.terminalKey}`,
        },
        {
          key: 'disable',
          label: t('terminals.disable'),
          permission: EDIT[app],
          when: (r) => r.status === 'enabled',
          onClick: (r) => void toggle(r, false),
          testId: (r) => `terminal-disable-${r.terminalKey}`,
        },
        {
          key: 'issueSecret',
          label: t('terminals.issueSecret'),
          permission: EDIT[app],
          when: (r) => r.status === 'enabled',
          onClick: (r) => void issue(r),
          testId: (r) => `terminal-issue-secret-${r.terminalKey}`,
        },
      ],
    }),
  ];
  return (
    <>
      <KitListPage<TTerminal> id={`terminals-${app}`} rowKey="id" columns={columns} fetch={(q) => getTerminalPage(app, q)} actionRef={ref} />
      <TerminalSecretDialog shown={shown} onClose={() => setShown(null)} />
    </>
  );
}
