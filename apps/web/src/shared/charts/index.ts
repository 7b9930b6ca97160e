// Charts of the console (Apache ECharts, loaded on first use): a titled card with a chart / table switch.
export { ChartCard, type ChartCardProps } from './chart-card';
export { ChartTable } from './chart-table';
export type { Bilingual, ChartData, ChartDimension, ChartKind, ChartSeries, ChartText } from './chart-types';
export { chartText } from './chart-types';
export { EChart, loadCharts } from './echart';
