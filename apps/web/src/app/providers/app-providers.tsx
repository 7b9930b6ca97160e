import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n';
import { currentLanguage } from '../../shared/i18n/language';
import { antdTheme } from '../../shared/theme/antd-theme';
import { useTheme } from '../../shared/theme/theme-store';
import { NoticeBridge } from './notice-bridge';

/** i18n, antd locale and theme (TanStack Query comes with the shell: QueryProvider). */
export function AppProviders({ children }: { children: ReactNode }) {
  const color = useTheme((s) => s.color);
  const mode = useTheme((s) => s.mode);
  const theme = useMemo(() => antdTheme(color, mode), [color, mode]);
  const lang = currentLanguage();
  dayjs.locale(lang === 'zh-CN' ? 'zh-cn' : 'en');
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.style.setProperty('--diagops-primary', color);
    document.documentElement.style.colorScheme = mode;
    document.documentElement.dataset.theme = mode;
  }, [lang, color, mode]);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider
        locale={lang === 'zh-CN' ? zhCN : enUS}
        theme={theme}
        // outlined tags on the surface they sit on: the status colours are derived to read there (decision 0013)
        tag={{ variant: 'outlined', styles: { root: { background: 'transparent' } } }}
      >
        <AntApp>
          <NoticeBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
