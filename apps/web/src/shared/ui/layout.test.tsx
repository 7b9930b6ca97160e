import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { Alert } from './alert';
import { Empty } from './empty';
import { Space } from './space';
import { Spin } from './spin';

const show = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en-US'));
});

describe('Space, Spin, Empty and Alert', () => {
  it('Space leaves empty items out, puts the separator between the others and spaces them by size', () => {
    show(
      <Space separator="," size={[4, 12]} data-testid="s">
        <b>a</b>
        {null}
        {false}
        <b>b</b>
      </Space>,
    );
    const space = screen.getByTestId('s');
    expect(space.textContent).toBe('a,b');
    expect(space.style.columnGap).toBe('4px');
    expect(space.style.rowGap).toBe('12px');
    expect(space.style.alignItems).toBe('center');
  });

  it('Spin is a status named "Loading…" in the page language, and marks what it covers busy only while it spins', async () => {
    const { rerender } = show(
      <Spin spinning>
        <p>rows</p>
      </Spin>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByText('rows').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    rerender(
      <I18nextProvider i18n={i18n}>
        <Spin spinning={false}>
          <p>rows</p>
        </Spin>
      </I18nextProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('rows').closest('[aria-busy]')).toBeNull();
    await act(() => i18n.changeLanguage('zh-CN'));
    rerender(
      <I18nextProvider i18n={i18n}>
        <Spin />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status', { name: i18n.t('common.loading') })).toBeInTheDocument();
    expect(i18n.t('common.loading')).toBe('加载中…');
  });

  it('Empty says "No data" in the page language unless told what to say', async () => {
    show(<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    show(<Empty description="Nothing filed yet" />);
    expect(screen.getByText('Nothing filed yet')).toBeInTheDocument();
  });

  it('Alert is an alert with its title (or message), description and action; its close button is named', async () => {
    const onClose = vi.fn();
    show(
      <Alert type="warning" showIcon title="Disk almost full" description="Free some space" action={<button type="button">Clean</button>} onClose={onClose} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Disk almost full');
    expect(alert).toHaveTextContent('Free some space');
    expect(alert.className).toMatch(/warning/);
    expect(screen.getByRole('button', { name: 'Clean' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    show(<Alert type="info" message="Older name" role="status" />);
    expect(screen.getByRole('status')).toHaveTextContent('Older name');
  });
});
