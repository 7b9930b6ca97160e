import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { setThemeColor, useTheme } from '../../../shared/theme/theme-store';
import { ThemePicker } from './theme-picker';

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <ThemePicker />
    </I18nextProvider>,
  );

beforeEach(async () => {
  setThemeColor('#199ed9');
  await act(() => i18n.changeLanguage('en-US'));
});

describe('theme picker', () => {
  it('opens a named panel with eight suggested colours, the current one pressed; a click applies and remembers one', async () => {
    show();
    const trigger = screen.getByTestId('theme-picker');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Theme colour' })).toBeInTheDocument();
    const presets = screen.getAllByTestId('theme-preset');
    expect(presets).toHaveLength(8);
    expect(presets.filter((p) => p.getAttribute('aria-pressed') === 'true').map((p) => p.getAttribute('aria-label'))).toEqual(['#199ed9']);
    fireEvent.click(screen.getByRole('button', { name: '#722ed1' }));
    await waitFor(() => expect(useTheme.getState().color).toBe('#722ed1'));
    expect(localStorage.getItem('diagops-theme-color')).toContain('#722ed1');
    expect(screen.getByRole('button', { name: '#722ed1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes a typed hex value on Enter and puts back the current colour when the value is not one', async () => {
    show();
    fireEvent.click(screen.getByTestId('theme-picker'));
    const hex = screen.getByRole('textbox', { name: 'Hex colour value' });
    fireEvent.change(hex, { target: { value: '#13C2C2' } });
    fireEvent.keyDown(hex, { key: 'Enter' });
    await waitFor(() => expect(useTheme.getState().color).toBe('#13c2c2'));
    fireEvent.change(hex, { target: { value: 'blue' } });
    fireEvent.blur(hex);
    expect(hex).toHaveValue('#13c2c2');
    expect(useTheme.getState().color).toBe('#13c2c2');
  });

  it('closes with Escape and gives the focus back to its button; arrows move among the colours', async () => {
    show();
    const trigger = screen.getByTestId('theme-picker');
    fireEvent.click(trigger);
    const presets = screen.getAllByTestId('theme-preset');
    presets[0]!.focus();
    fireEvent.keyDown(presets[0]!, { key: 'ArrowRight' });
    expect(presets[1]).toHaveFocus();
    fireEvent.keyDown(presets[0]!, { key: 'ArrowLeft' });
    expect(presets[7]).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('names everything in Chinese too', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    show();
    fireEvent.click(screen.getByTestId('theme-picker'));
    expect(screen.getByRole('dialog', { name: '主题色' })).toBeInTheDocument();
    expect(screen.getByText('推荐颜色')).toBeInTheDocument();
    expect(screen.getByText('自定义颜色')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '十六进制色值' })).toBeInTheDocument();
  });
});
