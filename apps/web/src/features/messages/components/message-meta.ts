import type { TMessage, TMessageChannel } from '@diagops/contracts';
import type { StatusStyle } from '../../../shared/kit/status-tag';

/** MSG-01 states. */
export const MESSAGE_STATE: StatusStyle = {
  new: { color: 'default', labelKey: 'messages.state.new' },
  reviewing: { color: 'blue', labelKey: 'messages.state.reviewing' },
  approved: { color: 'cyan', labelKey: 'messages.state.approved' },
  published: { color: 'green', labelKey: 'messages.state.published' },
  completed: { color: 'purple', labelKey: 'messages.state.completed' },
  disabled: { color: 'red', labelKey: 'messages.state.disabled' },
};
export const RECORD_STATUS: StatusStyle = {
  pending: { color: 'blue', labelKey: 'messages.recordStatus.pending' },
  success: { color: 'green', labelKey: 'messages.recordStatus.success' },
  failed: { color: 'red', labelKey: 'messages.recordStatus.failed' },
  withdrawn: { color: 'default', labelKey: 'messages.recordStatus.withdrawn' },
};
export const SEND_STATUS: StatusStyle = {
  pending: { color: 'default', labelKey: 'messages.sendStatus.pending' },
  expanding: { color: 'blue', labelKey: 'messages.sendStatus.expanding' },
  delivering: { color: 'blue', labelKey: 'messages.sendStatus.delivering' },
  done: { color: 'green', labelKey: 'messages.sendStatus.done' },
  cancelled: { color: 'red', labelKey: 'messages.sendStatus.cancelled' },
};

/** Which channel a route's page is about; null: every channel (message sends). */
export function channelOfPath(path: string): TMessageChannel | null {
  if (path.startsWith('/messageCenter/stationMessage')) return 'station';
  if (path.startsWith('/messageCenter/push')) return 'push';
  if (path.startsWith('/messageCenter/email') || path.startsWith('/messageCenter/subscription')) return 'email';
  return null;
}

/** The routes of a message's screens, by the section the user is in. */
export function messageRoutes(path: string) {
  const ch = channelOfPath(path);
  const sub = path.startsWith('/messageCenter/subscription');
  if (ch === 'station')
    return {
      list: '/messageCenter/stationMessage/list',
      add: '/messageCenter/stationMessage/add',
      edit: (id: number) => `/messageCenter/stationMessage/edit/${id}`,
    };
  if (ch === 'push') return { list: '/messageCenter/push/pushList', add: '/messageCenter/push/add', edit: (id: number) => `/messageCenter/push/detail/${id}` };
  if (ch === 'email' && sub)
    return {
      list: '/messageCenter/email/taskList',
      add: '/messageCenter/subscription/taskAdd',
      edit: (id: number) => `/messageCenter/subscription/taskEdit/${id}`,
    };
  if (ch === 'email')
    return { list: '/messageCenter/email/taskList', add: '/messageCenter/email/taskAdd', edit: (id: number) => `/messageCenter/email/taskEdit/${id}` };
  return {
    list: '/messageCenter/messageManage/messageSendNew/list',
    add: '/messageCenter/messageManage/messageSendNew/add',
    edit: (id: number) => `/messageCenter/messageManage/messageSendNew/edit/${id}`,
  };
}

/** A message opened from anywhere: its channel's screen. */
export function screenOf(m: Pick<TMessage, 'id' | 'channel'>): string {
  if (m.channel === 'station') return `/messageCenter/stationMessage/edit/${m.id}`;
  if (m.channel === 'push') return `/messageCenter/push/detail/${m.id}`;
  return `/messageCenter/email/taskEdit/${m.id}`;
}

export const percent = (r: number) => `${(r * 100).toFixed(1)}%`;
export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '-');
/** GMT as the spec shows send times (MSG-19). */
export const gmt = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} GMT` : '-');
