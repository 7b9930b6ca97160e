import type { TImSession } from '@diagops/contracts';
import { Badge } from 'antd';
import type { ReactNode } from 'react';
import styles from './session-list.module.css';

/** The agent's sessions: each a button showing the customer, the unread count and the last message. */
export function SessionList(p: {
  sessions: TImSession[];
  selected?: number | null;
  unread: (s: TImSession) => number;
  preview: (s: TImSession) => ReactNode;
  empty: string;
  onSelect: (id: number) => void;
}) {
  if (p.sessions.length === 0) return <p className={styles.empty}>{p.empty}</p>;
  return (
    <ul className={styles.list}>
      {p.sessions.map((s) => (
        <li key={s.id}>
          <button
            type="button"
            className={styles.item}
            aria-current={s.id === p.selected || undefined}
            onClick={() => p.onSelect(s.id)}
            data-testid={`chat-session-${s.id}`}
          >
            <span className={styles.name}>
              <Badge count={s.id === p.selected ? 0 : p.unread(s)} size="small" offset={[8, 0]}>
                {s.customerName}
              </Badge>
            </span>
            <span className={styles.preview}>{p.preview(s)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
