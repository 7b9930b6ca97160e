import { CHAT_MSG, RT_CMD, type TImAgent, type TImMessage, type TImSession } from '@diagops/contracts';
import { Badge, Button, Descriptions, Segmented } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { realtime, useRealtimeState } from '../../../shared/realtime';
import { useSession } from '../../../shared/session/session-store';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Modal } from '../../../shared/ui/modal';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { Typography } from '../../../shared/ui/typography';
import {
  closeSession,
  customerProfile,
  findWorkList,
  imLogin,
  listNewer,
  pullOffline,
  quickList,
  readed,
  recallMessage,
  tagsSave,
  transferSession,
  transferTargets,
  updateStatus,
  uploadChatFile,
} from '../api/chat-calls';
import { Composer } from '../components/composer';
import { type Conversation, createConversation } from '../components/conversation';
import { withEmoticons } from '../components/emoticons';
import { MessageList } from '../components/message-list';
import { SessionList } from '../components/session-list';

const EMPTY_MSGS: TImMessage[] = [];

function useConversation(): Conversation {
  const conv = useMemo(() => createConversation({ client: realtime(), side: 'staff', pull: pullOffline, list: listNewer }), []);
  useEffect(() => () => conv.dispose(), [conv]);
  return conv;
}

function CustomerPanel({ session }: { session: TImSession }) {
  const { t } = useTranslation();
  const [p, setP] = useState<Awaited<ReturnType<typeof customerProfile>> | null>(null);
  useEffect(() => {
    setP(null);
    customerProfile(session.customerId)
      .then(setP)
      .catch(() => setP(null));
  }, [session.customerId]);
  if (!p) return <Panel size="small" loading title={t('chat.customer')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="chat-customer-panel">
      <Panel size="small" title={t('chat.customer')}>
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('chat.name')}>{p.customer.name ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('chat.account')}>{p.customer.account}</Descriptions.Item>
          <Descriptions.Item label={t('chat.country')}>{p.customer.country ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('chat.language')}>{p.customer.language}</Descriptions.Item>
          <Descriptions.Item label={t('chat.sessionCount')}>{p.sessions}</Descriptions.Item>
        </Descriptions>
      </Panel>
      <Panel size="small" title={t('chat.devices')}>
        {p.devices.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          p.devices.map((d) => <div key={d.sn}>{`${d.sn} ${d.productName ?? ''}`}</div>)
        )}
      </Panel>
      <Panel size="small" title={t('chat.feedback')}>
        {p.feedback.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : p.feedback.map((f) => <div key={f.id}>{f.title}</div>)}
      </Panel>
    </Space>
  );
}

