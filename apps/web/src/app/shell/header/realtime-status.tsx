import { Badge, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRealtimeState } from '../../../shared/realtime';

const COLOR = { open: 'success', connecting: 'processing', closed: 'error', signedOut: 'default', idle: 'default' } as const;

/** The real-time connection's state: a dot in the top bar, its meaning in the tooltip. */
export function RealtimeStatus() {
  const { t } = useTranslation();
  const state = useRealtimeState((s) => s.state);
  const label = t(`shell.realtime.${state}`);
  return (
    <Tooltip title={label}>
      <span data-testid="realtime-status" data-state={state} role="status" aria-label={label} style={{ display: 'inline-flex', padding: '0 8px' }}>
        <Badge status={COLOR[state]} />
      </span>
    </Tooltip>
  );
}
