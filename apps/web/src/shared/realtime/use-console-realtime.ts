import { RT_CMD, type TNotice, type TNoticeList } from '@diagops/contracts';
import { useEffect } from 'react';
import { svcPath } from '../config/app-config';
import { request } from '../http/client';
import { pushNotification, type ShellNotification, setNotifications } from '../notifications/notification-store';
import { clearSession } from '../session/session-store';
import { isEndingSessionHere } from '../session/sign-out';
import { realtime, stopRealtime, useRealtimeState } from '.';

const toItem = (n: TNotice): ShellNotification => ({ id: `n${n.id}`, kind: n.kind, title: n.title, link: n.link, at: Date.parse(n.createdAt), read: n.read });

/** The server's ids of what the bell shows unread. */
export function unreadNoticeIds(items: ShellNotification[]): number[] {
  return items.filter((i) => !i.read && i.id.startsWith('n')).map((i) => Number(i.id.slice(1)));
}

export async function markNoticesRead(ids?: number[]): Promise<void> {
  await request<null>({ url: svcPath('user', '/notice/read'), method: 'put', data: ids ? { ids } : {}, silent: true }).catch(() => undefined);
}

/**
 * Opens the console's connection while the shell is mounted (NAV-07): the bell is loaded on
 * every (re)connection and grows with each pushed notice (cmd 7); a close with 3000 (the
 * session was ended: sign-out elsewhere, password change, disabled account) signs out here.
 */
export function useConsoleRealtime() {
  useEffect(() => {
    const rt = realtime();
    const offReady = rt.onReady(() => {
      request<TNoticeList>({ url: svcPath('user', '/notice/list'), method: 'get', silent: true })
        .then((r) => setNotifications(r.data.records.map(toItem)))
        .catch(() => undefined);
    });
    const offNotice = rt.on(RT_CMD.notice, (f) => pushNotification(toItem(f.data as TNotice)));
    const offState = useRealtimeState.subscribe((s) => {
      if (s.state !== 'signedOut') return;
      // ended here (sign-out, password change): that flow goes on; ended elsewhere: ask the server,
      // whose 401 announces the expiry and leads to the sign-in page and back (as any call would)
      if (isEndingSessionHere()) clearSession();
      else void request<TNoticeList>({ url: svcPath('user', '/notice/list'), method: 'get' }).catch(() => undefined);
    });
    rt.start();
    return () => {
      offReady();
      offNotice();
      offState();
      stopRealtime();
    };
  }, []);
}
