import { type FieldDef, REPORT_KIND_LABELS, REPORT_RESOURCES, REPORT_ROUTES, REPORT_SUMMARY_FIELDS, type TReportFaultCode, text2 } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Empty } from '../../../shared/ui/empty';
import { Fields } from '../../../shared/ui/fields';
import { Panel } from '../../../shared/ui/panel';
import { Spin } from '../../../shared/ui/spin';
import { Tag } from '../../../shared/ui/tag';
import { getFaultCodes, getReport } from '../api/report-calls';
import { ReportFile } from '../components/report-file';
import { kindOfPath, shownValue, utc } from '../components/report-values';

const STATUS_COLORS = { current: 'red', history: 'default', pending: 'gold' } as const;

/** A report's detail: who and what it is about, the kind's values, its fault codes (a scan) and its file. */
export default function ReportDetailPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const kind = kindOfPath(useLocation().pathname);
  const params = useParams();
  const id = Number(params.id ?? params.diagnosisReportId);
  const def = REPORT_RESOURCES[kind];
  const scan = kind === 'diagnosis' || kind === 'detection';
  const report = useQuery({ queryKey: ['reports', kind, id], queryFn: () => getReport(kind, id), enabled: id > 0, retry: false });
  const codes = useQuery({ queryKey: ['reports', kind, id, 'codes'], queryFn: () => getFaultCodes(kind, id), enabled: id > 0 && scan, retry: false });
  if (report.isLoading) return <Spin />;
  const r = report.data;
  if (!r) return <Empty description={t('reports.notFound')} />;
  const label = (name: string) => text2((def.fields as Record<string, FieldDef>)[name]!.label, lang);
  const summary = REPORT_SUMMARY_FIELDS[kind] as Record<string, FieldDef>;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Panel
        title={`${text2(REPORT_KIND_LABELS[kind], lang)} · ${r.sn}`}
        extra={<Button onClick={() => navigate(REPORT_ROUTES[kind].list)}>{t('reports.back')}</Button>}
        data-testid="report-detail"
      >
        <Fields
          items={[
            { label: label('sn'), value: r.sn },
            { label: label('vin'), value: (r.vin as string) || '-' },
            { label: label('customerAccount'), value: (r.customerAccount as string) || t('reports.unbound') },
            { label: label('productModel'), value: r.productModel as string },
            { label: label('softwareCode'), value: r.softwareCode as string },
            { label: label('softwareVersion'), value: r.softwareVersion as string },
            { label: label('diagnosisTime'), value: <span data-testid="report-diagnosis-time">{utc(r.diagnosisTime)}</span> },
            { label: t('reports.uploadedAt'), value: utc(r.createTime) },
          ]}
        />
      </Panel>
      <Panel title={t('reports.summary')}>
        <Fields items={Object.entries(summary).map(([name, f]) => ({ key: name, label: text2(f.label, lang), value: shownValue(f, r[name], lang) }))} />
      </Panel>
      {scan ? (
        <Panel title={t('reports.faultCodes')}>
          <DataTable<TReportFaultCode & { n: number }>
            rowKey="n"
            size="small"
            loading={codes.isLoading}
            pagination={false}
            dataSource={(codes.data ?? []).map((c, n) => ({ ...c, n }))}
            locale={{ emptyText: t('reports.noFaultCodes') }}
            columns={[
              { title: t('reports.system'), dataIndex: 'system', width: 180 },
              { title: t('reports.code'), dataIndex: 'code', width: 120 },
              { title: t('reports.description'), dataIndex: 'description', render: (v: string | undefined) => v || '-' },
              {
                title: t('reports.codeStatus'),
                dataIndex: 'status',
                width: 110,
                render: (v: keyof typeof STATUS_COLORS) => <Tag color={STATUS_COLORS[v] ?? 'default'}>{t(`reports.codeStatuses.${v}`)}</Tag>,
              },
            ]}
          />
        </Panel>
      ) : null}
      <ReportFile report={r} />
    </div>
  );
}
