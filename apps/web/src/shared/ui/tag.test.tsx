import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { contrast } from '../theme/contrast';
import { backgrounds } from '../theme/theme-colors';
import { setThemeMode } from '../theme/theme-store';
import { Tag, tagColor } from './tag';

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en-US'));
});
afterEach(() => setThemeMode('light'));

describe('tagColor', () => {
  it('keeps status names and passes other colours through', () => {
    expect(tagColor('green')).toBe('success');
    expect(tagColor('blue')).toBe('processing');
    expect(tagColor('default')).toBe('default');
    expect(tagColor('#123456')).toBe('#123456');
  });

  it.each(['light', 'dark'] as const)('gives antd presets a shade that reads at AA on every %s background', (mode) => {
    setThemeMode(mode);
    for (const preset of ['cyan', 'purple', 'magenta', 'geekblue', 'volcano', 'lime']) {
      const shade = tagColor(preset);
      expect(shade).toMatch(/^#[0-9a-f]{6}$/i);
      for (const bg of backgrounds(mode)) expect(contrast(shade, bg), `${preset} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('Tag', () => {
  const show = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

  it('takes a status class for statuses and the common colour names, and the default one without a colour', () => {
    show(
      <>
        <Tag data-testid="none">a</Tag>
        <Tag color="success" data-testid="ok">
          b
        </Tag>
        <Tag color="blue" data-testid="blue">
          c
        </Tag>
      </>,
    );
    expect(screen.getByTestId('none').className).toMatch(/default/);
    expect(screen.getByTestId('ok').className).toMatch(/success/);
    expect(screen.getByTestId('blue').className).toMatch(/processing/);
    expect(screen.getByTestId('blue').getAttribute('style')).toBeNull();
  });

  it.each(['light', 'dark'] as const)('writes a custom colour on its own tint at AA in %s mode', (mode) => {
    act(() => setThemeMode(mode));
    for (const color of ['purple', 'cyan', 'magenta', '#faad14', '#1677ff']) {
      const { unmount } = show(
        <Tag color={color} data-testid="t">
          x
        </Tag>,
      );
      const style = screen.getByTestId('t').style;
      const bg = style.getPropertyValue('--diagops-tag-bg');
      const text = style.getPropertyValue('--diagops-tag-text');
      expect(bg, color).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrast(text, bg), `${color} in ${mode}`).toBeGreaterThanOrEqual(4.5);
      unmount();
    }
  });

  it('a closable tag has a close button named in the current language', () => {
    const onClose = vi.fn();
    show(
      <Tag closable onClose={onClose}>
        Sales
      </Tag>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
