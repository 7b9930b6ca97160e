import { GlobalOutlined } from '@ant-design/icons';
import type { Language } from '@diagops/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, storeLanguage } from '../i18n/language';

const NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/** Chinese / English: the choice is stored and the page reloads (platform.md §1). */
export function LanguageSwitch({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const choose = (next: Language) => {
    if (next === lang) return;
    storeLanguage(next);
    reload();
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: (Object.keys(NAMES) as Language[]).map((l) => ({ key: l, label: NAMES[l] })),
        onClick: ({ key }) => choose(key as Language),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('shell.language')} data-testid="language-switch">
        {NAMES[lang]}
      </Button>
    </Dropdown>
  );
}
