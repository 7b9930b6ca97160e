import type { TDashboardChart, TDashboardText } from '@diagops/contracts';

type Keyed = { key: string | null; n: number };

/** One value per month (0 where no row), in the months' order. */
export const perMonth = <R extends { key: string | null }>(rows: R[], months: string[], value: (r: R) => number) => {
  const at = new Map(rows.map((r) => [r.key, value(r)]));
  return months.map((m) => at.get(m) ?? 0);
};

export const monthDimensions = (months: string[]) => months.map((m) => ({ key: m, label: [m, m] as TDashboardText }));

/** A chart over the months: one series a named set of rows. */
export function monthChart(
  key: string,
  kind: 'line' | 'bar',
  title: TDashboardText,
  months: string[],
  series: Array<{ key: string; label: TDashboardText; values: number[] }>,
  yName?: TDashboardText,
): TDashboardChart {
  return { key, kind, title, xName: ['月份', 'Month'], yName, dimensions: monthDimensions(months), series };
}

/** A chart of counts per category (largest first), the categories named by `label`. */
export function categoryChart(
  key: string,
  kind: 'bar' | 'pie',
  title: TDashboardText,
  rows: Keyed[],
  label: (key: string | null) => TDashboardText,
  seriesLabel: TDashboardText,
  xName?: TDashboardText,
): TDashboardChart {
  const sorted = [...rows].filter((r) => r.n > 0).sort((a, b) => b.n - a.n || String(a.key).localeCompare(String(b.key)));
  return {
    key,
    kind,
    title,
    xName,
    dimensions: sorted.map((r) => ({ key: r.key ?? '', label: label(r.key) })),
    series: [{ key: 'count', label: seriesLabel, values: sorted.map((r) => r.n) }],
  };
}

export const sum = (rows: Array<{ n: number }>) => rows.reduce((a, r) => a + r.n, 0);
