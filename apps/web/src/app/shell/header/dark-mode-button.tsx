import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setThemeMode, useTheme } from '../../../shared/theme/theme-store';
import { IconButton } from '../../../shared/ui/icon-button';

/** Light / dark mode; the choice is remembered in this browser (before it, the system's preference holds). */
export function DarkModeButton() {
  const { t } = useTranslation();
  const dark = useTheme((s) => s.mode === 'dark');
  // one name, its state in aria-pressed (a toggle button, not two actions)
  return (
    <IconButton
      tip={t('shell.darkMode')}
      aria-pressed={dark}
      icon={dark ? <SunOutlined /> : <MoonOutlined />}
      onClick={() => setThemeMode(dark ? 'light' : 'dark')}
      testId="dark-mode"
    />
  );
}
