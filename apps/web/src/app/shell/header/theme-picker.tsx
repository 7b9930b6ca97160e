import { BgColorsOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../../shared/theme/theme-store';
import { IconButton } from '../../../shared/ui/icon-button';

// antd's ColorPicker (about 20 kB) loads with the first click, not with the shell (decision 0012)
const ThemeColorPicker = lazy(() => import('./theme-color-picker'));

/** Theme colour picker (default #199ed9); the choice is remembered. */
export function ThemePicker() {
  const { t } = useTranslation();
  const color = useTheme((s) => s.color);
  const [wanted, setWanted] = useState(false);
  const button = <IconButton tip={t('shell.theme')} icon={<BgColorsOutlined style={{ color }} />} onClick={() => setWanted(true)} testId="theme-picker" />;
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ThemeColorPicker />
    </Suspense>
  );
}
