import { type ReactNode, useId, useState } from 'react';
import styles from './tabs.module.css';

export type TabItem = { key: string; label: ReactNode; children: ReactNode };

/**
 * Line tabs (antd's Tabs look without antd's Tabs, Menu and Dropdown): a tab list the arrow keys,
 * Home and End move along, and the chosen tab's panel; the others are not rendered.
 */
export function Tabs({ items, defaultActiveKey, onChange }: { items: TabItem[]; defaultActiveKey?: string; onChange?: (key: string) => void }) {
  const [active, setActive] = useState(defaultActiveKey ?? items[0]?.key);
  const id = useId();
  const current = items.find((i) => i.key === active) ?? items[0];
  const choose = (key: string) => {
    setActive(key);
    onChange?.(key);
    document.getElementById(`${id}-tab-${key}`)?.focus();
  };
  const move = (step: number | 'first' | 'last') => {
    const at = items.findIndex((i) => i.key === current?.key);
    const n = step === 'first' ? 0 : step === 'last' ? items.length - 1 : (at + step + items.length) % items.length;
    choose(items[n]!.key);
  };
  return (
    <div>
      <div
        role="tablist"
        className={styles.list}
        onKeyDown={(e) => {
          const step = ({ ArrowRight: 1, ArrowLeft: -1, Home: 'first', End: 'last' } as const)[e.key as 'Home'];
          if (step === undefined) return;
          e.preventDefault();
          move(step);
        }}
      >
        {items.map((i) => (
          <button
            key={i.key}
            type="button"
            role="tab"
            id={`${id}-tab-${i.key}`}
            aria-controls={`${id}-panel`}
            aria-selected={i.key === current?.key}
            tabIndex={i.key === current?.key ? 0 : -1}
            className={i.key === current?.key ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => choose(i.key)}
          >
            {i.label}
          </button>
        ))}
      </div>
      {current && (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current.key}`}>
          {current.children}
        </div>
      )}
    </div>
  );
}
