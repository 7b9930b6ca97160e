import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../shared/charts';
import { RangePicker } from '../../../shared/kit/lazy-pickers';
import { Input } from '../../../shared/ui/input';
import { qualityReport } from '../api/tracking-api';
import styles from './tracking.module.css';

const DAY = 'YYYY-MM-DD';
const pct = (v: number | null) => (v === null ? null : Math.round(v * 10_000) / 100);

/**
 * /buryingPoint/softwareQualityScreen: one software (and version) on one timeline — adoption per
 * version, crash-free devices and sessions, the hot functions' failure rates and the feedback volume.
 */
export function QualityPage() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(13, 'day'), dayjs()]);
  const [softCode, setSoftCode] = useState('');
  const [version, setVersion] = useState('');
  const [asked, setAsked] = useState<{ softCode: string; version?: string; from: string; to: string } | null>(null);
  const q = useQuery({ queryKey: ['tracking', 'quality', asked], queryFn: () => qualityReport(asked!), enabled: asked !== null, retry: false });
  const data = q.data;
  const days = data?.days.map((d) => ({ key: d.day, label: d.day })) ?? [];
  const versions = [...new Set(data?.adoption.map((a) => a.version) ?? [])];
  const zh = i18n.language === 'zh-CN';
  return (
    <div className={styles.page}>
      <form
        className={styles.search}
        onSubmit={(e) => {
          e.preventDefault();
          if (!softCode.trim()) return;
          setAsked({ softCode: softCode.trim(), ...(version.trim() ? { version: version.trim() } : {}), from: range[0].format(DAY), to: range[1].format(DAY) });
        }}
      >
        <label className={styles.field} htmlFor="quality-page-f1">
          <span>{t('tracking.quality.softCode')}</span>
          <Input
            id="quality-page-f1"
            value={softCode}
            onChange={(e) => setSoftCode(e.target.value)}
            style={{ width: 160 }}
            data-testid="quality-soft"
            required
          />
        </label>
        <label className={styles.field} htmlFor="quality-page-f2">
          <span>{t('tracking.quality.version')}</span>
          <Input
            id="quality-page-f2"
            value={version}
            onChange={(e) => setVersion(e.target.value)}
            style={{ width: 120 }}
            placeholder={t('tracking.quality.allVersions')}
          />
        </label>
        <label className={styles.field} htmlFor="quality-page-f3">
          <span>{t('tracking.data.days')}</span>
          <RangePicker id="quality-page-f3" value={range} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} allowClear={false} />
        </label>
        <Button type="primary" htmlType="submit" loading={q.isFetching} data-testid="quality-query">
          {t('tracking.search.query')}
        </Button>
      </form>
      {q.error ? (
        <p role="alert" className={styles.error}>
          {(q.error as Error).message}
        </p>
      ) : null}
      {data ? (
        <div className={styles.charts}>
          <ChartCard
            data-testid="quality-health"
            title={t('tracking.quality.health')}
            kind="line"
            xName={t('tracking.data.by.day')}
            yName="%"
            dimensions={days}
            series={[
              { key: 'devices', label: t('tracking.quality.crashFreeDevices'), values: data.days.map((d) => pct(d.crashFreeDevices)) },
              { key: 'sessions', label: t('tracking.quality.crashFreeSessions'), values: data.days.map((d) => pct(d.crashFreeSessions)) },
            ]}
          />
          <ChartCard
            data-testid="quality-adoption"
            title={t('tracking.quality.adoption')}
            kind="bar"
            stacked
            xName={t('tracking.data.by.day')}
            yName={t('tracking.data.devices')}
            dimensions={days}
            series={versions.map((v) => ({
              key: v,
              label: v,
              values: data.days.map((d) => data.adoption.find((a) => a.day === d.day && a.version === v)?.devices ?? 0),
            }))}
          />
          <ChartCard
            data-testid="quality-hot"
            title={t('tracking.quality.hotFailures')}
            kind="line"
            xName={t('tracking.data.by.day')}
            yName="%"
            dimensions={days}
            series={data.hotFunctions.map((f) => ({
              key: String(f.id),
              label: zh ? f.nameZh : f.nameEn,
              values: data.days.map((d) => {
                const c = f.days.find((x) => x.day === d.day);
                return c && c.calls > 0 ? pct(c.failures / c.calls) : null;
              }),
            }))}
          />
          <ChartCard
            data-testid="quality-volume"
            title={t('tracking.quality.volume')}
            kind="line"
            xName={t('tracking.data.by.day')}
            dimensions={days}
            series={[
              { key: 'devices', label: t('tracking.data.devices'), values: data.days.map((d) => d.devices) },
              { key: 'sessions', label: t('tracking.quality.sessions'), values: data.days.map((d) => d.sessions) },
              { key: 'feedback', label: t('tracking.quality.feedback'), values: data.days.map((d) => d.feedback) },
            ]}
          />
        </div>
      ) : (
        <p className={styles.hint}>{t('tracking.quality.pick')}</p>
      )}
    </div>
  );
}
