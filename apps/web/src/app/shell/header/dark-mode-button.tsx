import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { setThemeMode, useTheme } from '../../../shared/theme/theme-store';

/** Light / dark mode; the choice is remembered in this browser (before it, the system's preference holds). */
export function DarkModeButton() {
  const { t } = useTranslation();
  const dark = useTheme((s) => s.mode === 'dark');
  // one name, its state in aria-pressed (a toggle button, not two actions)
  const label = t('shell.darkMode');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        aria-pressed={dark}
        icon={dark ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => setThemeMode(dark ? 'light' : 'dark')}
        data-testid="dark-mode"
      />
    </Tooltip>
  );
}
