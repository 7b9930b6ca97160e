import { GlobalOutlined } from '@ant-design/icons';
import type { Language } from '@diagops/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, storeLanguage } from '../../../shared/i18n/language';
import { useDismiss } from '../../../shared/ui/use-dismiss';
import styles from '../pages/login-page.module.css';

const NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/**
 * The sign-in page's language choice: the same as the shell's switch (stored, page reloads),
 * as a plain button and menu so the page does not load antd's Dropdown and Menu.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lang = currentLanguage();
  const box = useRef<HTMLDivElement>(null);
  // a click or focus outside, or Escape, closes the menu
  useDismiss(
    box,
    open,
    useCallback(() => setOpen(false), []),
  );
  const choose = (next: Language) => {
    setOpen(false);
    if (next === lang) return;
    storeLanguage(next);
    window.location.reload();
  };
  return (
    <div className={styles.language} ref={box}>
      <button
        type="button"
        className={styles.languageButton}
        aria-label={t('shell.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="language-switch"
        onClick={() => setOpen((o) => !o)}
      >
        <GlobalOutlined aria-hidden="true" /> {NAMES[lang]}
      </button>
      {open && (
        <div role="menu" className={styles.languageMenu}>
          {(Object.keys(NAMES) as Language[]).map((l) => (
            <button key={l} type="button" role="menuitem" aria-current={l === lang || undefined} className={styles.languageItem} onClick={() => choose(l)}>
              {NAMES[l]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
