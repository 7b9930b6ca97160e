import { CaretRightOutlined, CloseOutlined, InboxOutlined, PauseOutlined, RedoOutlined } from '@ant-design/icons';
import type { StoredFile } from '@diagops/contracts';
import { Button, Flex, Progress, Tooltip, Upload } from 'antd';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from '../ui/tag';
import { Typography } from '../ui/typography';
import { type StartTransfer, startMultipart, type Transfer } from './transport';
import { actionsOf, checkFile, formatBytes, formatDuration, percentOf, type UploadItem, type UploadStatus, uploadReducer } from './upload-state';

export type FileUploadProps = {
  /** the upload area declared on the server (knowledge, software, logfiles…) */
  area: string;
  /** the files already uploaded (e.g. a record's attachments) */
  value?: StoredFile[];
  onChange?: (files: StoredFile[]) => void;
  multiple?: boolean;
  /** allowed extensions, e.g. ['png', 'pdf'] (UPL-02) */
  accept?: string[];
  /** per file, in MB (UPL-03) */
  maxSizeMb?: number;
  /** resumable uploads (tus): pause, a dropped connection or a reload continue from the last byte */
  resumable?: boolean;
  /** a hint under the drop zone; defaults to the allowed types and size */
  tip?: string;
  disabled?: boolean;
  /** how the bytes travel (tests pass their own) */
  transport?: StartTransfer;
  /** how many files are still waiting, uploading or paused (a form sends only at 0) */
  onPendingChange?: (pending: number) => void;
};

