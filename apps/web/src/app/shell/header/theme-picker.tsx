import { BgColorsOutlined } from '@ant-design/icons';
import { DEFAULT_THEME_COLOR } from '@diagops/contracts';
import { Button, ColorPicker, Tooltip } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { setThemeColor, useTheme } from '../../../shared/theme/theme-store';

const PRESETS = [DEFAULT_THEME_COLOR, '#1677ff', '#722ed1', '#13c2c2', '#52c41a', '#fa8c16', '#f5222d', '#2f54eb'];

/** Theme colour picker (default #199ed9); the choice is remembered. */
export function ThemePicker() {
  const { t } = useTranslation();
  const color = useTheme((s) => s.color);
  // presets and the hex input apply at once; dragging applies when it settles
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const apply = (hex: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setThemeColor(hex), delay);
  };
  return (
    <ColorPicker
      value={color}
      disabledAlpha
      presets={[{ label: t('shell.themePresets'), colors: PRESETS }]}
      onChange={(c) => apply(c.toHexString(), 150)}
      onChangeComplete={(c) => apply(c.toHexString(), 0)}
    >
      <Tooltip title={t('shell.theme')}>
        <Button type="text" aria-label={t('shell.theme')} icon={<BgColorsOutlined style={{ color }} />} data-testid="theme-picker" />
      </Tooltip>
    </ColorPicker>
  );
}
