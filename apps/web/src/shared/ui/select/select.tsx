import { CheckOutlined, CloseCircleFilled, CloseOutlined, DownOutlined, LoadingOutlined } from '@ant-design/icons';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { bothRefs, type FieldSize, fieldClass, isInvalid, useFieldContext } from '../input/field-frame';
import quiet from '../quiet-button.module.css';
import { filterOptions, matchTyped, nextEnabled, optionText, type SelectOption, splitTokens } from './options';
import styles from './select.module.css';
import { ROW, useListWindow } from './use-list-window';

type Filter = boolean | ((input: string, option?: SelectOption) => boolean);

export type SelectProps<V = unknown> = {
  id?: string;
  ref?: Ref<HTMLInputElement>;
  value?: V | V[] | null;
  defaultValue?: V | V[];
  // as antd's: the owner's handler takes the shape it knows it gets (one value or none, or the list in multiple mode)
  // biome-ignore lint/suspicious/noExplicitAny: that shape depends on mode and allowClear, which the type does not follow
  onChange?: (value: any, option?: any) => void;
  options?: SelectOption<V>[];
  /** several values; 'tags' also takes what is typed (Enter, a separator, or leaving the field) */
  mode?: 'multiple' | 'tags';
  /** typing filters the options; antd 6's object form carries the filter settings */
  showSearch?: boolean | { optionFilterProp?: string; filterOption?: Filter; onSearch?: (text: string) => void };
  optionFilterProp?: string;
  /** false: the owner filters (with onSearch); a function decides per option */
  filterOption?: Filter;
  onSearch?: (text: string) => void;
  allowClear?: boolean;
  loading?: boolean;
  disabled?: boolean;
  placeholder?: ReactNode;
  size?: FieldSize;
  status?: 'error' | 'warning' | '';
  /** false: the list never opens (a tags field to type into) */
  open?: boolean;
  /** null hides the arrow */
  suffixIcon?: ReactNode;
  tokenSeparators?: string[];
  /** false: the list may be wider than the field */
  popupMatchSelectWidth?: boolean;
  listHeight?: number;
  notFoundContent?: ReactNode;
  className?: string;
  style?: CSSProperties;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (e: FocusEvent<HTMLInputElement>) => void;
  'aria-label'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
  'data-testid'?: string;
  /** a tree select's own filtering: the options shown for a typed text */
  searchOptions?: (query: string) => SelectOption<V>[];
};

