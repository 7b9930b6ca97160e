import { PaperClipOutlined } from '@ant-design/icons';
import type { TFeedbackMessage } from '@diagops/contracts';
import { Timeline } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { download } from '../../../shared/http/download';
import { Empty } from '../../../shared/ui/empty';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { Typography } from '../../../shared/ui/typography';

const COLOR: Record<TFeedbackMessage['kind'], string> = { customer: 'gray', reply: 'blue', rdAnswer: 'purple', note: 'green' };

/** The conversation in order: the customer's messages, staff replies and R&D answers, with their attachments. */
export function Conversation({ messages }: { messages: TFeedbackMessage[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return <Empty />;
  return (
    <Timeline
      data-testid="fb-conversation"
      items={messages.map((m) => ({
        color: COLOR[m.kind],
        children: (
          <Panel size="small" styles={{ body: { padding: 12 } }}>
            <Space size={8} style={{ marginBottom: 4 }}>
              <Tag>{t(`feedback.kinds.${m.kind}`)}</Tag>
              <Typography.Text strong>{m.authorName}</Typography.Text>
              <Typography.Text type="secondary">{dayjs(m.createTime).format('YYYY-MM-DD HH:mm')}</Typography.Text>
            </Space>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: m.files.length ? 4 : 0 }}>{m.content}</Typography.Paragraph>
            {m.files.length > 0 ? (
              <Space wrap>
                {m.files.map((f) => (
                  <Typography.Link key={f.id} onClick={() => void download({ url: f.url, method: 'get' }, f.name)} data-testid="fb-attachment">
                    <PaperClipOutlined /> {f.name}
                  </Typography.Link>
                ))}
              </Space>
            ) : null}
          </Panel>
        ),
      }))}
    />
  );
}
