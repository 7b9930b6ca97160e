import { SEARCH_KINDS, SEARCH_MIN_LENGTH, type TSearchHit } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../shared/i18n/language';
import { useMainMenu } from '../../shared/menu/use-main-menu';
import { Modal } from '../../shared/ui/modal';
import { screenHits } from './screen-hits';
import { searchAll } from './search-api';
import styles from './search-palette.module.css';

type Item = { key: string; group: string; title: string; subtitle: string | null; path: string };

/** The query after the typing pauses (a request a pause, not a keystroke). */
function useSettled(value: string, ms = 200): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Ctrl+K / ⌘K (issue 37): one box for records of every area the user may open (the server
 * answers only what the user's permissions and scope allow) and the menu's screens. Arrow keys
 * move, Enter opens, Escape closes.
 */
export default function SearchPalette({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { menu } = useMainMenu();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const query = useSettled(text.trim());
  const searchable = [...query].length >= SEARCH_MIN_LENGTH;
  const found = useQuery({ queryKey: ['search', query], queryFn: () => searchAll(query), enabled: searchable, staleTime: 10_000 });

  const items = useMemo<Item[]>(() => {
    if (!searchable) return [];
    const hits = [...(found.data?.hits ?? [])].sort(
      (a: TSearchHit, b: TSearchHit) => SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind) || a.rank - b.rank,
    );
    const records = hits.map((h) => ({ key: `${h.kind}-${h.id}`, group: t(`search.kinds.${h.kind}`), title: h.title, subtitle: h.subtitle, path: h.path }));
    const screens = screenHits(menu, query, currentLanguage()).map((s) => ({
      key: `screen-${s.path}`,
      group: t('search.screens'),
      title: s.title,
      subtitle: s.trail || null,
      path: s.path,
    }));
    return [...records, ...screens];
  }, [found.data, menu, query, searchable, t]);
  // a new query starts at its first hit (a refresh of the same query's hits keeps the one chosen)
  const [activeFor, setActiveFor] = useState(query);
  if (activeFor !== query) {
    setActiveFor(query);
    setActive(0);
  }

  const open = (item: Item | undefined) => {
    if (!item) return;
    onClose();
    navigate(item.path);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (items.length) setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      open(items[active]);
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  let note: string | null = null;
  if (!searchable) note = t('search.hint', { n: SEARCH_MIN_LENGTH });
  else if (found.isError) note = t('search.failed');
  else if (found.isFetching && items.length === 0) note = t('search.searching');
  else if (items.length === 0) note = t('search.none');

  return (
    <Modal open title={t('search.title')} footer={null} onCancel={onClose} width={640} destroyOnHidden data-testid="search-palette">
      <div className={styles.box}>
        <input
          // the dialog puts the focus here when it opens (and back on what had it when it closes)
          data-autofocus
          className={styles.input}
          role="combobox"
          aria-expanded={items.length > 0}
          aria-controls={listId}
          aria-activedescendant={items.length ? optionId(active) : undefined}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          data-testid="search-input"
        />
        <div id={listId} role="listbox" aria-label={t('search.results')} className={styles.results} aria-busy={found.isFetching}>
          {items.map((item, i) => (
            <div key={item.key}>
              {(i === 0 || items[i - 1]!.group !== item.group) && (
                <div className={styles.group} aria-hidden="true">
                  {item.group}
                </div>
              )}
              {/* biome-ignore lint/a11y/useKeyWithClickEvents: the box's input moves among the options (combobox pattern) */}
              <div
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                aria-label={`${item.group}: ${item.title}`}
                className={styles.option}
                // moving, not entering: a list opening under a resting pointer does not change the choice
                onMouseMove={() => i !== active && setActive(i)}
                onClick={() => open(item)}
                data-testid={`search-hit-${item.key}`}
              >
                <span>{item.title}</span>
                {item.subtitle && <span className={styles.subtitle}>{item.subtitle}</span>}
              </div>
            </div>
          ))}
        </div>
        {note && (
          <div className={styles.note} role="status">
            {note}
          </div>
        )}
        <div className={styles.keys}>{t('search.keys')}</div>
      </div>
    </Modal>
  );
}
