import { BgColorsOutlined } from '@ant-design/icons';
import { DEFAULT_THEME_COLOR } from '@diagops/contracts';
import { ColorPicker } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setThemeColor, useTheme } from '../../../shared/theme/theme-store';
import { IconButton } from '../../../shared/ui/icon-button';

const PRESETS = [DEFAULT_THEME_COLOR, '#1677ff', '#722ed1', '#13c2c2', '#52c41a', '#fa8c16', '#f5222d', '#2f54eb'];

/** antd's colour picker around the theme button: loaded with the first click on it, and opened by it. */
export default function ThemeColorPicker() {
  const { t } = useTranslation();
  const color = useTheme((s) => s.color);
  const [open, setOpen] = useState(true);
  // it replaces the plain button that was clicked: the focus stays on the theme button
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  // presets and the hex input apply at once; dragging applies when it settles
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const apply = (hex: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setThemeColor(hex), delay);
  };
  return (
    <ColorPicker
      value={color}
      open={open}
      onOpenChange={setOpen}
      disabledAlpha
      presets={[{ label: t('shell.themePresets'), colors: PRESETS }]}
      onChange={(c) => apply(c.toHexString(), 150)}
      onChangeComplete={(c) => apply(c.toHexString(), 0)}
    >
      <IconButton
        ref={button}
        tip={open ? undefined : t('shell.theme')}
        aria-label={t('shell.theme')}
        icon={<BgColorsOutlined style={{ color }} />}
        testId="theme-picker"
      />
    </ColorPicker>
  );
}
