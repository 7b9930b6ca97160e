import type { ReactNode } from 'react';
import styles from './status-dot.module.css';

export type DotStatus = 'success' | 'processing' | 'warning' | 'error' | 'default';

/** A state as a coloured dot before its text, in the theme's status colours (antd's Badge `status`, without antd). */
export function StatusDot({ status, text }: { status: DotStatus; text: ReactNode }) {
  return <span className={`${styles.dot} ${styles[status] ?? ''}`}>{text}</span>;
}
