import { useTranslation } from 'react-i18next';
import { DataTable } from '../ui/data-table/data-table';
import { type ChartData, chartText } from './chart-types';

type Row = { key: string; label: string; [series: string]: string | number | null };

/** The chart's numbers as a table: a row per dimension, a column per series (for screen readers and copying). */
export function ChartTable({ data, caption }: { data: ChartData; caption: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const number = new Intl.NumberFormat(lang);
  const rows: Row[] = data.dimensions.map((d, i) => {
    const row: Row = { key: d.key, label: chartText(d.label, lang) };
    for (const s of data.series) row[`s:${s.key}`] = s.values[i] ?? null;
    return row;
  });
  const columns = [
    { key: 'label', dataIndex: 'label', title: chartText(data.xName, lang) || t('charts.category') },
    ...data.series.map((s) => ({
      key: `s:${s.key}`,
      dataIndex: `s:${s.key}`,
      title: chartText(s.label, lang),
      align: 'right' as const,
      render: (v: number | null) => (v === null || v === undefined ? '–' : number.format(v)),
    })),
  ];
  return (
    <section aria-label={caption} data-testid="chart-table">
      <DataTable<Row> size="small" rowKey="key" columns={columns} dataSource={rows} pagination={false} />
    </section>
  );
}
