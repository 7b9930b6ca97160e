import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { themeColors } from '../theme/theme-colors';
import { useTheme } from '../theme/theme-store';
import { type ChartLook, chartOption } from './chart-option';
import type { ChartData } from './chart-types';

type Lib = typeof import('./echarts-lib');
type Instance = ReturnType<Lib['initChart']>;
let loading: Promise<Lib> | null = null;
/** The library, imported once on the first chart (its own chunk). */
export const loadCharts = (): Promise<Lib> => {
  loading ??= import('./echarts-lib');
  return loading;
};

const LOOKS = {
  light: { text: 'rgba(0, 0, 0, 0.88)', quiet: 'rgba(0, 0, 0, 0.65)', line: '#d9d9d9' },
  dark: { text: 'rgba(255, 255, 255, 0.85)', quiet: 'rgba(255, 255, 255, 0.65)', line: '#424242' },
} as const;

export function useChartLook(): ChartLook {
  const color = useTheme((s) => s.color);
  const mode = useTheme((s) => s.mode);
  return { mode, primary: themeColors(color, mode).primary, ...LOOKS[mode] };
}

/**
 * An ECharts chart of the data in the console's theme, mode and language; it follows its box's
 * size. The picture is decorative for assistive technology: the card's table view holds the numbers.
 */
export function EChart({ data, height = 280 }: { data: ChartData; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Instance | null>(null);
  const [lib, setLib] = useState<Lib | null>(null);
  const { i18n } = useTranslation();
  const look = useChartLook();

  useEffect(() => {
    let live = true;
    void loadCharts().then((l) => live && setLib(l));
    return () => {
      live = false;
    };
  }, []);

  // dark and light are ECharts themes given at init: a change of mode draws the chart anew
  useEffect(() => {
    if (!lib || !box.current) return;
    const c = lib.initChart(box.current, look.mode === 'dark' ? 'dark' : undefined, { renderer: 'svg' });
    chart.current = c;
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => c.resize()) : null;
    observer?.observe(box.current);
    return () => {
      observer?.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, [lib, look.mode]);

  useEffect(() => {
    chart.current?.setOption(chartOption(data, i18n.language, look), { notMerge: true });
  });

  return <div ref={box} aria-hidden="true" style={{ width: '100%', height }} data-testid="echart" />;
}
