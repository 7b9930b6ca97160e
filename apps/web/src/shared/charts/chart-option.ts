import { type ChartData, chartText } from './chart-types';

export type ChartLook = { mode: 'light' | 'dark'; primary: string; text: string; quiet: string; line: string };

/** The theme colour first, then hues told apart in both modes (each reads on white and on #141414). */
const PALETTE = ['#fa8c16', '#52c41a', '#722ed1', '#eb2f96', '#13c2c2', '#faad14', '#2f54eb', '#a0d911'];
export const chartPalette = (primary: string) => [primary, ...PALETTE.filter((c) => c.toLowerCase() !== primary.toLowerCase())];

const format = (v: number, lang: string) => new Intl.NumberFormat(lang).format(v);

/**
 * The ECharts option of a chart: the numbers as a dataset (one row a dimension), every text in the
 * user's language, colours and text of the console's theme and mode. Pure, so it is tested without
 * the library.
 */
export function chartOption(data: ChartData, lang: string, look: ChartLook): Record<string, unknown> {
  const names = data.series.map((s) => chartText(s.label, lang));
  const source = data.dimensions.map((d, i) => [chartText(d.label, lang), ...data.series.map((s) => s.values[i] ?? null)]);
  const text = { color: look.text, fontFamily: 'inherit' };
  const base = {
    backgroundColor: 'transparent',
    color: chartPalette(look.primary),
    textStyle: text,
    animation: false,
    // named dimensions: the first column is the category, each other a series (its legend name)
    dataset: { dimensions: ['__category', ...data.series.map((x, i) => ({ name: `s${i}:${x.key}`, displayName: names[i] }))], source },
    tooltip: { trigger: data.kind === 'pie' ? 'item' : 'axis', valueFormatter: (v: number) => (typeof v === 'number' ? format(v, lang) : '–') },
    legend: { top: 0, type: 'scroll', textStyle: text, pageTextStyle: text },
  };
  if (data.kind === 'pie') {
    return {
      ...base,
      series: [{ type: 'pie', name: names[0], radius: ['35%', '65%'], center: ['50%', '56%'], label: { color: look.text }, encode: { itemName: 0, value: 1 } }],
    };
  }
  const axisName = (n: ChartData['xName']) => (n ? { name: chartText(n, lang), nameTextStyle: { color: look.quiet } } : {});
  const axisLine = { lineStyle: { color: look.line } };
  return {
    ...base,
    grid: { left: 8, right: 16, top: 48, bottom: 8, containLabel: true },
    xAxis: { type: 'category', ...axisName(data.xName), nameLocation: 'middle', nameGap: 28, axisLine, axisLabel: { color: look.quiet } },
    yAxis: {
      type: 'value',
      // counts step by whole numbers (an empty chart shows 0…1, not 0.2 steps)
      ...(data.series.every((x) => x.values.every((v) => v === null || Number.isInteger(v))) ? { minInterval: 1 } : {}),
      ...axisName(data.yName),
      axisLine,
      axisLabel: { color: look.quiet, formatter: (v: number) => format(v, lang) },
      splitLine: { lineStyle: { color: look.line } },
    },
    series: data.series.map((_, i) => ({
      type: data.kind,
      name: names[i],
      seriesLayoutBy: 'column',
      encode: { x: 0, y: i + 1 },
      ...(data.kind === 'line' ? { smooth: false, showSymbol: true } : {}),
      ...(data.kind === 'bar' && data.stacked ? { stack: 'total' } : {}),
    })),
  };
}