const asList = <V,>(v: V | V[] | null | undefined): V[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

/** Where the list sits: under the field, or above it when there is more room there. */
function usePlacement(anchor: { current: HTMLElement | null }, open: boolean, height: number) {
  const [place, setPlace] = useState<CSSProperties>({});
  const update = useCallback(() => {
    const r = anchor.current?.getBoundingClientRect();
    if (!r) return;
    const below = window.innerHeight - r.bottom;
    const up = below < Math.min(height, 160) + 8 && r.top > below;
    setPlace({ left: r.left, width: r.width, ...(up ? { bottom: window.innerHeight - r.top + 4 } : { top: r.bottom + 4 }) });
  }, [anchor, height]);
  useLayoutEffect(() => {
    if (!open) return;
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [open, update]);
  return place;
}

/**
 * A select in antd 6's look with antd Select's props (single, `multiple`, `tags`, search,
 * clear, loading), without antd's Select (decision 0012). The field is a `combobox` input;
 * the list is a `listbox` on the page's body, so no dialog or table clips it. A Form.Item binds
 * it as it binds antd's (id, value, onChange, aria-invalid).
 */
export function Select<V = unknown>(props: SelectProps<V>) {
  const { t } = useTranslation();
  const uid = useId();
  const listId = `${uid}-list`;
  const look = useFieldContext(props.size, props.disabled);
  const multiple = props.mode === 'multiple' || props.mode === 'tags';
  const tags = props.mode === 'tags';
  const search = typeof props.showSearch === 'object' ? props.showSearch : {};
  // as antd's: a field of several values is searched unless told otherwise
  const searchable = props.showSearch === undefined ? multiple : !!props.showSearch;
  // the APG's select-only combobox: its value is the chosen label, letters and Home / End move in the list
  const selectOnly = !searchable && !multiple;
  const filter = search.filterOption ?? props.filterOption ?? true;
  const filterProp = search.optionFilterProp ?? props.optionFilterProp;
  const onSearch = search.onSearch ?? props.onSearch;
  const listHeight = props.listHeight ?? 256;

  const [own, setOwn] = useState(props.defaultValue);
  const value = props.value !== undefined ? props.value : own;
  const values = useMemo(() => asList(value), [value]);
  const [open, setOpenState] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const canOpen = props.open !== false && !look.disabled;
  const place = usePlacement(root, open, listHeight);

  const options = props.options ?? [];
  const shown = useMemo(() => {
    let base: SelectOption<V>[] = options;
    if (props.searchOptions) base = props.searchOptions(query);
    else if (query && filter === true) base = filterOptions(options, query, filterProp);
    else if (query && typeof filter === 'function') base = options.filter((o) => filter(query, o));
    // tags: what is typed is offered first when no option is it, and chosen tags that are no option stay listed
    if (tags) {
      const known = new Set(base.map((o) => o.value));
      const extra = values.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v, label: String(v) }));
      const typed = query.trim() && !options.some((o) => String(o.value) === query.trim()) ? [{ value: query.trim() as V, label: query.trim() }] : [];
      base = [...typed, ...extra.filter((o) => !known.has(o.value) && o.value !== typed[0]?.value), ...base];
    }
    return base;
  }, [options, query, filter, filterProp, tags, values, props.searchOptions]);

  const optionOf = (v: V) => options.find((o) => o.value === v);
  const labelOf = (v: V): ReactNode => optionOf(v)?.label ?? String(v);

  const setOpen = (next: boolean) => {
    if (next && !canOpen) return;
    setOpenState(next);
    if (!next) setActive(-1);
  };
  const typeQuery = (text: string) => {
    setQuery(text);
    onSearch?.(text);
  };
  const emit = (next: V[] | V | undefined) => {
    setOwn(next as never);
    if (Array.isArray(next))
      props.onChange?.(
        next,
        next.map((v) => optionOf(v) ?? { value: v, label: String(v) }),
      );
    else props.onChange?.(next, next === undefined ? undefined : optionOf(next));
  };
  const choose = (option: SelectOption<V>) => {
    if (option.disabled) return;
    if (multiple) {
      emit(values.includes(option.value) ? values.filter((v) => v !== option.value) : [...values, option.value]);
      if (query) typeQuery('');
    } else {
      emit(option.value);
      setOpen(false);
      if (query) typeQuery('');
    }
  };
  const addTokens = (tokens: string[]) => {
    const next = [...values];
    for (const token of tokens) if (!next.some((v) => String(v) === token)) next.push(token as V);
    if (next.length !== values.length) emit(next);
  };
  const clear = () => {
    emit(multiple ? [] : undefined);
    if (query) typeQuery('');
    input.current?.focus();
  };

  // the active option: the chosen one when the list opens, else the first that can be chosen
  useLayoutEffect(() => {
    if (!open) return;
    setActive((was) => {
      if (was >= 0 && was < shown.length && !shown[was]?.disabled) return was;
      const chosen = shown.findIndex((o) => values.includes(o.value) && !o.disabled);
      return chosen >= 0 ? chosen : nextEnabled(shown, -1, 1);
    });
  }, [open, shown, values]);
  const rows = useListWindow(shown.length, listHeight, active, open);

  /** Typeahead: letters typed within 500 ms of each other add up; a search that finds nothing starts again. */
  const typeAhead = (key: string) => {
    const now = Date.now();
    const text = (now - typed.current.at > 500 ? '' : typed.current.text) + key;
    const from = open ? active : shown.findIndex((o) => values.includes(o.value));
    const hit = matchTyped(shown, text, from);
    typed.current = hit >= 0 ? { text, at: now } : { text: '', at: 0 };
    setOpen(true);
    if (hit >= 0) setActive(hit);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    const letter = e.key.length === 1 && !e.altKey && !e.ctrlKey && !e.metaKey && (e.key !== ' ' || Date.now() - typed.current.at <= 500);
    if (selectOnly && letter) {
      e.preventDefault();
      return typeAhead(e.key);
    }
    switch (e.key) {
      case 'Home':
      case 'End': {
        if (!selectOnly) return;
        e.preventDefault();
        setOpen(true);
        setActive(e.key === 'Home' ? nextEnabled(shown, -1, 1) : nextEnabled(shown, 0, -1));
        return;
      }
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        if (!open) return setOpen(true);
        setActive((a) => nextEnabled(shown, a < 0 && e.key === 'ArrowUp' ? 0 : a, e.key === 'ArrowDown' ? 1 : -1));
        return;
      }
      case 'Enter': {
        if (!open) {
          if (tags && query.trim()) {
            e.preventDefault();
            addTokens([query.trim()]);
            typeQuery('');
          } else if (canOpen) {
            e.preventDefault();
            setOpen(true);
          }
          return;
        }
        e.preventDefault();
        const option = shown[active];
        if (option) choose(option);
        return;
      }
      case ' ':
        if (!searchable && !open) {
          e.preventDefault();
          setOpen(true);
        }
        return;
      case 'Escape':
        if (open) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
        }
        return;
      case 'Backspace':
        if (multiple && !query && values.length > 0) emit(values.slice(0, -1));
        return;
    }
  };

  const onBlur = (e: FocusEvent<HTMLInputElement>) => {
    if (tags && query.trim()) addTokens([query.trim()]);
    if (query) typeQuery('');
    setOpen(false);
    props.onBlur?.(e);
  };

  const invalid = isInvalid(props.status, props['aria-invalid']);
  const hasValue = values.length > 0;
  const showClear = props.allowClear && hasValue && !look.disabled;
  const activeId = open && active >= 0 ? `${uid}-o${active}` : undefined;
  const single = !multiple && hasValue ? labelOf(values[0] as V) : null;
  const chosenText = selectOnly && hasValue ? optionText(optionOf(values[0] as V) ?? { value: values[0] }) : '';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press anywhere on the box opens it, as on antd's; the keys are the combobox input's
    <div
      ref={root}
      data-testid={props['data-testid']}
      className={fieldClass(
        { ...look, invalid },
        styles.select,
        look.size === 'small' && styles.compact,
        look.size === 'large' && styles.roomy,
        multiple && styles.multiple,
        open && styles.open,
        selectOnly && styles.selectOnly,
        props.className,
      )}
      style={props.style}
      onMouseDown={(e) => {
        // the list is on the body but inside this element for React: its events bubble here too
        if (look.disabled || !root.current?.contains(e.target as Node) || (e.target as HTMLElement).closest('button')) return;
        if (e.target !== input.current) e.preventDefault();
        input.current?.focus();
        setOpen(!open);
      }}
    >
      <span className={styles.selection}>
        {multiple &&
          values.map((v) => (
            <span key={String(v)} className={styles.chip}>
              <span className={styles.chipText}>{labelOf(v)}</span>
              {!look.disabled && (
                <button
                  type="button"
                  tabIndex={-1}
                  className={`${quiet.quiet} ${styles.chipRemove}`}
                  aria-label={t('common.removeItem', { item: typeof labelOf(v) === 'string' ? labelOf(v) : String(v) })}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => emit(values.filter((x) => x !== v))}
                >
                  <CloseOutlined />
                </button>
              )}
            </span>
          ))}
        <span className={multiple ? styles.searchGrow : styles.searchWrap} data-value={multiple ? query : undefined}>
          <input
            id={props.id}
            ref={bothRefs(input, props.ref)}
            role="combobox"
            aria-expanded={open}
            aria-controls={open && shown.length > 0 ? listId : undefined}
            aria-activedescendant={activeId}
            aria-autocomplete="list"
            aria-haspopup="listbox"
            aria-label={props['aria-label']}
            aria-invalid={props['aria-invalid']}
            aria-describedby={props['aria-describedby']}
            aria-required={props['aria-required']}
            autoComplete="off"
            className={styles.search}
            disabled={look.disabled}
            readOnly={!searchable}
            value={selectOnly ? chosenText : query}
            placeholder={selectOnly && !hasValue && typeof props.placeholder === 'string' ? props.placeholder : undefined}
            onChange={(e) => {
              const text = e.target.value;
              const tokens = tags || multiple ? splitTokens(text, props.tokenSeparators) : null;
              if (tokens) {
                addTokens(tokens);
                typeQuery('');
                return;
              }
              typeQuery(text);
              if (!open) setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onFocus={props.onFocus}
            onBlur={onBlur}
          />
        </span>
        {!multiple && !query && single !== null && (
          <span className={styles.value} title={typeof single === 'string' ? single : undefined} aria-hidden={selectOnly || undefined}>
            {single}
          </span>
        )}
        {!hasValue && !query && props.placeholder != null && (
          <span className={styles.placeholder} aria-hidden={selectOnly || undefined}>
            {props.placeholder}
          </span>
        )}
      </span>
      {props.loading ? (
        <span className={styles.arrow}>
          <LoadingOutlined aria-hidden />
        </span>
      ) : (
        props.suffixIcon !== null && (
          <span className={`${styles.arrow} ${showClear ? styles.hideOnHover : ''}`} aria-hidden>
            {props.suffixIcon ?? <DownOutlined />}
          </span>
        )
      )}
      {showClear && (
        <button
          type="button"
          tabIndex={-1}
          className={`${quiet.quiet} ${styles.clear}`}
          aria-label={t('common.clear')}
          onMouseDown={(e) => e.preventDefault()}
          onClick={clear}
        >
          <CloseCircleFilled />
        </button>
      )}
      {open &&
        createPortal(
          // biome-ignore lint/a11y/noStaticElementInteractions: keeps the focus in the combobox while the list is pressed
          <div
            className={styles.popup}
            data-select-list
            style={{ ...place, ...(props.popupMatchSelectWidth === false ? { width: undefined, minWidth: place.width } : {}) }}
            onMouseDown={(e) => e.preventDefault()}
          >
            {shown.length === 0 ? (
              <div className={styles.empty}>{props.notFoundContent ?? t('table.empty')}</div>
            ) : (
              <div
                ref={rows.ref}
                id={listId}
                role="listbox"
                aria-multiselectable={multiple || undefined}
                className={styles.list}
                style={{ maxHeight: listHeight }}
                onScroll={rows.onScroll}
              >
                {rows.start > 0 && <div aria-hidden style={{ height: rows.start * ROW }} />}
                {shown.slice(rows.start, rows.end).map((o, k) => {
                  const i = rows.start + k;
                  const selected = values.includes(o.value);
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the focus stays in the combobox, which names the active option (aria-activedescendant), as the pattern asks
                    <div
                      key={String(o.value)}
                      id={`${uid}-o${i}`}
                      role="option"
                      aria-selected={selected}
                      aria-disabled={o.disabled || undefined}
                      aria-setsize={shown.length}
                      aria-posinset={i + 1}
                      title={o.title ?? (typeof o.label === 'string' ? o.label : undefined)}
                      className={[styles.option, i === active && styles.active, selected && styles.selected, o.disabled && styles.disabledOption]
                        .filter(Boolean)
                        .join(' ')}
                      style={{ ...(o.depth ? { paddingInlineStart: 12 + o.depth * 20 } : {}), ...(rows.windowed ? { height: ROW } : {}) }}
                      onMouseEnter={() => !o.disabled && setActive(i)}
                      onClick={() => choose(o)}
                    >
                      <span className={styles.optionText}>{o.label ?? String(o.value)}</span>
                      {multiple && selected && <CheckOutlined className={styles.check} aria-hidden />}
                    </div>
                  );
                })}
                {rows.end < shown.length && <div aria-hidden style={{ height: (shown.length - rows.end) * ROW }} />}
              </div>
            )}
          </div>,
          document.body,
        )}
    </div>
  );
}
