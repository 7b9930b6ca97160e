import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n';
import { currentLanguage } from '../../shared/i18n/language';
import { themeColors } from '../../shared/theme/theme-colors';
import { useTheme } from '../../shared/theme/theme-store';

/**
 * What every page needs: the texts, the page language and the theme colour as a CSS variable.
 * antd's providers (locale, theme, App) come with the screens that use antd: see
 * shared/theme/antd-providers.tsx and the router. TanStack Query comes with the shell.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const color = useTheme((s) => s.color);
  const mode = useTheme((s) => s.mode);
  const lang = currentLanguage();
  useEffect(() => {
    document.documentElement.lang = lang;
    // the shade that reads in this mode (decision 0013), for the screens drawn without antd
    const { primary, onPrimary } = themeColors(color, mode);
    document.documentElement.style.setProperty('--diagops-primary', primary);
    document.documentElement.style.setProperty('--diagops-on-primary', onPrimary);
    // the sign-in card is light in either mode
    document.documentElement.style.setProperty('--diagops-primary-light', themeColors(color, 'light').primary);
    document.documentElement.style.colorScheme = mode;
    document.documentElement.dataset.theme = mode;
  }, [lang, color, mode]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
