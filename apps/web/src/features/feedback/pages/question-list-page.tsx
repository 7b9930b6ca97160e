import { FEEDBACK_HIDDEN_STATUSES, FEEDBACK_SOURCES, FEEDBACK_STATUSES, FEEDBACK_TYPES, FEEDBACK_PERMISSIONS as P, type TFeedback } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Segmented, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Access } from '../../../shared/components/access';
import { confirmAction, ExportButton, type KitColumn, KitListPage, type ListActions, rowActionsColumn, StatusTag, statusEnum } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { closeFeedback, exportUrl, getFeedbackCounts, getFeedbackPage, removeFeedback, setValidity } from '../api/feedback-calls';
import { showBatch } from '../components/batch-result';
import { detailPath, duration, encodeItems, itemsOf, STATUS_STYLES, URGENCY_STYLES, VALIDITY_STYLES } from '../components/feedback-format';

// the delete dialog (with the detail's date and handler pickers beside it) loads when a delete is asked for
const ReasonModal = lazy(() => import('../components/action-modals').then((m) => ({ default: m.ReasonModal })));

/** /question — the queue: filters on every field staff search by, counts per status, batches that answer per item, export ≤ 10,000. */
export default function QuestionListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const ref = useRef<ListActions | undefined>(undefined);
  const [status, setStatus] = useState<string>('all');
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const counts = useQuery({ queryKey: ['feedback', 'counts', filters], queryFn: () => getFeedbackCounts(filters) });
  const opts = (values: readonly string[], key: string) => Object.fromEntries(values.map((v) => [v, { text: t(`feedback.${key}.${v}`) }]));
  // "all" is the queue: deleted and user-deleted items only under their own tabs
  const total = Object.entries(counts.data ?? {}).reduce((s, [k, n]) => s + ((FEEDBACK_HIDDEN_STATUSES as readonly string[]).includes(k) ? 0 : n), 0);
  const [deleting, setDeleting] = useState<{ rows: TFeedback[]; clear: () => void } | null>(null);

  const columns: KitColumn<TFeedback>[] = [
    {
      title: t('feedback.seqNo'),
      dataIndex: 'seqNo',
      width: 170,
      fixed: 'left',
      render: (_, r) => <Link to={detailPath(r, 'list')}>{r.seqNo}</Link>,
    },
    {
      title: t('feedback.titleField'),
      dataIndex: 'title',
      width: 240,
      ellipsis: true,
      render: (_, r) => (
        <Space size={4}>
          {r.replyingBy ? (
            <Tooltip title={t('feedback.replyingBy', { name: r.replyingBy.name })}>
              <Badge status="processing" data-testid={`fb-replying-${r.id}`} />
            </Tooltip>
          ) : null}
          <span>{r.title}</span>
        </Space>
      ),
    },
    {
      title: t('feedback.validityField'),
      dataIndex: 'validity',
      width: 110,
      valueEnum: statusEnum(VALIDITY_STYLES, t),
      render: (_, r) => <StatusTag value={r.validity} styles={VALIDITY_STYLES} />,
    },
    {
      title: t('feedback.statusField'),
      dataIndex: 'status',
      width: 110,
      search: false,
      render: (_, r) => <StatusTag value={r.status} styles={STATUS_STYLES} />,
    },
    {
      title: t('feedback.urgencyField'),
      dataIndex: 'urgency',
      width: 110,
      sortKey: 'urgency',
      valueEnum: statusEnum(URGENCY_STYLES, t),
      render: (_, r) => (r.urgency ? <StatusTag value={r.urgency} styles={URGENCY_STYLES} /> : '-'),
    },
    {
      title: t('feedback.feedbackType'),
      dataIndex: 'feedbackType',
      width: 110,
      valueEnum: opts(FEEDBACK_TYPES, 'types'),
      render: (_, r) => t(`feedback.types.${r.feedbackType}`),
    },
    { title: t('feedback.appName'), dataIndex: 'appName', width: 120 },
    { title: t('feedback.questionType'), dataIndex: 'questionType', width: 120 },
    {
      title: t('feedback.language'),
      dataIndex: 'language',
      width: 100,
      valueEnum: { 'zh-CN': { text: '简体中文' }, 'en-US': { text: 'English' } },
      render: (_, r) => (r.language === 'en-US' ? 'English' : '简体中文'),
    },
    { title: t('feedback.userEmail'), dataIndex: 'userEmail', width: 200 },
    { title: 'SN', dataIndex: 'sn', width: 140 },
    { title: 'VIN', dataIndex: 'vin', width: 170 },
    {
      title: t('feedback.source'),
      dataIndex: 'source',
      width: 130,
      valueEnum: opts(FEEDBACK_SOURCES, 'sources'),
      render: (_, r) => t(`feedback.sources.${r.source}`),
    },
    { title: t('feedback.handler'), dataIndex: 'handlerName', width: 110, search: false },
    { title: t('feedback.tags'), dataIndex: 'tag', width: 160, render: (_, r) => r.tags.map((x) => <Tag key={x}>{x}</Tag>) },
    { title: t('feedback.bugTrackerKey'), dataIndex: 'bugTrackerKey', width: 120 },
    { title: t('feedback.firstResponse'), dataIndex: 'firstResponseMinutes', width: 120, search: false, render: (_, r) => duration(r.firstResponseMinutes, t) },
    { title: t('feedback.resolution'), dataIndex: 'resolutionMinutes', width: 120, search: false, render: (_, r) => duration(r.resolutionMinutes, t) },
    { title: t('feedback.feedbackTime'), dataIndex: 'feedbackTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'feedbackTime' },
    {
      title: t('feedback.feedbackTime'),
      dataIndex: 'timeRange',
      key: 'timeRange',
      width: 170,
      valueType: 'dateTimeRange',
      hideInTable: true,
      search: {
        transform: (v: [string, string]) => ({
          feedbackTimeFrom: v?.[0] ? dayjs(v[0]).toISOString() : undefined,
          feedbackTimeTo: v?.[1] ? dayjs(v[1]).toISOString() : undefined,
        }),
      },
    },
    rowActionsColumn<TFeedback>({
      width: 150,
      onDetail: (r) => navigate(detailPath(r, 'list')),
      extra: [
        {
          key: 'reply',
          label: t('feedback.reply'),
          permission: P.reply.name,
          when: (r) => r.validity === 'valid' && !['closed', 'deleted', 'userDeleted'].includes(r.status),
          onClick: (r) => navigate(`/question/answerUser/${r.id}`),
          testId: (r) => `fb-reply-${r.id}`,
        },
      ],
    }),
  ];

  const runBatch = async (fn: () => Promise<Parameters<typeof showBatch>[2]>, clear: () => void) => {
    const out = await fn();
    showBatch(message, t, out);
    clear();
    ref.current?.reload();
    void counts.refetch();
  };

  return (
    <>
      <Segmented
        style={{ marginBottom: 12 }}
        value={status}
        data-testid="fb-status-tabs"
        onChange={(v) => {
          setStatus(String(v));
          ref.current?.reload();
        }}
        options={[
          { value: 'all', label: `${t('feedback.all')} (${total})` },
          ...FEEDBACK_STATUSES.map((s) => ({ value: s, label: `${t(`feedback.status.${s}`)} (${counts.data?.[s] ?? 0})` })),
        ]}
      />
      <KitListPage<TFeedback>
        id="feedback"
        rowKey="id"
        actionRef={ref}
        columns={columns}
        fetch={(query) => {
          const { current: _c, size: _s, sort: _o, after: _a, exactTotal: _e, ...f } = query;
          setFilters(f);
          return getFeedbackPage({ ...query, ...(status !== 'all' ? { status } : {}) });
        }}
        toolbar={({ filters: current }) => [
          <Access key="export" permission={P.export.name}>
            <ExportButton url={exportUrl} service="user" body={() => ({ ...current(), ...(status !== 'all' ? { status } : {}) })} />
          </Access>,
        ]}
        batch={({ rows, clear }) => (
          <Space wrap>
            <Access permission={P.confirm.name}>
              <Button size="small" data-testid="fb-batch-valid" onClick={() => runBatch(() => setValidity(itemsOf(rows), 'valid'), clear)}>
                {t('feedback.markValid')}
              </Button>
              <Button
                size="small"
                data-testid="fb-batch-invalid"
                onClick={async () => {
                  if (await confirmAction(t('feedback.confirmInvalid', { n: rows.length }))) await runBatch(() => setValidity(itemsOf(rows), 'invalid'), clear);
                }}
              >
                {t('feedback.markInvalid')}
              </Button>
            </Access>
            <Access permission={P.reply.name}>
              <Button size="small" data-testid="fb-batch-reply" onClick={() => navigate(`/question/batchAnswerUser?items=${encodeItems(rows)}`)}>
                {t('feedback.batchReply')}
              </Button>
            </Access>
            <Access permission={P.rdAnswer.name}>
              <Button size="small" data-testid="fb-batch-rd" onClick={() => navigate(`/question/batchResearchDevelopRes/${encodeItems(rows)}`)}>
                {t('feedback.batchRd')}
              </Button>
            </Access>
            <Access permission={P.handle.name}>
              <Button
                size="small"
                data-testid="fb-batch-close"
                onClick={async () => {
                  if (await confirmAction(t('feedback.confirmClose', { n: rows.length }))) await runBatch(() => closeFeedback(itemsOf(rows)), clear);
                }}
              >
                {t('feedback.close')}
              </Button>
            </Access>
            <Access permission={P.delete.name}>
              <Button size="small" danger data-testid="fb-batch-delete" onClick={() => setDeleting({ rows, clear })}>
                {t('feedback.delete')}
              </Button>
            </Access>
          </Space>
        )}
      />
      {deleting !== null && (
        <Suspense fallback={null}>
          <ReasonModal
            open
            purpose="delete"
            count={deleting.rows.length}
            onCancel={() => setDeleting(null)}
            onOk={async (reason) => {
              await runBatch(() => removeFeedback(itemsOf(deleting.rows), reason), deleting.clear);
              setDeleting(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
