import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { ChartCard } from './chart-card';
import { chartOption } from './chart-option';

// the chart itself needs a browser's layout; the card's switch and table are what is tested here
vi.mock('./echart', () => ({ EChart: () => <div data-testid="echart" /> }));

const data = {
  kind: 'bar' as const,
  xName: ['月份', 'Month'] as const,
  dimensions: [
    { key: '2026-10', label: '2026-10' },
    { key: '2026-11', label: '2026-11' },
  ],
  series: [
    { key: 'a', label: ['激活', 'Activated'] as const, values: [1200, null] },
    { key: 'b', label: ['绑定', 'Bound'] as const, values: [3, 4] },
  ],
};

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en-US'));
});

describe('ChartCard', () => {
  it('shows the chart, then the same numbers as a table in the user language', async () => {
    render(<ChartCard title={['每月激活', 'Activations per month']} {...data} />);
    expect(screen.getByText('Activations per month')).toBeTruthy();
    expect(screen.getByTestId('echart')).toBeTruthy();
    expect(screen.getByTestId('chart-view-chart').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('chart-view-table'));
    expect(screen.queryByTestId('echart')).toBeNull();
    const table = within(screen.getByRole('region', { name: 'Activations per month' }));
    for (const text of ['Month', 'Activated', 'Bound', '2026-10', '1,200', '–', '4']) expect(table.getByText(text)).toBeTruthy();
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByText('每月激活')).toBeTruthy();
    expect(within(screen.getByTestId('chart-table')).getByText('激活')).toBeTruthy();
  });

  it('builds the ECharts option in the theme and language: a dataset, axis names, one series each', () => {
    const o = chartOption(data, 'en-US', { mode: 'dark', primary: '#40a9ff', text: '#fff', quiet: '#aaa', line: '#444' }) as Record<string, unknown>;
    expect(o.dataset).toEqual({
      dimensions: ['__category', { name: 's0:a', displayName: 'Activated' }, { name: 's1:b', displayName: 'Bound' }],
      source: [
        ['2026-10', 1200, 3],
        ['2026-11', null, 4],
      ],
    });
    expect((o.series as Array<{ name: string }>).map((x) => x.name)).toEqual(['Activated', 'Bound']);
    expect((o.color as string[])[0]).toBe('#40a9ff');
    expect((o.xAxis as { name: string }).name).toBe('Month');
    expect((o.series as unknown[]).length).toBe(2);
  });
});
