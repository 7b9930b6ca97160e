import { GlobalOutlined } from '@ant-design/icons';
import type { Language } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage, storeLanguage } from '../i18n/language';
import { PopupMenu } from '../ui/popup-menu';

const NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/** Chinese / English: the choice is stored and the page reloads (platform.md §1). */
export function LanguageSwitch({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const choose = (next: string) => {
    if (next === lang) return;
    storeLanguage(next as Language);
    reload();
  };
  return (
    <PopupMenu
      icon={<GlobalOutlined />}
      label={t('shell.language')}
      testId="language-switch"
      onSelect={choose}
      items={(Object.keys(NAMES) as Language[]).map((l) => ({ key: l, label: NAMES[l], current: l === lang }))}
    >
      {NAMES[lang]}
    </PopupMenu>
  );
}