const COLORS: Record<UploadStatus, string> = { waiting: 'default', uploading: 'processing', paused: 'warning', error: 'error', success: 'success' };
const CONCURRENCY = 2;
const NAME_STYLE = { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
let uidSeq = 0;

/** One upload component for every area: drag and drop, several files, UPL-02/03 checks, UPL-04 states. */
export function FileUpload({ area, value = [], onChange, multiple, accept, maxSizeMb, resumable, tip, disabled, transport, onPendingChange }: FileUploadProps) {
  const { t } = useTranslation();
  const [items, dispatch] = useReducer(uploadReducer, []);
  const files = useRef(new Map<string, File>());
  const transfers = useRef(new Map<string, Transfer>());
  const valueRef = useRef(value);
  valueRef.current = value;
  const start: StartTransfer = transport ?? (resumable ? startResumableLazy : startMultipart);

  const pending = items.filter((i) => i.status === 'waiting' || i.status === 'uploading' || i.status === 'paused').length;
  useEffect(() => {
    onPendingChange?.(pending);
  }, [pending, onPendingChange]);
  useEffect(() => {
    const running = items.filter((i) => i.status === 'uploading').length;
    const next = items.filter((i) => i.status === 'waiting' && !transfers.current.has(i.uid)).slice(0, Math.max(0, CONCURRENCY - running));
    for (const item of next) {
      const file = files.current.get(item.uid);
      if (!file) continue;
      dispatch({ type: 'start', uid: item.uid, now: Date.now() });
      const transfer = start(area, file, {
        onProgress: (loaded) => dispatch({ type: 'progress', uid: item.uid, loaded, now: Date.now() }),
        onSuccess: (stored) => {
          transfers.current.delete(item.uid);
          dispatch({ type: 'succeed', uid: item.uid, file: stored });
          const next = multiple ? [...valueRef.current, stored] : [stored];
          // two successes in one tick must both be kept
          valueRef.current = next;
          onChange?.(next);
        },
        onError: (message) => {
          transfers.current.delete(item.uid);
          dispatch({ type: 'fail', uid: item.uid, error: message });
        },
      });
      transfers.current.set(item.uid, transfer);
    }
  }, [items, area, start, onChange, multiple]);

  useEffect(() => {
    const map = transfers.current;
    return () => {
      for (const tr of map.values()) tr.pause();
    };
  }, []);

  const add = useCallback(
    (file: File) => {
      const refused = checkFile(file, accept, maxSizeMb);
      const uid = `u${++uidSeq}`;
      files.current.set(uid, file);
      dispatch({ type: 'add', items: [{ uid, name: file.name, size: file.size }] });
      if (refused) dispatch({ type: 'fail', uid, error: t(refused.key, refused.values) });
    },
    [accept, maxSizeMb, t],
  );

  const act = (item: UploadItem, action: 'pause' | 'resume' | 'retry' | 'remove') => {
    const tr = transfers.current.get(item.uid);
    if (action === 'pause' || action === 'remove') {
      tr?.[action === 'pause' ? 'pause' : 'abort']();
      transfers.current.delete(item.uid);
    }
    if (action === 'retry' && checkFile(item, accept, maxSizeMb)) return;
    if (action === 'remove') {
      files.current.delete(item.uid);
      if (item.result) {
        const next = valueRef.current.filter((f) => f.id !== item.result!.id);
        valueRef.current = next;
        onChange?.(next);
      }
    }
    dispatch({ type: action, uid: item.uid });
  };

  const shownIds = new Set(items.map((i) => i.result?.id).filter(Boolean));
  const kept = value.filter((f) => !shownIds.has(f.id));
  const hint =
    tip ??
    [accept?.length ? t('upload.allowedTypes', { types: accept.join(', ') }) : null, maxSizeMb ? t('upload.maxSize', { n: maxSizeMb }) : null]
      .filter(Boolean)
      .join(t('upload.separator'));

  return (
    <div className="file-upload">
      <Upload.Dragger
        multiple={multiple}
        disabled={disabled || (!multiple && items.some((i) => i.status === 'uploading'))}
        showUploadList={false}
        accept={accept?.map((a) => `.${a}`).join(',')}
        beforeUpload={(file) => {
          add(file as unknown as File);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('upload.drop')}</p>
        {hint ? <p className="ant-upload-hint">{hint}</p> : null}
      </Upload.Dragger>
      <ul aria-label={t('upload.list')} style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {kept.map((f) => (
          <li key={f.id}>
            <Flex align="center" gap={8}>
              <span style={NAME_STYLE} title={f.name}>
                {f.name}
              </span>
              <Typography.Text type="secondary">{formatBytes(f.size)}</Typography.Text>
              <Tag color="success">{t('upload.status.success')}</Tag>
              <Tooltip title={t('upload.remove')}>
                <Button
                  size="small"
                  type="text"
                  aria-label={`${t('upload.remove')} ${f.name}`}
                  icon={<CloseOutlined />}
                  disabled={disabled}
                  onClick={() => onChange?.(value.filter((x) => x.id !== f.id))}
                />
              </Tooltip>
            </Flex>
          </li>
        ))}
        {items.map((item) => (
          <li key={item.uid} data-status={item.status}>
            <Flex align="center" gap={8}>
              <span style={NAME_STYLE} title={item.name}>
                {item.name}
              </span>
              <Typography.Text type="secondary">{formatBytes(item.size)}</Typography.Text>
              <Tag color={COLORS[item.status]}>{t(`upload.status.${item.status}`)}</Tag>
              {actionsOf(item.status).map((a) => (
                <Tooltip key={a} title={t(`upload.${a}`)}>
                  <Button
                    size="small"
                    type="text"
                    aria-label={`${t(`upload.${a}`)} ${item.name}`}
                    icon={ICONS[a]}
                    disabled={disabled}
                    onClick={() => act(item, a)}
                  />
                </Tooltip>
              ))}
            </Flex>
            {item.status !== 'success' ? (
              <Progress
                percent={percentOf(item)}
                size="small"
                status={item.status === 'error' ? 'exception' : item.status === 'uploading' ? 'active' : 'normal'}
                aria-label={t('upload.progressOf', { name: item.name })}
              />
            ) : null}
            {item.status === 'uploading' && item.speed > 0 ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('upload.speed', { speed: `${formatBytes(item.speed)}/s`, left: item.eta == null ? '—' : formatDuration(item.eta) })}
              </Typography.Text>
            ) : null}
            {item.status === 'error' && item.error ? (
              <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
                {item.error}
              </Typography.Text>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

const ICONS = { pause: <PauseOutlined />, resume: <CaretRightOutlined />, retry: <RedoOutlined />, remove: <CloseOutlined /> };

/** tus-js-client is loaded only when a resumable upload starts. */
const startResumableLazy: StartTransfer = (area, file, h) => {
  let inner: Transfer | null = null;
  let stopped: 'pause' | 'abort' | null = null;
  void import('./tus-transport').then(
    (m) => {
      if (stopped) return;
      inner = m.startTus(area, file, h);
    },
    (err: unknown) => h.onError(String(err)),
  );
  return {
    pause: () => {
      stopped = 'pause';
      inner?.pause();
    },
    abort: () => {
      stopped = 'abort';
      inner?.abort();
    },
  };
};
