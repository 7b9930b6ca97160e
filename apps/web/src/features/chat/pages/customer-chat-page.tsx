import { CHAT_MSG, RT_CMD, type StoredFile, type TImMessage, type TImSession } from '@diagops/contracts';
import { Badge, Button, Form } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../shared/components/language-switch';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';
import { RealtimeClient, useRealtimeState } from '../../../shared/realtime';
import { Alert } from '../../../shared/ui/alert';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Typography } from '../../../shared/ui/typography';
import type { ListReply, PullReply } from '../api/chat-calls';
import { Composer } from '../components/composer';
import { createConversation } from '../components/conversation';
import { MessageList } from '../components/message-list';

const app = (p: string) => svcPath('app', p);
const EMPTY: TImMessage[] = [];
const KEY = 'diagops-customer-chat';

type Auth = { token: string; customerId: number; account: string };

async function call<T>(auth: Auth | null, method: string, url: string, data?: unknown, params?: Record<string, unknown>): Promise<T> {
  return (await request<T>({ url, method, data, params, silent: true, ...(auth ? { token: auth.token } : { noToken: true }) } as never)).data;
}

/**
 * /customerChat — a small customer-side chat served by the console so anyone can try a
 * conversation end to end: a customer signs in with the customer API, starts a
 * consultation, waits in the pool, talks with the agent over the same frames, and rates.
 */
