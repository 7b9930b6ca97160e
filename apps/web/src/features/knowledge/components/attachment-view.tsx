import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../../shared/http/download';
import { Empty } from '../../../shared/ui/empty';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Typography } from '../../../shared/ui/typography';

export type Attachment = { id: string; name: string; size: number; type: string; url: string; sha256: string };

const IMAGE = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp'];
const VIDEO = ['mp4', 'webm', 'ogg', 'mov'];

/** How a file shows in the page: by its detected type, else its name's extension. */
export function previewKind(f: Pick<Attachment, 'name' | 'type'>): 'image' | 'pdf' | 'video' | 'download' {
  const type = f.type.toLowerCase();
  const ext = f.name.toLowerCase().split('.').pop() ?? '';
  const is = (list: string[], mime: string) => type.startsWith(mime) || list.includes(type) || list.includes(ext);
  if (is(IMAGE, 'image/')) return 'image';
  if (type === 'application/pdf' || type === 'pdf' || ext === 'pdf') return 'pdf';
  if (is(VIDEO, 'video/')) return 'video';
  return 'download';
}

export const formatSize = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

/**
 * Images, PDF and video shown in the page (through the ticket URLs the server gave, as an
 * <img>, <iframe> or <video> sends no token); every other file offered for download.
 */
export function AttachmentView({ files, previews }: { files: Attachment[]; previews: Record<string, string> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const save = async (f: Attachment) => {
    setBusy(f.id);
    try {
      await download({ url: f.url, method: 'get' }, f.name);
    } finally {
      setBusy(null);
    }
  };
  if (files.length === 0) return <Empty description={t('knowledge.noFiles')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {files.map((f) => {
        const src = previews[f.id];
        const kind = src ? previewKind(f) : 'download';
        return (
          <Panel
            key={f.id}
            size="small"
            data-testid={`knowledge-file-${kind}`}
            title={
              <Space>
                <PaperClipOutlined />
                <span>{f.name}</span>
                <Typography.Text type="secondary">{formatSize(f.size)}</Typography.Text>
              </Space>
            }
            extra={
              <Button type="link" size="small" icon={<DownloadOutlined />} loading={busy === f.id} onClick={() => save(f)}>
                {t('knowledge.download')}
              </Button>
            }
          >
            {kind === 'image' && <img src={src} alt={f.name} style={{ maxWidth: '100%', maxHeight: 480 }} />}
            {kind === 'pdf' && <iframe src={src} title={f.name} style={{ width: '100%', height: 600, border: 0 }} />}
            {kind === 'video' && (
              // biome-ignore lint/a11y/useMediaCaption: uploaded knowledge videos come without caption tracks
              <video src={src} controls preload="metadata" style={{ maxWidth: '100%', maxHeight: 480 }} aria-label={f.name} />
            )}
            {kind === 'download' && <Typography.Text type="secondary">{t('knowledge.noPreview')}</Typography.Text>}
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                SHA-256 {f.sha256}
              </Typography.Text>
            </div>
          </Panel>
        );
      })}
    </Space>
  );
}
