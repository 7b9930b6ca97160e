import { createContext, type ReactNode, useContext } from 'react';
import styles from './app.module.css';
import { ConfirmHost, confirm } from './modal';
import { type MessageApi, message, type NotificationApi, notification, ToastHost } from './toast';

type Api = {
  message: MessageApi;
  notification: NotificationApi;
  modal: { confirm: typeof confirm };
};

const api: Api = { message, notification, modal: { confirm } };
const AppContext = createContext<Api | null>(null);

/**
 * What antd's `App` gave the console: messages, notifications and confirmations, shown inside
 * the theme and language (shared/ui/toast, shared/ui/modal), without antd's App, message and
 * notification (decision 0012).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppContext.Provider value={api}>
      <ToastHost />
      <ConfirmHost />
      <div className={styles.app}>{children}</div>
    </AppContext.Provider>
  );
}

/** `App.useApp()` as antd's; outside the provider (unit tests) the same calls show on a host made on the body. */
function useApp(): Api {
  return useContext(AppContext) ?? api;
}

export const App = { useApp };