export default function CustomerChatPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [auth, setAuth] = useState<Auth | null>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Auth | null;
    } catch {
      return null;
    }
  });
  const [busy, setBusy] = useState(false);
  const signIn = async (v: { account: string; password: string }) => {
    setBusy(true);
    try {
      const r = await call<{ accessToken: string; customerId: number; account: string }>(null, 'post', app('/auth/signIn'), v);
      const a = { token: r.accessToken, customerId: r.customerId, account: r.account };
      sessionStorage.setItem(KEY, JSON.stringify(a));
      setAuth(a);
    } catch (e) {
      message.error((e as Error).message || t('chat.unknownError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        padding: 24,
        background: 'var(--diagops-layout, #f5f5f5)',
      }}
    >
      <Panel
        style={{ width: 560, maxWidth: '100%' }}
        title={
          <Typography.Title level={1} style={{ fontSize: 18, margin: 0 }}>
            {t('chat.customerTitle')}
          </Typography.Title>
        }
        extra={<LanguageSwitch />}
      >
        {auth ? (
          <CustomerConversation
            auth={auth}
            onSignOut={() => {
              sessionStorage.removeItem(KEY);
              setAuth(null);
            }}
          />
        ) : (
          <Form layout="vertical" onFinish={signIn} data-testid="customer-sign-in">
            <Form.Item name="account" label={t('chat.account')} rules={[{ required: true, message: t('kit.required') }]}>
              <Input autoComplete="username" />
            </Form.Item>
            <Form.Item name="password" label={t('chat.password')} rules={[{ required: true, message: t('kit.required') }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy} block>
              {t('chat.signIn')}
            </Button>
          </Form>
        )}
      </Panel>
    </div>
  );
}

function CustomerConversation({ auth, onSignOut }: { auth: Auth; onSignOut: () => void }) {
  const { t } = useTranslation();
  const client = useMemo(() => {
    const proto = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    return new RealtimeClient({ url: `${proto}//${window.location.host}${svcPath('rt', '/ws')}`, token: () => auth.token });
  }, [auth.token]);
  const conv = useMemo(
    () =>
      createConversation({
        client,
        side: 'customer',
        pull: (sessionId, afterSeq) => call<PullReply>(auth, 'get', app('/im/consult/pull'), undefined, { sessionId, afterSeq }),
        list: (minId) => call<ListReply>(auth, 'get', app('/im/consult/list'), undefined, { minId }),
      }),
    [client, auth],
  );
  const conn = useRealtimeState((s) => s.state);
  const [sessionId, setSessionId] = useState<number | null>(null);
  const session = conv.use((s) => (sessionId ? s.sessions[sessionId] : undefined)) as TImSession | undefined;
  const messages = conv.use((s) => (sessionId ? (s.messages[sessionId] ?? EMPTY) : EMPTY));
  const pending = conv.use((s) => (sessionId ? s.pending[sessionId] : undefined));
  const typing = conv.use((s) => (sessionId ? (s.typing[sessionId] ?? 0) : 0));
  const delivered = conv.use((s) => (sessionId ? (s.delivered[sessionId] ?? 0) : 0));
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    client.start();
    // a test hook: drop the connection as a network failure would (the client reconnects after 5 s)
    (window as unknown as { __customerRealtime?: RealtimeClient }).__customerRealtime = client;
    call<{ session: TImSession | null }>(auth, 'get', app('/im/consult/current'))
      .then((r) => {
        if (r.session && r.session.status !== 2) {
          conv.setSessions([r.session]);
          setSessionId(r.session.id);
        }
      })
      .catch(() => onSignOut());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearInterval(timer);
      conv.dispose();
      client.stop();
    };
  }, [client, conv, auth, onSignOut]);
  // what the customer sees is read
  const lastAgentSeq = messages.filter((m) => m.senderKind === 'staff').at(-1)?.seq ?? 0;
  useEffect(() => {
    if (session && lastAgentSeq > session.customerReadSeq)
      void call(auth, 'put', app('/im/consult/readed'), { sessionId: session.id, seq: lastAgentSeq }).catch(() => undefined);
  }, [session, lastAgentSeq, auth]);

  const start = async () => {
    const s = await call<TImSession>(auth, 'post', app('/im/consult/start'), {});
    conv.setSessions([s]);
    setSessionId(s.id);
  };
  const onFile = async (file: File, type: number) => {
    if (!session) return;
    const body = new FormData();
    body.append('file', file, file.name);
    const stored = await call<StoredFile>(auth, 'post', app('/im/consult/upload'), body);
    conv.send(session.id, type, '', { id: stored.id, name: stored.name });
  };
  const open = session && session.status !== 2;
  const statusText = !session
    ? ''
    : session.status === 0
      ? t('chat.inPool')
      : session.status === 1
        ? t('chat.servedBy', { name: session.agentName ?? '' })
        : t('chat.ended');
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="customer-chat">
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Badge
          status={conn === 'open' ? 'success' : 'error'}
          text={conn === 'open' ? t('chat.connected') : t('chat.reconnecting')}
          data-testid="customer-connection"
        />
        <Typography.Text>{auth.account}</Typography.Text>
        <Button
          size="small"
          onClick={() => {
            void call(auth, 'post', app('/auth/signOut'), {}).finally(onSignOut);
          }}
        >
          {t('chat.signOut')}
        </Button>
      </Space>
      {conn === 'closed' && <Alert type="warning" showIcon message={t('chat.reconnectTip')} />}
      {!session || session.status === 2 ? (
        <Button type="primary" block onClick={() => void start()} data-testid="customer-start">
          {t('chat.startConsult')}
        </Button>
      ) : (
        <Typography.Text type="secondary" data-testid="customer-status">
          {statusText}
        </Typography.Text>
      )}
      {session && (
        <div style={{ border: '1px solid var(--diagops-border, rgba(0,0,0,0.08))', borderRadius: 8 }}>
          <div style={{ height: 380, overflow: 'auto' }}>
            <MessageList
              me="customer"
              messages={messages}
              pending={pending}
              now={now}
              delivered={delivered}
              customerToken={auth.token}
              rated={session.rating}
              onRate={(score) =>
                void call<TImSession>(auth, 'put', app('/im/consult/rate'), { sessionId: session.id, score }).then((s) => conv.upsertSession(s))
              }
              onRecall={(m) => void call(auth, 'put', app('/im/consult/recall'), { sessionId: session.id, messageId: m.id }).catch(() => undefined)}
            />
          </div>
          {typing > now && (
            <Typography.Text type="secondary" style={{ paddingInline: 12 }}>
              {t('chat.typing')}
            </Typography.Text>
          )}
          <Composer
            disabled={!open}
            onText={(text) => conv.send(session.id, CHAT_MSG.text, text)}
            onFile={onFile}
            onTyping={() => client.send({ cmd: RT_CMD.signal, data: { type: 'typing', sessionId: session.id } })}
          />
        </div>
      )}
    </Space>
  );
}
