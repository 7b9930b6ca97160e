import { theme as antdThemeApi, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { currentLanguage } from '../i18n/language';
import { AppProvider } from '../ui/app';
import { antdTheme } from './antd-theme';
import { NoticeBridge } from './notice-bridge';
import { useTheme } from './theme-store';

const antdTokens = (t: ThemeConfig) => antdThemeApi.getDesignToken(t) as unknown as Record<string, string>;

// outlined tags on the surface they sit on: the status colours are derived to read there (decision 0013)
const TAG = { variant: 'outlined', styles: { root: { background: 'transparent' } } } as const;

/**
 * antd's locale, theme and App context (messages, modals). Loaded with the first screen that
 * uses antd, not before: the sign-in page's form is plain HTML, so antd is not part of what
 * it loads first (bench/web, docs/decisions/0012).
 */
export default function AntdProviders({ children }: { children: ReactNode }) {
  const color = useTheme((s) => s.color);
  const mode = useTheme((s) => s.mode);
  const reducedMotion = useReducedMotion();
  // a system asking for reduced motion gets none: dialogs, menus and tabs appear at once
  const theme = useMemo(() => {
    const t = antdTheme(color, mode);
    return reducedMotion ? { ...t, token: { ...t.token, motion: false } } : t;
  }, [color, mode, reducedMotion]);
  const lang = currentLanguage();
  dayjs.locale(lang === 'zh-CN' ? 'zh-cn' : 'en');
  const locale = lang === 'zh-CN' ? zhCN : enUS;
  // antd's static messages render outside this tree: give them the same theme, dark mode, locale
  // and reduced motion, or they show antd's default blue on white
  // plain elements in antd's look (shared/ui/typography, shared/ui/input) take the same readable status and hover colours
  useEffect(() => {
    const token = theme.token as Record<string, string>;
    for (const status of ['success', 'warning'] as const)
      document.documentElement.style.setProperty(`--diagops-${status}`, token[`color${status[0]!.toUpperCase()}${status.slice(1)}`]!);
    document.documentElement.style.setProperty('--diagops-primary-hover', token.colorPrimaryHover!);
    // the console's Alert (shared/ui/alert) in antd's status tints, borders and icon colours of this theme and mode
    const design = antdTokens(theme);
    const tagTokens = (theme.components?.Tag ?? {}) as Record<string, string>;
    for (const status of ['success', 'info', 'warning', 'error'] as const) {
      const name = `${status[0]!.toUpperCase()}${status.slice(1)}`;
      document.documentElement.style.setProperty(`--diagops-alert-${status}-bg`, design[`color${name}Bg`]!);
      document.documentElement.style.setProperty(`--diagops-alert-${status}-border`, design[`color${name}Border`]!);
      document.documentElement.style.setProperty(`--diagops-alert-${status}-icon`, design[`color${name}`]!);
      // the console's Tag (shared/ui/tag): the status text the theme keeps readable on its tint
      document.documentElement.style.setProperty(`--diagops-tag-${status}`, tagTokens[`color${name}`]!);
    }
  }, [theme]);
  useEffect(() => {
    ConfigProvider.config({
      holderRender: (children) => (
        <ConfigProvider locale={locale} theme={theme} tag={TAG}>
          {children}
        </ConfigProvider>
      ),
    });
  }, [locale, theme]);
  return (
    <ConfigProvider locale={locale} theme={theme} tag={TAG}>
      <AppProvider>
        <NoticeBridge />
        {children}
      </AppProvider>
    </ConfigProvider>
  );
}
