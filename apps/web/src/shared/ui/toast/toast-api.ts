import type { ReactNode } from 'react';
import { type CloseToast, destroy, show, type ToastKind } from './toast-store';

export type MessageArgs = { content: ReactNode; type?: ToastKind; duration?: number; key?: string | number; onClose?: () => void };
type Shortcut = (content: ReactNode | MessageArgs, duration?: number, onClose?: () => void) => CloseToast;

/** antd's `message` as the console uses it: a short toast at the top, 3 seconds unless told. */
export type MessageApi = Record<ToastKind, Shortcut> & {
  open: (args: MessageArgs) => CloseToast;
  destroy: (key?: string | number) => void;
};

export type NotificationArgs = {
  /** the title (antd 5 called it `message`) */
  title?: ReactNode;
  message?: ReactNode;
  description?: ReactNode;
  /** seconds; 0, null or false keeps it until closed; 4.5 unless told */
  duration?: number | null | false;
  key?: string | number;
  onClose?: () => void;
};

/** antd's `notification` as the console uses it: a titled toast at the top right with a close button. */
export type NotificationApi = Record<Exclude<ToastKind, 'loading'>, (args: NotificationArgs) => CloseToast> & {
  open: (args: NotificationArgs & { type?: ToastKind }) => CloseToast;
  destroy: (key?: string | number) => void;
};

const isArgs = (x: unknown): x is MessageArgs => typeof x === 'object' && x !== null && 'content' in x;

const openMessage = (a: MessageArgs, ensureHost: () => void) => {
  ensureHost();
  return show({ place: 'message', kind: a.type, content: a.content, key: a.key, duration: a.duration ?? 3, onClose: a.onClose });
};

const openNotice = (a: NotificationArgs & { type?: ToastKind }, ensureHost: () => void) => {
  ensureHost();
  const duration = a.duration === undefined ? 4.5 : a.duration || 0;
  return show({ place: 'notice', kind: a.type, title: a.title ?? a.message, content: a.description, key: a.key, duration, onClose: a.onClose });
};

const KINDS = ['success', 'info', 'warning', 'error', 'loading'] as const;

/** The message and notification calls; `ensureHost` makes sure something on the page shows them. */
export function toastApis(ensureHost: () => void): { message: MessageApi; notification: NotificationApi } {
  const message = { open: (a: MessageArgs) => openMessage(a, ensureHost), destroy: (key?: string | number) => destroy('message', key) } as MessageApi;
  const notification = {
    open: (a: NotificationArgs & { type?: ToastKind }) => openNotice(a, ensureHost),
    destroy: (key?: string | number) => destroy('notice', key),
  } as NotificationApi;
  for (const kind of KINDS) {
    message[kind] = (content, duration, onClose) =>
      openMessage(isArgs(content) ? { ...content, type: kind } : { content, type: kind, duration, onClose }, ensureHost);
    if (kind !== 'loading') notification[kind] = (a) => openNotice({ ...a, type: kind }, ensureHost);
  }
  return { message, notification };
}
