import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n';
import { currentLanguage } from '../../shared/i18n/language';
import { useTheme } from '../../shared/theme/theme-store';

/**
 * What every page needs: the texts, the page language and the theme colour as a CSS variable.
 * antd's providers (locale, theme, App) come with the screens that use antd: see
 * shared/theme/antd-providers.tsx and the router. TanStack Query comes with the shell.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const color = useTheme((s) => s.color);
  const lang = currentLanguage();
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.style.setProperty('--diagops-primary', color);
  }, [lang, color]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
