import { FileOutlined, LoadingOutlined } from '@ant-design/icons';
import { CHAT_MSG, CHAT_RECALL_MS, type TImMessage } from '@diagops/contracts';
import { Button, Rate } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../shared/ui/typography';
import { fileBlobUrl } from '../api/chat-calls';
import type { Pending, Side } from './conversation';
import { withEmoticons } from './emoticons';

function useBlobUrl(fileId: string | undefined, customerToken?: string) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!fileId) return;
    let made: string | null = null;
    fileBlobUrl(fileId, customerToken)
      .then((u) => {
        made = u;
        setUrl(u);
      })
      .catch(() => setUrl(null));
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [fileId, customerToken]);
  return url;
}

function Attachment({ m, customerToken }: { m: TImMessage; customerToken?: string }) {
  const { t } = useTranslation();
  const url = useBlobUrl(m.file?.id, customerToken);
  if (!m.file) return null;
  if (!url) return <LoadingOutlined />;
  if (m.type === CHAT_MSG.image)
    return <img src={url} alt={m.file.name} style={{ maxWidth: 220, maxHeight: 220, borderRadius: 4, display: 'block' }} data-testid="chat-image" />;
  // what people send has no captions: the track is empty, the file's name labels the player
  if (m.type === CHAT_MSG.audio)
    return (
      <audio src={url} controls aria-label={m.file.name}>
        <track kind="captions" />
      </audio>
    );
  if (m.type === CHAT_MSG.video)
    return (
      <video src={url} controls style={{ maxWidth: 260 }} aria-label={m.file.name}>
        <track kind="captions" />
      </video>
    );
  return (
    <a href={url} download={m.file.name}>
      <FileOutlined /> {m.file.name || t('chat.file')}
    </a>
  );
}

function tipText(t: (k: string, o?: Record<string, unknown>) => string, content: string): string {
  try {
    const tip = JSON.parse(content) as { tip: string; name?: string; score?: number; by?: string };
    return t(`chat.tips.${tip.tip}`, { name: tip.name ?? '', score: tip.score ?? '' });
  } catch {
    return content;
  }
}

type Props = {
  me: Side;
  messages: TImMessage[];
  pending?: Pending[];
  /** recall an own message (within 2 minutes) */
  onRecall?: (m: TImMessage) => void;
  /** the customer answers a satisfaction request */
  onRate?: (score: number) => void;
  rated?: number | null;
  customerToken?: string;
  now?: number;
  /** the sequence up to which the other side confirmed receiving own messages (type 12) */
  delivered?: number;
};

/** A conversation: own messages right, the other party's left, tips centred; read / delivered / unread and recall on own messages. */
export function MessageList({ me, messages, pending = [], onRecall, onRate, rated, customerToken, now = Date.now(), delivered = 0 }: Props) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length + pending.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever a message arrives
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return (
    <div data-testid="chat-messages" style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 12 }}>
      {messages.map((m) => {
        if (m.type === CHAT_MSG.recall || m.type === CHAT_MSG.read || m.type === CHAT_MSG.receipt) return null;
        if (m.senderKind === 'system') {
          return (
            <Typography.Text key={m.seq} type="secondary" style={{ textAlign: 'center', fontSize: 12 }} data-testid="chat-tip">
              {tipText(t, m.content)}
            </Typography.Text>
          );
        }
        const mine = m.senderKind === me;
        const recalled = m.status === 2;
        const canRecall = mine && !recalled && onRecall && m.type <= CHAT_MSG.video && now - Date.parse(m.createdAt) < CHAT_RECALL_MS;
        return (
          <div
            key={m.seq}
            style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '75%' }}
            data-testid="chat-message"
            data-seq={m.seq}
            data-mine={mine}
          >
            <div
              style={{
                background: mine ? 'var(--diagops-selected)' : 'var(--diagops-tag-default-bg)',
                borderRadius: 8,
                padding: '6px 10px',
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
              }}
            >
              {recalled ? (
                <Typography.Text type="secondary" italic>
                  {t('chat.recalled')}
                </Typography.Text>
              ) : m.type === CHAT_MSG.satisfaction ? (
                <span>
                  {t('chat.satisfactionAsk')}
                  {me === 'customer' && onRate && (
                    <div>
                      <Rate value={rated ?? 0} disabled={!!rated} onChange={onRate} aria-label={t('chat.rate')} data-testid="chat-rate" />
                    </div>
                  )}
                </span>
              ) : m.file ? (
                <Attachment m={m} customerToken={customerToken} />
              ) : (
                withEmoticons(m.content)
              )}
            </div>
            <div style={{ fontSize: 11, textAlign: mine ? 'right' : 'left' }}>
              <Typography.Text type="secondary">{dayjs(m.createdAt).format('HH:mm')}</Typography.Text>
              {mine && !recalled && (
                <Typography.Text type="secondary" style={{ marginLeft: 6 }} data-testid="chat-receipt">
                  {m.status === 3 ? t('chat.read') : m.seq <= delivered ? t('chat.delivered') : t('chat.unread')}
                </Typography.Text>
              )}
              {canRecall && (
                <Button
                  type="link"
                  size="small"
                  style={{ fontSize: 11, padding: '0 4px', height: 'auto' }}
                  onClick={() => onRecall(m)}
                  data-testid="chat-recall"
                >
                  {t('chat.recall')}
                </Button>
              )}
            </div>
          </div>
        );
      })}
      {pending.map((p) => (
        <div key={p.clientId} style={{ alignSelf: 'flex-end', maxWidth: '75%', opacity: 0.6 }} data-testid="chat-pending">
          <div style={{ borderRadius: 8, padding: '6px 10px', background: 'var(--diagops-selected)' }}>{p.fileName ?? withEmoticons(p.content)}</div>
          <div style={{ fontSize: 11, textAlign: 'right' }}>
            <LoadingOutlined /> {t('chat.sending')}
          </div>
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}
