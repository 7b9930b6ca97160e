import { afterEach, describe, expect, it } from 'vitest';
import { contrast } from '../theme/contrast';
import { backgrounds } from '../theme/theme-colors';
import { setThemeMode } from '../theme/theme-store';
import { tagColor } from './status-tag';

describe('tagColor', () => {
  afterEach(() => setThemeMode('light'));

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
