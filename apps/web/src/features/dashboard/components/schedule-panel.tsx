import { DASHBOARD_KINDS, DASHBOARD_PERMISSION, type DashboardKind, type TDashboardSchedule } from '@diagops/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { deleteSchedule, listSchedules, saveSchedule, searchRecipients } from '../api/dashboard-api';
import styles from './schedule-panel.module.css';

type Draft = {
  dashboard: DashboardKind;
  frequency: 'weekly' | 'monthly';
  zone: 0 | 8;
  language: 'zh-CN' | 'en-US';
  recipientIds: number[];
  attachPdf: boolean;
};

/** The scheduled e-mails of the dashboards: who gets which, how often; a new one; delete. Shown to users who may schedule. */
export function SchedulePanel({ dashboard }: { dashboard: DashboardKind }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const allowed = usePermission(DASHBOARD_PERMISSION.schedule);
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['dashboard-schedules'], queryFn: listSchedules, enabled: allowed });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [people, setPeople] = useState<Array<{ value: number; label: string }>>([]);
  const refresh = () => client.invalidateQueries({ queryKey: ['dashboard-schedules'] });
  const save = useMutation({
    mutationFn: (d: Draft) => saveSchedule(d),
    onSuccess: () => {
      message.success(t('dashboard.schedule.saved'));
      setDraft(null);
      void refresh();
    },
  });
  const remove = useMutation({ mutationFn: deleteSchedule, onSuccess: () => void refresh() });
  if (!allowed) return null;
  const search = (keyword?: string) =>
    void searchRecipients(keyword).then((rows) => setPeople(rows.map((r) => ({ value: r.id, label: r.email ? `${r.name} <${r.email}>` : r.name }))));
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '—');
  const columns = [
    { key: 'dashboard', title: t('dashboard.schedule.dashboard'), render: (_: never, r: TDashboardSchedule) => t(`dashboard.title.${r.dashboard}`) },
    { key: 'frequency', title: t('dashboard.schedule.frequency'), render: (_: never, r: TDashboardSchedule) => t(`dashboard.schedule.${r.frequency}`) },
    { key: 'zone', title: t('dashboard.zone'), render: (_: never, r: TDashboardSchedule) => (r.zone === 8 ? 'UTC+8' : 'UTC+0') },
    { key: 'recipients', title: t('dashboard.schedule.recipients'), render: (_: never, r: TDashboardSchedule) => r.recipients.map((p) => p.name).join(', ') },
    {
      key: 'pdf',
      title: t('dashboard.schedule.pdf'),
      render: (_: never, r: TDashboardSchedule) => (r.attachPdf ? t('dashboard.schedule.yes') : t('dashboard.schedule.no')),
    },
    { key: 'next', title: t('dashboard.schedule.next'), render: (_: never, r: TDashboardSchedule) => when(r.nextRunAt) },
    {
      key: 'last',
      title: t('dashboard.schedule.last'),
      render: (_: never, r: TDashboardSchedule) =>
        r.lastRunAt ? t('dashboard.schedule.lastRun', { at: when(r.lastRunAt), sent: r.lastSent, skipped: r.lastSkipped }) : '—',
    },
    {
      key: 'actions',
      title: t('dashboard.schedule.actions'),
      render: (_: never, r: TDashboardSchedule) => (
        <Button type="link" danger size="small" onClick={() => remove.mutate(r.id)} data-testid={`schedule-delete-${r.id}`}>
          {t('dashboard.schedule.delete')}
        </Button>
      ),
    },
  ];
  const start = () => {
    setDraft({ dashboard, frequency: 'monthly', zone: 8, language: i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US', recipientIds: [], attachPdf: false });
    search();
  };
  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  return (
    <Panel
      title={t('dashboard.schedule.title')}
      extra={
        !draft && (
          <Button type="primary" size="small" onClick={start} data-testid="schedule-add">
            {t('dashboard.schedule.add')}
          </Button>
        )
      }
      data-testid="schedule-panel"
      style={{ marginTop: 16 }}
    >
      {draft && (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(draft);
          }}
          data-testid="schedule-form"
        >
          <Select<DashboardKind>
            aria-label={t('dashboard.schedule.dashboard')}
            value={draft.dashboard}
            style={{ width: 180 }}
            options={DASHBOARD_KINDS.map((k) => ({ value: k, label: t(`dashboard.title.${k}`) }))}
            onChange={(v: DashboardKind) => set({ dashboard: v })}
          />
          <Select<string>
            aria-label={t('dashboard.schedule.frequency')}
            value={draft.frequency}
            style={{ width: 130 }}
            options={(['weekly', 'monthly'] as const).map((f) => ({ value: f, label: t(`dashboard.schedule.${f}`) }))}
            onChange={(v: 'weekly' | 'monthly') => set({ frequency: v })}
            data-testid="schedule-frequency"
          />
          <Select<0 | 8>
            aria-label={t('dashboard.zone')}
            value={draft.zone}
            style={{ width: 110 }}
            options={[
              { value: 8, label: 'UTC+8' },
              { value: 0, label: 'UTC+0' },
            ]}
            onChange={(v: 0 | 8) => set({ zone: v })}
          />
          <Select<string>
            aria-label={t('dashboard.schedule.language')}
            value={draft.language}
            style={{ width: 120 }}
            options={[
              { value: 'zh-CN', label: '中文' },
              { value: 'en-US', label: 'English' },
            ]}
            onChange={(v: 'zh-CN' | 'en-US') => set({ language: v })}
          />
          <Select<number>
            mode="multiple"
            aria-label={t('dashboard.schedule.recipients')}
            placeholder={t('dashboard.schedule.recipients')}
            value={draft.recipientIds}
            style={{ minWidth: 260, flex: 1 }}
            options={people}
            showSearch
            filterOption={false}
            onSearch={(text) => search(text.trim() || undefined)}
            onChange={(v: number[]) => set({ recipientIds: v })}
            data-testid="schedule-recipients"
          />
          <label className={styles.check}>
            <input type="checkbox" checked={draft.attachPdf} onChange={(e) => set({ attachPdf: e.target.checked })} data-testid="schedule-pdf" />
            {t('dashboard.schedule.attachPdf')}
          </label>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={draft.recipientIds.length === 0} data-testid="schedule-save">
            {t('dashboard.schedule.save')}
          </Button>
          <Button onClick={() => setDraft(null)}>{t('dashboard.schedule.cancel')}</Button>
        </form>
      )}
      <DataTable<TDashboardSchedule>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isPending}
        pagination={false}
        data-testid="schedule-table"
      />
      <p className={styles.hint}>{t('dashboard.schedule.hint')}</p>
    </Panel>
  );
}
