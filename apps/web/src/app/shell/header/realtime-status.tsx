import { useTranslation } from 'react-i18next';
import { useRealtimeState } from '../../../shared/realtime';
import ui from '../../../shared/ui/ui.module.css';
import styles from './header.module.css';

/** The real-time connection's state: a dot in the top bar (antd's status colours), its meaning in the tooltip. */
export function RealtimeStatus() {
  const { t } = useTranslation();
  const state = useRealtimeState((s) => s.state);
  const label = t(`shell.realtime.${state}`);
  return (
    <span data-testid="realtime-status" data-state={state} role="status" aria-label={label} data-tip={label} className={`${styles.status} ${ui.tip}`}>
      <span className={`${styles.dot} ${styles[state]}`} />
    </span>
  );
}
