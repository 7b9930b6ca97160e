import { SOFTWARE_PERMISSIONS as P, type TReleaseAction, type TUploadDetail } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Access } from '../../../shared/components/access';
import { confirmAction, StatusTag } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Typography } from '../../../shared/ui/typography';
import { changeRelease, getUpload } from '../api/software-calls';
import { REASON_ACTIONS, RELEASE_STATE } from '../components/release-state';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '-');

/** /produce/editPage/{id} — one uploaded version: its package and checksum, notes, needs, release history and the review actions. */
export default function UploadDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const q = useQuery({ queryKey: ['software', 'upload', id], queryFn: () => getUpload(id), enabled: id > 0 });
  const v = q.data;

  const act = async (u: TUploadDetail, action: TReleaseAction) => {
    let reason: string | undefined;
    if (REASON_ACTIONS.has(action)) {
      reason = await new Promise<string | undefined>((resolve) => {
        let text = '';
        Modal.confirm({
          title: t(`software.action.${action}`),
          content: (
            <Input.TextArea
              data-testid="release-reason"
              aria-label={t('software.reason')}
              placeholder={t('software.reason')}
              maxLength={500}
              onChange={(e) => (text = e.target.value)}
            />
          ),
          okText: t('common.confirm'),
          cancelText: t('common.cancel'),
          onOk: () => (text.trim() ? resolve(text) : Promise.reject(message.error(t('software.reasonRequired')))),
          onCancel: () => resolve(undefined),
        });
      });
      if (!reason) return;
    } else if (!(await confirmAction(t('software.actionConfirm', { action: t(`software.action.${action}`), name: `${u.softwareCode} ${u.versionNo}` }))))
      return;
    setBusy(true);
    try {
      const next = await changeRelease({ id: u.id, version: u.version, action, reason });
      client.setQueryData(['software', 'upload', id], next);
      message.success(t(`software.done.${action}`));
    } catch {
      /* the http client has shown why */
    } finally {
      setBusy(false);
    }
  };

  if (q.isLoading) return <Spin />;
  if (!v) return <Empty />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Panel
        title={
          <Space>
            <span>{`${v.softwareCode ?? ''} ${v.softwareName ?? ''} ${v.versionNo}`}</span>
            <span data-testid="release-state">
              <StatusTag value={v.state} styles={RELEASE_STATE} />
            </span>
          </Space>
        }
        extra={
          <Space wrap>
            {v.state === 'draft' && (
              <Access permission={P.uploadEdit.name}>
                <Button onClick={() => navigate(`/produce/edit?id=${v.id}`)}>{t('kit.edit')}</Button>
              </Access>
            )}
            {v.actions.map((a) => (
              <Button
                key={a}
                type={a === 'approve' || a === 'submit' ? 'primary' : 'default'}
                danger={a === 'reject' || a === 'withdraw'}
                disabled={busy}
                onClick={() => void act(v, a)}
                data-testid={`release-${a}`}
              >
                {t(`software.action.${a}`)}
              </Button>
            ))}
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('software.operationTypeLabel')}>{t(`software.operationType.${v.operationType}`)}</Descriptions.Item>
          <Descriptions.Item label={t('software.baseVersion')}>{v.baseVersion ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('software.package')} span={2}>
            {v.file ? (
              <Space direction="vertical" size={0}>
                <Typography.Link href={v.file.url} target="_blank" rel="noreferrer">
                  {v.file.name}
                </Typography.Link>
                <Typography.Text type="secondary">{t('software.size', { n: v.file.size.toLocaleString() })}</Typography.Text>
                <Typography.Text copyable data-testid="package-sha256" style={{ fontFamily: 'monospace' }}>
                  {v.file.sha256}
                </Typography.Text>
              </Space>
            ) : (
              t('software.noPackage')
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('software.notesZh')} span={2}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{v.notesZh || '-'}</Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={t('software.notesEn')} span={2}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{v.notesEn || '-'}</Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={t('software.minVersions')} span={2}>
            {v.minVersions.length === 0 ? '-' : v.minVersions.map((m) => `${m.softwareCode ?? m.softwareCodeId} ≥ ${m.minVersion}`).join('; ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('software.uploader')}>{`${v.createdByName ?? '-'} · ${when(v.createTime)}`}</Descriptions.Item>
          <Descriptions.Item label={t('software.submitter')}>{v.submittedBy ? `${v.submittedBy} · ${when(v.submitTime)}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('software.reviewer')}>{v.reviewedBy ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('software.releaseTime')}>{when(v.releaseTime)}</Descriptions.Item>
          {v.state === 'withdrawn' && (
            <Descriptions.Item label={t('software.withdrawnBy')}>{`${v.withdrawnBy ?? '-'} · ${when(v.withdrawTime)}`}</Descriptions.Item>
          )}
        </Descriptions>
      </Panel>
      <Panel title={t('software.history')}>
        <Timeline
          items={v.history.map((h) => ({
            children: (
              <span>
                <b>{t(`software.action.${h.action}`)}</b> · {h.username ?? '-'} · {when(h.createTime)}
                {h.reason ? ` · ${t('software.reason')}: ${h.reason}` : ''}
              </span>
            ),
          }))}
        />
      </Panel>
    </Space>
  );
}
