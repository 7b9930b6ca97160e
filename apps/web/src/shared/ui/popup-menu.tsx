import { type ReactNode, useRef } from 'react';
import { IconButton } from './icon-button';
import styles from './ui.module.css';
import { usePopup } from './use-dismiss';

export type PopupMenuItem =
  | { key: string; label: ReactNode; icon?: ReactNode; disabled?: boolean; danger?: boolean; current?: boolean }
  | { key: string; type: 'divider' }
  | { key: string; type: 'info'; label: ReactNode };

type Props = {
  items: PopupMenuItem[];
  onSelect: (key: string) => void;
  /** the trigger's content and name */
  icon?: ReactNode;
  children?: ReactNode;
  label?: string;
  tip?: string;
  testId?: string;
  size?: 'small' | 'middle';
  align?: 'start' | 'end';
  /** keeps its clicks and keys from the element around it (a menu inside a tree node, which would select the node) */
  isolated?: boolean;
};

const focusables = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? [])];

/**
 * antd's click drop-down menu as a plain button and `role="menu"`: opens with a click, Enter or
 * Space (focus goes to the first entry), arrows, Home and End move, Escape closes and returns to
 * the button, a click or focus elsewhere closes it.
 */
export function PopupMenu({ items, onSelect, icon, children, label, tip, testId, size, align = 'end', isolated }: Props) {
  const isolate = (e: { stopPropagation: () => void }) => {
    if (isolated) e.stopPropagation();
  };
  const { open, setOpen, box, trigger, id } = usePopup();
  const menu = useRef<HTMLDivElement>(null);
  const move = (step: number | 'first' | 'last') => {
    const all = focusables(menu.current);
    const i = all.indexOf(document.activeElement as HTMLButtonElement);
    const next = step === 'first' ? 0 : step === 'last' ? all.length - 1 : (i + step + all.length) % all.length;
    all[next]?.focus();
  };
  const toggle = () => {
    setOpen((o) => !o);
    if (!open) requestAnimationFrame(() => move('first'));
  };
  return (
    <div className={styles.anchor} ref={box}>
      <IconButton
        ref={trigger}
        icon={icon}
        tip={open ? undefined : tip}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        size={size}
        testId={testId}
        onClick={(e) => {
          isolate(e);
          toggle();
        }}
        onKeyDown={(e) => {
          isolate(e);
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            toggle();
          }
        }}
      >
        {children}
      </IconButton>
      {open && (
        <div
          id={id}
          ref={menu}
          role="menu"
          aria-label={label ?? tip}
          className={`${styles.popup} ${align === 'end' ? styles.end : styles.start}`}
          onKeyDown={(e) => {
            isolate(e);
            const keys: Record<string, number | 'first' | 'last'> = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' };
            if (e.key in keys) {
              e.preventDefault();
              move(keys[e.key]!);
            }
            if (e.key === 'Tab') setOpen(false);
          }}
        >
          {items.map((item) => {
            if ('type' in item && item.type === 'divider') return <hr key={item.key} className={styles.divider} />;
            if ('type' in item && item.type === 'info')
              return (
                <div key={item.key} role="presentation" className={styles.info}>
                  {item.label}
                </div>
              );
            const entry = item as Extract<PopupMenuItem, { icon?: ReactNode }>;
            return (
              <button
                key={entry.key}
                type="button"
                role="menuitem"
                aria-current={entry.current || undefined}
                tabIndex={-1}
                disabled={entry.disabled}
                className={entry.danger ? `${styles.item} ${styles.danger}` : styles.item}
                onClick={(e) => {
                  isolate(e);
                  setOpen(false);
                  trigger.current?.focus();
                  onSelect(entry.key);
                }}
              >
                {entry.icon && (
                  <span className={styles.icon} aria-hidden="true">
                    {entry.icon}
                  </span>
                )}
                {entry.label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
