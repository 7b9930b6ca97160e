import { PaperClipOutlined, SendOutlined, SmileOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { CHAT_MSG, CHAT_TEXT_MAX } from '@diagops/contracts';
import { Button, Popover, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../shared/ui/input';
import { Space } from '../../../shared/ui/space';
import { EMOTICONS } from './emoticons';

type Props = {
  disabled?: boolean;
  onText: (text: string) => void;
  /** uploads through the files area and sends the right type for the file */
  onFile: (file: File, type: number) => Promise<void>;
  onTyping?: () => void;
  quickReplies?: string[];
};

/** What a file is in the chat (CHAT-02): image 1, audio 3, video 4, other files 2. */
export function typeOfFile(file: File): number {
  if (file.type.startsWith('image/')) return CHAT_MSG.image;
  if (file.type.startsWith('audio/')) return CHAT_MSG.audio;
  if (file.type.startsWith('video/')) return CHAT_MSG.video;
  return CHAT_MSG.file;
}

/** The composer: text with the 57 emoticons, quick replies, an attachment, Enter to send (Shift+Enter: new line). */
export function Composer({ disabled, onText, onFile, onTyping, quickReplies }: Props) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const lastTyping = useRef(0);
  const zh = i18n.language === 'zh-CN';
  const send = () => {
    const v = text.trim();
    if (!v) return;
    onText(v);
    setText('');
  };
  const emojis = (
    <div style={{ width: 300, display: 'flex', flexWrap: 'wrap', gap: 2 }} data-testid="chat-emoticons">
      {EMOTICONS.map(([name, glyph, zhName]) => (
        <Button key={name} type="text" size="small" title={zh ? zhName : name} aria-label={zh ? zhName : name} onClick={() => setText((v) => `${v}[${name}]`)}>
          {glyph}
        </Button>
      ))}
    </div>
  );
  return (
    <div style={{ borderTop: '1px solid var(--diagops-border, rgba(0,0,0,0.06))', padding: 8 }}>
      <Space size={4} style={{ marginBottom: 4 }}>
        <Popover content={emojis} trigger="click" placement="topLeft">
          <Button type="text" icon={<SmileOutlined />} aria-label={t('chat.emoticons')} disabled={disabled} data-testid="chat-emoticon-button" />
        </Popover>
        {quickReplies && (
          <Popover
            trigger="click"
            placement="topLeft"
            content={
              <div style={{ maxWidth: 320, maxHeight: 240, overflow: 'auto' }}>
                {quickReplies.length === 0
                  ? t('chat.noQuick')
                  : quickReplies.map((q) => (
                      <Button key={q} type="text" block style={{ textAlign: 'left', whiteSpace: 'normal', height: 'auto' }} onClick={() => setText(q)}>
                        {q}
                      </Button>
                    ))}
              </div>
            }
          >
            <Button type="text" icon={<ThunderboltOutlined />} aria-label={t('chat.quickReplies')} disabled={disabled} data-testid="chat-quick-button" />
          </Popover>
        )}
        <Upload
          showUploadList={false}
          disabled={disabled || busy}
          beforeUpload={(file) => {
            setBusy(true);
            onFile(file, typeOfFile(file)).finally(() => setBusy(false));
            return false;
          }}
        >
          <Button type="text" icon={<PaperClipOutlined />} loading={busy} aria-label={t('chat.attach')} disabled={disabled} data-testid="chat-attach" />
        </Upload>
      </Space>
      <div style={{ display: 'flex', gap: 8 }}>
        <Input.TextArea
          value={text}
          disabled={disabled}
          maxLength={CHAT_TEXT_MAX}
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          data-testid="chat-input"
          onChange={(e) => {
            setText(e.target.value);
            if (onTyping && Date.now() - lastTyping.current > 2000) {
              lastTyping.current = Date.now();
              onTyping();
            }
          }}
          onPressEnter={(e) => {
            if (e.shiftKey) return;
            e.preventDefault();
            send();
          }}
        />
        <Button type="primary" icon={<SendOutlined />} onClick={send} disabled={disabled || !text.trim()} data-testid="chat-send">
          {t('chat.send')}
        </Button>
      </div>
    </div>
  );
}
