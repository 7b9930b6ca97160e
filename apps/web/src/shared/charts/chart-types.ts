/** A text in both languages, zh-CN first (the declarations' `label: ['资产', 'Asset']` order). */
export type Bilingual = readonly [zh: string, en: string];
/** Chart texts: already in the user's language, or both languages (picked when shown). */
export type ChartText = string | Bilingual;

export type ChartKind = 'line' | 'bar' | 'pie';

/** One value of the category axis (a month, a product model, a country), or one slice of a pie. */
export type ChartDimension = { key: string; label: ChartText };

/** One line or bar set (a pie has one): a value per dimension, in the dimensions' order. */
export type ChartSeries = { key: string; label: ChartText; values: ReadonlyArray<number | null> };

/** What a chart shows: the same numbers feed the chart and its table view. */
export type ChartData = {
  kind: ChartKind;
  dimensions: ReadonlyArray<ChartDimension>;
  series: ReadonlyArray<ChartSeries>;
  /** the category axis' name (also the table's first header) */
  xName?: ChartText;
  /** the value axis' name */
  yName?: ChartText;
  /** bars stacked */
  stacked?: boolean;
};

export const chartText = (text: ChartText | undefined, lang: string): string =>
  text === undefined ? '' : typeof text === 'string' ? text : lang === 'zh-CN' ? text[0] : text[1];
