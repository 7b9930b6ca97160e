import { FEEDBACK_URGENCIES, FEEDBACK_PERMISSIONS as P, type TBatchOutcome } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Descriptions, Image, Row, Timeline } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Access } from '../../../shared/components/access';
import { confirmAction, StatusTag } from '../../../shared/kit';
import { Alert } from '../../../shared/ui/alert';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Tag } from '../../../shared/ui/tag';
import { Typography } from '../../../shared/ui/typography';
import {
  assignHandler,
  closeFeedback,
  getFeedbackDetail,
  moveToBugTracker,
  reactivateFeedback,
  removeFeedback,
  setValidity,
  updateFeedback,
} from '../api/feedback-calls';
import { EditModal, HandlerModal, ReasonModal } from '../components/action-modals';
import { AuthImage } from '../components/auth-image';
import { showBatch } from '../components/batch-result';
import { Conversation } from '../components/conversation';
import { duration, STATUS_STYLES, URGENCY_STYLES, VALIDITY_STYLES } from '../components/feedback-format';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');
const CLOSED = ['closed', 'deleted', 'userDeleted'];

/** /question/detail/{serialNumber}/{currentPCLanguageId}/{id}/{timeStamp}/{fromPage?} — the item, its conversation, customer and device, history, actions. */
export default function QuestionDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const [modal, setModal] = useState<'assign' | 'transfer' | 'reason' | 'delete' | 'edit' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const q = useQuery({ queryKey: ['feedback', 'detail', id], queryFn: () => getFeedbackDetail(id), enabled: valid, retry: false });
  if (valid && q.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!q.data) return <Empty style={{ marginTop: 80 }} description={t('feedback.notFound')} />;
  const { feedback: f, messages, history, customer, device } = q.data;
  const item = [{ id: f.id, version: f.version }];
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: ['feedback'] });
  };
  const act = async (key: string, fn: () => Promise<TBatchOutcome>) => {
    setBusy(key);
    try {
      const out = await fn();
      showBatch(message, t, out);
      setModal(null);
    } finally {
      setBusy(null);
      await refresh();
    }
  };
  const isValid = f.validity === 'valid';
  const open = !CLOSED.includes(f.status);

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      {f.replyingBy ? <Alert type="info" showIcon message={t('feedback.replyingBy', { name: f.replyingBy.name })} data-testid="fb-replying-alert" /> : null}
      <Panel
        title={
          <Space data-testid="fb-detail-title">
            <span>{f.seqNo}</span>
            <StatusTag value={f.validity} styles={VALIDITY_STYLES} />
            <StatusTag value={f.status} styles={STATUS_STYLES} />
            {f.urgency ? <StatusTag value={f.urgency} styles={URGENCY_STYLES} /> : null}
          </Space>
        }
        extra={
          <Space wrap>
            {f.validity === 'pending' ? (
              <Access permission={P.confirm.name}>
                <Button
                  type="primary"
                  loading={busy === 'valid'}
                  data-testid="fb-mark-valid"
                  onClick={() => act('valid', () => setValidity(item, 'valid', f.urgency ?? FEEDBACK_URGENCIES[0]))}
                >
                  {t('feedback.markValid')}
                </Button>
                <Button
                  loading={busy === 'invalid'}
                  data-testid="fb-mark-invalid"
                  onClick={async () => {
                    if (await confirmAction(t('feedback.confirmInvalid', { n: 1 }))) await act('invalid', () => setValidity(item, 'invalid'));
                  }}
                >
                  {t('feedback.markInvalid')}
                </Button>
              </Access>
            ) : null}
            {isValid && open ? (
              <Access permission={P.reply.name}>
                <Button type="primary" data-testid="fb-detail-reply" onClick={() => navigate(`/question/answerUser/${f.id}`)}>
                  {t('feedback.reply')}
                </Button>
              </Access>
            ) : null}
            {isValid && open ? (
              <Access permission={P.handle.name}>
                <Button data-testid="fb-assign" onClick={() => setModal(f.handlerId ? 'transfer' : 'assign')}>
                  {t(f.handlerId ? 'feedback.transfer' : 'feedback.assign')}
                </Button>
                {!f.bugTrackerKey ? (
                  <Button loading={busy === 'bug'} data-testid="fb-bug" onClick={() => act('bug', () => moveToBugTracker(item))}>
                    {t('feedback.moveToBug')}
                  </Button>
                ) : null}
                <Button
                  danger
                  loading={busy === 'close'}
                  data-testid="fb-close"
                  onClick={async () => {
                    if (await confirmAction(t('feedback.confirmClose', { n: 1 }))) await act('close', () => closeFeedback(item));
                  }}
                >
                  {t('feedback.close')}
                </Button>
              </Access>
            ) : null}
            {isValid && ['closed', 'resolved', 'toBeClosed'].includes(f.status) ? (
              <Access permission={P.handle.name}>
                <Button data-testid="fb-reactivate" onClick={() => setModal('reason')}>
                  {t('feedback.reactivate')}
                </Button>
              </Access>
            ) : null}
            {f.status !== 'deleted' && f.status !== 'userDeleted' ? (
              <Access permission={P.delete.name}>
                <Button danger data-testid="fb-delete" onClick={() => setModal('delete')}>
                  {t('feedback.delete')}
                </Button>
              </Access>
            ) : null}
            {f.validity !== 'invalid' ? (
              <Access permission={P.handle.name}>
                <Button data-testid="fb-edit" onClick={() => setModal('edit')}>
                  {t('feedback.edit')}
                </Button>
              </Access>
            ) : null}
          </Space>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={t('feedback.titleField')} span={3}>
            {f.title}
          </Descriptions.Item>
          <Descriptions.Item label={t('feedback.appName')}>{f.appName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.feedbackType')}>{t(`feedback.types.${f.feedbackType}`)}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.language')}>{f.language === 'en-US' ? 'English' : '简体中文'}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.questionType')}>{f.questionType ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.category')}>{f.category ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.source')}>{t(`feedback.sources.${f.source}`)}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.userEmail')}>{f.userEmail ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.feedbackTime')}>{time(f.feedbackTime)}</Descriptions.Item>
          <Descriptions.Item label="VIN">{f.vin ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.boundVehicles')}>{f.boundVehicles ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.logs')}>
            {f.logFileIds.length
              ? f.logFileIds.map((l) => (
                  <Link key={l} to={`/brand/fileLog/detail/${l}`}>
                    #{l}{' '}
                  </Link>
                ))
              : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('feedback.handler')}>{f.handlerName ? `${f.handlerName} <${f.handlerEmail ?? '-'}>` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.internalStatus')}>{t(`feedback.internal.${f.internalStatus}`)}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.externalStatus')}>{t(`feedback.external.${f.externalStatus}`)}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.tags')}>{f.tags.length ? f.tags.map((x) => <Tag key={x}>{x}</Tag>) : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.expectedVersion')}>{f.expectedVersion ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.expectedTime')}>{time(f.expectedTime)}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.bugTrackerKey')}>
            <span data-testid="fb-bug-key">{f.bugTrackerKey ?? '-'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('feedback.rmaNo')}>{f.rmaNo ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.rmaStatus')}>{f.rmaStatus ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.firstResponse')}>{duration(f.firstResponseMinutes, t)}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.resolution')}>{duration(f.resolutionMinutes, t)}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.reactivateReason')}>{f.reactivateReason ?? '-'}</Descriptions.Item>
          {f.status === 'deleted' ? (
            <Descriptions.Item label={t('feedback.deleteReason')}>
              <span data-testid="fb-delete-reason">{f.deleteReason ?? '-'}</span>
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('feedback.notes')}>{f.notes ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('feedback.screenshots')} span={3}>
            {f.screenshots.length ? (
              <Image.PreviewGroup>
                <Space wrap>
                  {f.screenshots
                    .filter((s) => s.type.startsWith('image/'))
                    .map((s) => (
                      <AuthImage key={s.id} url={s.url} alt={s.name} />
                    ))}
                </Space>
              </Image.PreviewGroup>
            ) : (
              '-'
            )}
          </Descriptions.Item>
        </Descriptions>
      </Panel>
      <Row gutter={12}>
        <Col xs={24} lg={16}>
          <Panel title={t('feedback.conversation')} size="small">
            <Conversation messages={messages} />
          </Panel>
        </Col>
        <Col xs={24} lg={8}>
          <Panel title={t('feedback.customerPanel')} size="small" style={{ marginBottom: 12 }}>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('feedback.customer')}>
                {customer ? <Link to={`/brand/userInfo/detail/${customer.id}`}>{customer.name ?? customer.account}</Link> : '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('feedback.account')}>{customer?.account ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="SN">
                {device?.id ? <Link to={`/brand/equipment/detailSN/${device.id}/${encodeURIComponent(device.sn)}`}>{device.sn}</Link> : (device?.sn ?? '-')}
              </Descriptions.Item>
            </Descriptions>
          </Panel>
          <Panel title={t('feedback.history')} size="small">
            <Timeline
              data-testid="fb-history"
              items={history.map((h) => ({
                children: (
                  <>
                    <Typography.Text strong>{t(`feedback.actions.${h.action}`, { defaultValue: h.action })}</Typography.Text> · {h.actorName}
                    <br />
                    <Typography.Text type="secondary">{time(h.createTime)}</Typography.Text>
                  </>
                ),
              }))}
            />
          </Panel>
        </Col>
      </Row>
      <HandlerModal
        open={modal === 'assign' || modal === 'transfer'}
        transfer={modal === 'transfer'}
        onCancel={() => setModal(null)}
        onOk={(handlerId) => act('assign', () => assignHandler(item, handlerId, modal === 'transfer'))}
      />
      <ReasonModal open={modal === 'reason'} onCancel={() => setModal(null)} onOk={(reason) => act('reason', () => reactivateFeedback(item, reason))} />
      <ReasonModal
        open={modal === 'delete'}
        purpose="delete"
        onCancel={() => setModal(null)}
        onOk={(reason) => act('delete', () => removeFeedback(item, reason))}
      />
      {modal === 'edit' ? (
        <EditModal
          open
          record={f}
          onCancel={() => setModal(null)}
          onOk={async (v) => {
            await updateFeedback({ ...v, id: f.id, version: f.version });
            message.success(t('common.saveSuccess', { defaultValue: t('feedback.saved') }));
            setModal(null);
            await refresh();
          }}
        />
      ) : null}
    </Space>
  );
}
