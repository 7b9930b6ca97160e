import { ACTIVITY_PHASES, type TActivityStats, text2 } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { activityChoices, activityStats } from '../api/marketing-api';
import styles from '../components/marketing.module.css';

type Day = TActivityStats['days'][number];

/** /activitiesManagement/activityStatistics(?id=): one activity's customers reached and joined and what it spent of its budget, in all and per day. */
export default function ActivityStatisticsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const [keyword, setKeyword] = useState('');
  const choices = useQuery({ queryKey: ['marketing', 'activityChoices', keyword], queryFn: () => activityChoices(keyword || undefined) });
  const stats = useQuery({ queryKey: ['marketing', 'stats', id], queryFn: () => activityStats(id!), enabled: Boolean(id) });
  const s = stats.data;
  const n = (v: number | null | undefined) => (v === null || v === undefined ? t('marketing.stats.unlimited') : v.toLocaleString(i18n.language));
  const money = (v: number | null | undefined) =>
    v === null || v === undefined ? t('marketing.stats.unlimited') : v.toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const totals: Array<[string, string]> = s
    ? [
        [t('marketing.stats.phase'), text2(ACTIVITY_PHASES[s.phase], i18n.language)],
        [t('marketing.stats.reached'), n(s.reached)],
        [t('marketing.stats.joined'), n(s.joined)],
        [t('marketing.stats.limit'), n(s.usageLimit)],
        [t('marketing.stats.budget'), money(s.budget)],
        [t('marketing.stats.reward'), s.rewardPerJoin === null ? '-' : money(s.rewardPerJoin)],
        [t('marketing.stats.spent'), money(s.spent)],
        [t('marketing.stats.left'), s.budget === null ? t('marketing.stats.unlimited') : money(Math.max(0, Math.round((s.budget - s.spent) * 100) / 100))],
        [t('marketing.stats.reaching'), s.exhausted ? t('marketing.stats.reachingNo') : s.phase === 'running' ? t('marketing.stats.reachingYes') : '-'],
      ]
    : [];
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <label htmlFor="stats-activity">{t('marketing.stats.activity')}</label>
        <Select<number>
          id="stats-activity"
          aria-label={t('marketing.stats.activity')}
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          style={{ width: 320 }}
          value={id}
          loading={choices.isFetching}
          placeholder={t('marketing.stats.choose')}
          options={(choices.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
          onChange={(v?: number) => setParams(v ? { id: String(v) } : {})}
          data-testid="stats-activity"
        />
      </div>
      {s && (
        <Panel title={s.name} data-testid="activity-stats">
          <div className={styles.totals}>
            {totals.map(([label, value]) => (
              <div key={label} className={styles.total}>
                <span className={styles.totalLabel}>{label}</span>
                <span className={styles.totalValue}>{value}</span>
              </div>
            ))}
          </div>
        </Panel>
      )}
      {s && (
        <Panel title={t('marketing.stats.perDay')}>
          <DataTable<Day>
            data-testid="activity-stats-days"
            rowKey="day"
            size="small"
            dataSource={s.days}
            locale={{ emptyText: t('marketing.stats.none') }}
            columns={[
              { title: t('marketing.stats.day'), dataIndex: 'day', width: 160 },
              { title: t('marketing.stats.reached'), dataIndex: 'reached', align: 'right' },
              { title: t('marketing.stats.joined'), dataIndex: 'joined', align: 'right' },
              { title: t('marketing.stats.spent'), dataIndex: 'spent', align: 'right', render: (v: number) => money(v) },
            ]}
          />
        </Panel>
      )}
    </div>
  );
}
