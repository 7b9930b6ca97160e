import { checkVin, type TVinAnalysis, VIN_CODES, type VinIssue } from '@diagops/contracts';
import { Button, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Fields } from '../../../shared/ui/fields';
import { Input } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Tag } from '../../../shared/ui/tag';
import { Typography } from '../../../shared/ui/typography';
import styles from './vin.module.css';
import { analyseVin } from './vin-api';

type Comparison = TVinAnalysis['comparison'][number];

/** An issue of the checks in the screen's language (the catalogue's words; the server answers the same codes). */
function IssueList({ issues, type }: { issues: Array<VinIssue | { code: number; position?: number }>; type: 'error' | 'warning' }) {
  const { t } = useTranslation();
  if (!issues.length) return null;
  return (
    <Alert
      type={type}
      showIcon
      data-testid={`vin-${type}s`}
      message={
        <ul className={styles.issues}>
          {issues.map((i) => (
            <li key={`${i.code}-${i.position ?? ''}`}>
              {t(`vehicleVin.issue.${i.code}`)}
              {i.position && i.code === VIN_CODES.characters ? ` (${t('vehicleVin.position', { n: i.position })})` : ''}
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** The decode beside our rule, field by field; a disagreement is highlighted. */
function ComparisonTable({ rows }: { rows: Comparison[] }) {
  const { t } = useTranslation();
  return (
    <DataTable<Comparison>
      size="small"
      pagination={false}
      rowKey="field"
      dataSource={rows}
      data-testid="vin-comparison"
      columns={[
        {
          title: t('vehicleVin.field'),
          dataIndex: 'field',
          width: 140,
          // the console's table takes no row class: a disagreeing row is marked in its first cell
          render: (f: string, r) => <span className={r.agree === false ? styles.disagree : undefined}>{t(`vehicleVin.fields.${f}`)}</span>,
        },
        { title: t('vehicleVin.decoded'), dataIndex: 'decoded', render: (v: string | null) => v ?? '-' },
        { title: t('vehicleVin.ours'), dataIndex: 'ours', render: (v: string | null) => v ?? '-' },
        {
          title: t('vehicleVin.result'),
          dataIndex: 'agree',
          width: 120,
          render: (a: boolean | null) =>
            a === null ? (
              <Tag>{t('vehicleVin.notCompared')}</Tag>
            ) : a ? (
              <Tag color="green">{t('vehicleVin.agree')}</Tag>
            ) : (
              <Tag color="red">{t('vehicleVin.disagree')}</Tag>
            ),
        },
      ]}
    />
  );
}

function AnalysisView({ a }: { a: TVinAnalysis }) {
  const { t } = useTranslation();
  const d = a.decoded;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="vin-analysis">
      <IssueList issues={a.warnings} type="warning" />
      <Fields
        items={[
          { label: 'VIN', value: <Typography.Text code>{a.vin}</Typography.Text> },
          { label: t('vehicleVin.region'), value: a.region ? t(`vehicleVin.regions.${a.region}`) : '-' },
          { label: t('vehicleVin.modelYear565'), value: a.modelYear ?? '-' },
          { label: t('vehicleVin.manufacturer'), value: d.manufacturer ?? '-' },
          { label: t('vehicleVin.country'), value: d.country ?? '-' },
          { label: t('vehicleVin.body'), value: [d.bodyStyle, d.fuelType].filter(Boolean).join(' · ') || '-' },
          {
            label: t('vehicleVin.rule'),
            value: a.ours ? `${a.ours.wmi}${a.ours.vdsPattern ? ` / ${a.ours.vdsPattern}` : ''}` : t('vehicleVin.noRule'),
            wide: true,
          },
        ]}
      />
      {a.disagreements > 0 && <Alert type="error" showIcon message={t('vehicleVin.disagreements', { n: a.disagreements })} />}
      <ComparisonTable rows={a.comparison} />
      {d.messages.length > 0 && <Typography.Text type="secondary">{`${t('vehicleVin.decoderNotes')}: ${d.messages.join('; ')}`}</Typography.Text>}
    </Space>
  );
}

/**
 * "Analyse a VIN": the checks as it is typed (errors block, warnings are shown), then the server's
 * analysis — the offline decode beside our rule — and the VINs analysed in this session.
 */
export function VinAnalysePanel() {
  const { t } = useTranslation();
  const [vin, setVin] = useState('');
  const [busy, setBusy] = useState(false);
  const [current, setCurrent] = useState<TVinAnalysis | null>(null);
  const [history, setHistory] = useState<TVinAnalysis[]>([]);
  const check = useMemo(() => (vin.trim() ? checkVin(vin, { currentYear: new Date().getFullYear() }) : null), [vin]);
  // the analysis of the VIN in the box (another VIN typed since hides it)
  const shown = current && check && current.vin === check.vin ? current : null;
  const run = async () => {
    if (!check || check.errors.length) return;
    setBusy(true);
    try {
      const a = await analyseVin(check.vin);
      setCurrent(a);
      setHistory((h) => [a, ...h.filter((x) => x.vin !== a.vin)].slice(0, 20));
    } catch {
      /* the http client has shown the message */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel size="small" title={t('vehicleVin.analyseTitle')} className={styles.panel} data-testid="vin-panel">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
          <Input
            value={vin}
            onChange={(e) => setVin(e.target.value)}
            onPressEnter={run}
            placeholder={t('vehicleVin.vinPlaceholder')}
            maxLength={32}
            allowClear
            data-testid="vin-input"
            aria-label="VIN"
          />
          <Button type="primary" onClick={run} loading={busy} disabled={!check || check.errors.length > 0} data-testid="vin-analyse">
            {t('vehicleVin.analyse')}
          </Button>
        </Space.Compact>
        {check && <IssueList issues={check.errors} type="error" />}
        {check && !check.errors.length && !shown && <IssueList issues={check.warnings} type="warning" />}
        {shown && <AnalysisView a={shown} />}
        {history.length > 1 && (
          <div>
            <Typography.Text strong>{t('vehicleVin.history')}</Typography.Text>
            <ul className={styles.history}>
              {history.map((a) => (
                <li key={a.vin}>
                  <button
                    type="button"
                    className={styles.historyItem}
                    onClick={() => {
                      setVin(a.vin);
                      setCurrent(a);
                    }}
                  >
                    <Typography.Text code>{a.vin}</Typography.Text>
                    <span>{[a.decoded.make, a.decoded.model, a.decoded.modelYear].filter(Boolean).join(' ')}</span>
                    {a.disagreements ? (
                      <Tag color="red">{t('vehicleVin.disagreements', { n: a.disagreements })}</Tag>
                    ) : (
                      <Tag color="green">{t('vehicleVin.agree')}</Tag>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Space>
    </Panel>
  );
}
