import { svcPath } from '../config/app-config';
import { useSession } from '../session/session-store';
import { RealtimeClient } from './realtime-client';

export { RealtimeClient, type RtFrame, type RtState, useRealtimeState } from './realtime-client';

let client: RealtimeClient | null = null;

/** The console's one connection (opened by the shell after sign-in, NAV-07). */
export function realtime(): RealtimeClient {
  if (!client) {
    const proto = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    client = new RealtimeClient({ url: `${proto}//${window.location.host}${svcPath('rt', '/ws')}`, token: () => useSession.getState().token });
  }
  return client;
}

/** Closes the connection for good (sign-out). */
export function stopRealtime() {
  client?.stop();
  client = null;
}
