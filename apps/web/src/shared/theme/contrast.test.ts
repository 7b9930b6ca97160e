import { DEFAULT_THEME_COLOR } from '@diagops/contracts';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdTheme, POINTER_SHADES } from './antd-theme';
import { contrast, luminance, readableShade } from './contrast';
import { themeColors } from './theme-colors';

describe('contrast', () => {
  it('follows WCAG: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#199ed9', '#199ed9')).toBe(1);
    expect(luminance('#fff')).toBe(1);
  });

  it('white on the spec theme colour #199ed9 is only about 3:1', () => {
    expect(contrast('#ffffff', DEFAULT_THEME_COLOR)).toBeGreaterThan(2.9);
    expect(contrast('#ffffff', DEFAULT_THEME_COLOR)).toBeLessThan(3.2);
  });
});

describe('readableShade', () => {
  it('keeps a colour that already reaches the ratio', () => {
    expect(readableShade('#003a8c', ['#ffffff'], '#000000')).toBe('#003a8c');
  });

  it('darkens #199ed9 just enough for AA on white', () => {
    const shade = readableShade(DEFAULT_THEME_COLOR, ['#ffffff'], '#000000');
    expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // just enough: a shade a little lighter would not reach it
    expect(contrast(shade, '#ffffff')).toBeLessThan(4.8);
  });
});

// every 8-bit channel step of 51 (216 colours), plus the presets and a few extremes
const channel = [0, 51, 102, 153, 204, 255].map((v) => v.toString(16).padStart(2, '0'));
const everyColour = channel.flatMap((r) => channel.flatMap((g) => channel.map((b) => `#${r}${g}${b}`)));
const picks = [...everyColour, DEFAULT_THEME_COLOR, '#1677ff', '#722ed1', '#13c2c2', '#52c41a', '#fa8c16', '#f5222d', '#2f54eb', '#fafa00', '#00ff7f'];

describe('themeColors for any colour a person picks', () => {
  it.each(picks)('%s in light mode: white on it and it on the light backgrounds reach AA', (c) => {
    const { primary, onPrimary } = themeColors(c, 'light');
    expect(contrast(onPrimary, primary)).toBeGreaterThanOrEqual(4.5);
    for (const bg of ['#ffffff', '#f5f7fa']) expect(contrast(primary, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(picks)('%s in dark mode: it on the dark backgrounds and black on it reach AA', (c) => {
    const { primary, onPrimary } = themeColors(c, 'dark');
    expect(contrast(onPrimary, primary)).toBeGreaterThanOrEqual(4.5);
    for (const bg of ['#000000', '#141414', '#1f1f1f']) expect(contrast(primary, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the hue: the default colour stays blue in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(themeColors(DEFAULT_THEME_COLOR, mode).primary.slice(i, i + 2), 16)) as [number, number, number];
      expect(b).toBeGreaterThan(g);
      expect(g).toBeGreaterThan(r);
    }
  });
});

describe('antdTheme', () => {
  it.each(['light', 'dark'] as const)(
    '%s: status colours (danger links, tags, messages) and links under the pointer read as text on the backgrounds',
    (mode) => {
      const token = antdTheme(DEFAULT_THEME_COLOR, mode).token as Record<string, string>;
      const backgrounds = mode === 'light' ? ['#ffffff', '#f5f7fa'] : ['#000000', '#141414', '#1f1f1f'];
      for (const key of ['colorSuccess', 'colorWarning', 'colorError', 'colorPrimary', 'colorLink', ...POINTER_SHADES])
        for (const bg of backgrounds) expect(contrast(token[key]!, bg), `${key} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['light', 'dark'] as const)("%s: status tints are antd's own (not derived from the darker shades), and the status text reads on them", (mode) => {
    const config = antdTheme(DEFAULT_THEME_COLOR, mode);
    const design = theme.getDesignToken(config) as unknown as Record<string, string>;
    const algorithm = mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm;
    const plain = theme.getDesignToken({ algorithm }) as unknown as Record<string, string>;
    // the readable shades as tags take them (the dark algorithm would darken them again as seeds)
    const text = config.components?.Tag as Record<string, string>;
    for (const s of ['Success', 'Warning', 'Error']) expect(design[`color${s}Bg`], s).toBe(plain[`color${s}Bg`]);
    for (const s of ['Success', 'Warning', 'Error', 'Info'])
      expect(contrast(text[`color${s}`]!, design[`color${s}Bg`]!), `${s} on its tint`).toBeGreaterThanOrEqual(4.5);
  });
});
