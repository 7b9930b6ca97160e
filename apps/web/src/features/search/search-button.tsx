import { SearchOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../shared/ui/icon-button';

// the dialog and its query load on first use, not with the shell
const SearchPalette = lazy(() => import('./search-palette'));

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The top bar's search button; Ctrl+K (⌘K on a Mac) opens the same search from anywhere in the console. */
export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const shortcut = isMac() ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <IconButton
        tip={`${t('search.title')} (${shortcut})`}
        aria-label={t('search.title')}
        aria-keyshortcuts="Control+K Meta+K"
        icon={<SearchOutlined />}
        onClick={() => setOpen(true)}
        testId="search-button"
      />
      {open && (
        <Suspense fallback={null}>
          <SearchPalette onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
