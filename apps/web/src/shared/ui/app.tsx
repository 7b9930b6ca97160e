import { message as staticMessage, notification as staticNotification } from 'antd';
import AntdAppContext from 'antd/es/app/context';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import styles from './app.module.css';
import { ConfirmHost, confirm } from './modal';

type Api = {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: { confirm: typeof confirm };
};

const AppContext = createContext<Api | null>(null);

/**
 * What antd's `App` gave the console: themed messages and notifications through hooks, and
 * confirmations, without antd's App, which brings antd's Modal with it (decision 0012).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [message, messageHolder] = staticMessage.useMessage();
  const [notification, notificationHolder] = staticNotification.useNotification();
  const api = useMemo(() => ({ message, notification, modal: { confirm } }), [message, notification]);
  return (
    <AppContext.Provider value={api}>
      {messageHolder}
      {notificationHolder}
      <ConfirmHost />
      <div className={styles.app}>{children}</div>
    </AppContext.Provider>
  );
}

const fallback: Api = { message: staticMessage, notification: staticNotification, modal: { confirm } };

/**
 * `App.useApp()` as antd's: the provider's themed messages. Outside it (unit tests), those of an
 * antd `App` around, so they go with the rendered tree, or else antd's static ones.
 */
function useApp(): Api {
  const own = useContext(AppContext);
  // only antd's context is imported, not its App, which would bring its Modal
  const antd = useContext(AntdAppContext) as unknown as Partial<Api>;
  if (own) return own;
  if (typeof antd.message?.success === 'function') return { ...fallback, message: antd.message, notification: antd.notification ?? staticNotification };
  return fallback;
}

export const App = { useApp };
