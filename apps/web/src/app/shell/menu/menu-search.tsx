import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { MENU_SEARCH_WIDTH } from '@diagops/contracts';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/language';
import { type MenuNode, menuTitle } from '../../../shared/menu/menu-tree';
import { useDismiss } from '../../../shared/ui/use-dismiss';
import { focusPageWhenShown } from '../content/focus-page';
import styles from './menu-search.module.css';
import { entryTarget } from './open-entry';
import { searchRows } from './search-rows';

/**
 * The sidebar menu search, 249 px wide in Chinese and 299 px in English: a combobox over the
 * menu tree (folders as headings, pages as options). Typing filters by name (a matching folder
 * keeps its pages); arrows move, Enter opens, Escape closes.
 */
export function MenuSearch({ menu, onOpen }: { menu: MenuNode[]; onOpen: (n: MenuNode) => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const rows = useMemo(() => searchRows(menu, query, (n) => menuTitle(n, lang)), [menu, query, lang]);
  const options = rows.filter((r) => r.page);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(box, open, close);
  const choose = (n: MenuNode, byKeyboard = false) => {
    setOpen(false);
    setQuery('');
    onOpen(n);
    const target = byKeyboard ? entryTarget(n) : null;
    if (target?.kind === 'route') focusPageWhenShown(new URL(target.to, window.location.origin).pathname);
  };
  const show = (q: string) => {
    setQuery(q);
    setActive(0);
    setOpen(true);
  };
  const activeRow = options[Math.min(active, options.length - 1)];
  const optionId = (n: MenuNode) => `${id}-${n.menuId}`;
  const width = MENU_SEARCH_WIDTH[lang];
  return (
    <div ref={box} className={styles.box} style={{ width }} data-testid="menu-search">
      <div className={styles.field}>
        <input
          ref={input}
          role="combobox"
          aria-label={t('shell.searchMenu')}
          placeholder={t('shell.searchMenu')}
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && activeRow ? optionId(activeRow.node) : undefined}
          value={query}
          onChange={(e) => show(e.target.value)}
          onClick={() => setOpen(true)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              if (!open) return setOpen(true);
              const step = e.key === 'ArrowDown' ? 1 : -1;
              setActive((a) => (Math.min(a, options.length - 1) + step + options.length) % Math.max(options.length, 1));
            } else if (e.key === 'Enter' && open && activeRow) {
              e.preventDefault();
              choose(activeRow.node, true);
            }
          }}
        />
        {query ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('shell.clearSearch')}
            onClick={() => {
              setQuery('');
              input.current?.focus();
            }}
          >
            <CloseCircleFilled aria-hidden="true" />
          </button>
        ) : (
          <SearchOutlined className={styles.icon} aria-hidden="true" />
        )}
      </div>
      {open && (
        <div id={`${id}-list`} role="listbox" aria-label={t('shell.searchMenu')} className={styles.list} style={{ width }}>
          {options.length === 0 && (
            <div role="presentation" className={styles.empty}>
              {t('shell.searchEmpty')}
            </div>
          )}
          {rows.map((r) =>
            r.page ? (
              // the field keeps the focus and answers the keys (aria-activedescendant); a click chooses
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keyboard
              <div
                key={r.node.menuId}
                id={optionId(r.node)}
                role="option"
                tabIndex={-1}
                aria-selected={r === activeRow}
                className={styles.option}
                style={{ paddingInlineStart: 8 + r.depth * 16 }}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(r.node)}
              >
                {r.title}
              </div>
            ) : (
              <div key={r.node.menuId} role="presentation" className={styles.group} style={{ paddingInlineStart: 8 + r.depth * 16 }}>
                {r.title}
              </div>
            ),
          )}
        </div>
      )}
    </div>
  );
}