/** /customerServiceManagement/online/list — the agent's workbench: sessions, the conversation, the customer beside it. */
export default function WorkbenchPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const userId = useSession((s) => s.userInfo?.sysUser.userId ?? 0);
  const conn = useRealtimeState((s) => s.state);
  const conv = useConversation();
  const sessions = conv.use((s) => s.sessions);
  const waitingPushed = conv.use((s) => s.waiting);
  const [agent, setAgent] = useState<TImAgent | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [quick, setQuick] = useState<string[]>([]);
  const [transferOpen, setTransferOpen] = useState(false);
  const [targets, setTargets] = useState<TImAgent[]>([]);
  const [target, setTarget] = useState<number | null>(null);
  const [notAgent, setNotAgent] = useState(false);
  const [now, setNow] = useState(Date.now());
  const messages = conv.use((s) => (selected ? (s.messages[selected] ?? EMPTY_MSGS) : EMPTY_MSGS));
  const pending = conv.use((s) => (selected ? s.pending[selected] : undefined));
  const typingUntil = conv.use((s) => (selected ? (s.typing[selected] ?? 0) : 0));
  const delivered = conv.use((s) => (selected ? (s.delivered[selected] ?? 0) : 0));
  const current = selected ? sessions[selected] : undefined;

  // RT-03: after the handshake, the work list; what was missed is asked for by the conversation (the largest message id held)
  useEffect(() => {
    let alive = true;
    const load = () =>
      findWorkList()
        .then((w) => {
          if (!alive) return;
          setAgent(w.agent);
          setWaiting(w.waiting);
          conv.setSessions(w.sessions);
        })
        .catch(() => undefined);
    imLogin(userId, 'web')
      .then((r) => alive && setAgent(r.agent))
      .catch(() => alive && setNotAgent(true))
      .finally(load);
    quickList()
      .then((q) => alive && setQuick(q.map((x) => x.content)))
      .catch(() => undefined);
    const offReady = realtime().onReady(() => void load());
    const timer = setInterval(() => setNow(Date.now()), 10_000);
    return () => {
      alive = false;
      offReady();
      clearInterval(timer);
    };
  }, [conv, userId]);
  useEffect(() => {
    if (waitingPushed !== null) setWaiting(waitingPushed);
  }, [waitingPushed]);

  const list = Object.values(sessions)
    .filter((s) => s.agentUserId === userId && s.status !== 2)
    .sort((a, b) => (b.lastMessageAt ?? b.createdAt).localeCompare(a.lastMessageAt ?? a.createdAt));
  useEffect(() => {
    if (selected === null && list[0]) setSelected(list[0].id);
  }, [selected, list]);
  // read receipts: what the agent sees is read
  const lastCustomerSeq = messages.filter((m) => m.senderKind === 'customer').at(-1)?.seq ?? 0;
  useEffect(() => {
    if (current && lastCustomerSeq > current.agentReadSeq) void readed(current.id, lastCustomerSeq).catch(() => undefined);
  }, [current, lastCustomerSeq]);

  if (notAgent) return <Empty style={{ margin: 48 }} description={t('chat.notAgent')} />;

  // a non-text message is previewed by its kind ("[1]" → an image)
  const previewOf = (p: string | null) => {
    const kind = /^\[(\d)\]$/.exec(p ?? '')?.[1];
    return kind ? t(`chat.preview.${kind}`) : withEmoticons(p ?? '');
  };
  const unread = (s: TImSession) => Math.max(0, s.lastSeq - s.agentReadSeq);
  const onFile = async (file: File, type: number) => {
    if (!current) return;
    const stored = await uploadChatFile(file);
    conv.send(current.id, type, '', { id: stored.id, name: stored.name });
  };
  const active = current && current.status === 1 && current.agentUserId === userId;

  return (
    <div style={{ display: 'flex', gap: 12, padding: 12, width: '100%', height: '100%', minHeight: 560 }} data-testid="chat-workbench">
      <Panel
        size="small"
        style={{ width: 260, flex: 'none', overflow: 'auto' }}
        title={
          <Space>
            {t('chat.sessions')}
            <Badge
              status={conn === 'open' ? 'success' : 'error'}
              text={conn === 'open' ? t('chat.connected') : t('chat.reconnecting')}
              data-testid="chat-connection"
            />
          </Space>
        }
      >
        <Segmented
          size="small"
          block
          value={agent?.status ?? 0}
          options={[
            { value: 1, label: t('chat.status.1') },
            { value: 2, label: t('chat.status.2') },
            { value: 0, label: t('chat.status.0') },
          ]}
          onChange={(v) => {
            void updateStatus(Number(v)).then(() => setAgent((a) => (a ? { ...a, status: Number(v) } : a)));
          }}
          data-testid="chat-status"
        />
        {agent && !agent.inHours && (
          <Typography.Text type="warning" style={{ display: 'block', fontSize: 12, marginTop: 4 }} data-testid="chat-off-hours">
            {t('chat.offHoursHint', { start: agent.workStart, end: agent.workEnd, zone: agent.timeZone })}
          </Typography.Text>
        )}
        <Button type="link" size="small" onClick={() => navigate('/customerServiceManagement/sessionPool/list')} data-testid="chat-pool-link">
          {t('chat.waiting', { n: waiting })}
        </Button>
        <SessionList
          sessions={list}
          selected={selected}
          unread={unread}
          preview={(s) => previewOf(s.lastPreview)}
          empty={t('chat.noSessions')}
          onSelect={setSelected}
        />
      </Panel>
      <Panel
        size="small"
        style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
        styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', padding: 0, minHeight: 0 } }}
        title={current ? `#${current.id} ${current.customerName}` : t('chat.pickSession')}
        extra={
          current && (
            <Space size={4} wrap>
              <Select
                mode="tags"
                size="small"
                style={{ minWidth: 160 }}
                value={current.tags}
                placeholder={t('chat.tags')}
                aria-label={t('chat.tags')}
                onChange={(tags: string[]) => void tagsSave(current.id, tags).then((s) => conv.upsertSession(s))}
                data-testid="chat-tags"
              />
              <Button size="small" disabled={!active} onClick={() => conv.send(current.id, CHAT_MSG.satisfaction, '')} data-testid="chat-satisfaction">
                {t('chat.askRating')}
              </Button>
              <Button
                size="small"
                disabled={!active}
                onClick={() => {
                  setTarget(null);
                  void transferTargets().then(setTargets);
                  setTransferOpen(true);
                }}
                data-testid="chat-transfer"
              >
                {t('chat.transfer')}
              </Button>
              <Button
                size="small"
                danger
                disabled={!active}
                onClick={() =>
                  void closeSession(current.id).then((s) => {
                    conv.upsertSession(s);
                    setSelected(null);
                    message.success(t('chat.closed'));
                  })
                }
                data-testid="chat-close"
              >
                {t('chat.close')}
              </Button>
            </Space>
          )
        }
      >
        <div style={{ flex: 1, overflow: 'auto', minHeight: 320 }}>
          {current ? (
            <MessageList
              me="staff"
              messages={messages}
              pending={pending}
              now={now}
              delivered={delivered}
              onRecall={(m) => void recallMessage(current.id, m.id).catch(() => undefined)}
            />
          ) : (
            <Empty style={{ marginTop: 64 }} description={t('chat.pickSession')} />
          )}
        </div>
        {typingUntil > now && (
          <Typography.Text type="secondary" style={{ paddingInline: 12 }}>
            {t('chat.typing')}
          </Typography.Text>
        )}
        <Composer
          disabled={!active}
          quickReplies={quick}
          onText={(text) => current && conv.send(current.id, CHAT_MSG.text, text)}
          onFile={onFile}
          onTyping={() => current && realtime().send({ cmd: RT_CMD.signal, data: { type: 'typing', sessionId: current.id } })}
        />
      </Panel>
      <div style={{ width: 280, flex: 'none', overflow: 'auto' }}>{current ? <CustomerPanel session={current} /> : null}</div>
      <Modal
        open={transferOpen}
        title={t('chat.transfer')}
        onCancel={() => setTransferOpen(false)}
        okButtonProps={{ disabled: !target }}
        onOk={async () => {
          if (!current || !target) return;
          await transferSession(current.id, target);
          setTransferOpen(false);
          setSelected(null);
        }}
      >
        <Select
          style={{ width: '100%' }}
          value={target}
          onChange={setTarget}
          placeholder={t('chat.transferTo')}
          options={targets.map((a) => ({ value: a.userId, label: `${a.nickname} (${a.activeSessions}/${a.capacity})` }))}
        />
        {targets.length === 0 && <Tag style={{ marginTop: 8 }}>{t('chat.noTargets')}</Tag>}
      </Modal>
    </div>
  );
}
