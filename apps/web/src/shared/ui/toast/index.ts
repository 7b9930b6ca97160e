export type { MessageApi, MessageArgs, NotificationApi, NotificationArgs } from './toast-api';
export { message, notification, ToastHost } from './toast-host';
export { resetToasts } from './toast-store';
