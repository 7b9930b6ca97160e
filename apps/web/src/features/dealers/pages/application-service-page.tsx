import { DEALER_PERMISSIONS as P } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePermission } from '../../../shared/hooks/use-permission';
import { StatusTag, showSaveError } from '../../../shared/kit';
import { Alert } from '../../../shared/ui/alert';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Input } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { applyDoi, getDoi, reviewDoi } from '../api/dealer-calls';
import { DOI_STATUS, when } from '../components/dealer-labels';

/** /dealerManagement/applicationService/{id} — the DOI service application of a dealer: apply, then passed or rejected with a reason. */
export default function ApplicationServicePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const dealerId = Number(useParams().id);
  const canApply = usePermission(P.doiApply.name);
  const canReview = usePermission(P.doiReview.name);
  const [content, setContent] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const key = ['dealers', 'doi', dealerId];
  const q = useQuery({ queryKey: key, queryFn: () => getDoi(dealerId), enabled: dealerId > 0, retry: false });
  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      qc.setQueryData(key, await fn());
      message.success(t('kit.saved'));
    } catch (e) {
      showSaveError(e, message);
    } finally {
      setBusy(false);
    }
  };
  if (q.isLoading) return <Spin />;
  const a = q.data;
  if (!a) return <Empty description={t('dealers.notFound')} />;
  const mayApply = canApply && (a.status === null || a.status === 'rejected');
  const mayReview = canReview && a.status === 'applying';
  return (
    <Panel title={`${t('dealers.doiApplication')} — ${a.dealerName}`}>
      <Descriptions bordered size="small" column={1} data-testid="doi-application">
        <Descriptions.Item label={t('dealers.status')}>
          {a.status ? <StatusTag value={a.status} styles={DOI_STATUS} /> : t('dealers.doiNone')}
        </Descriptions.Item>
        <Descriptions.Item label={t('dealers.doiContent')}>{a.content ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('dealers.applyTime')}>{when(a.applyTime)}</Descriptions.Item>
        <Descriptions.Item label={t('dealers.reviewer')}>{a.reviewerName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('dealers.reviewTime')}>{when(a.reviewTime)}</Descriptions.Item>
        {a.reason && <Descriptions.Item label={t('dealers.rejectReason')}>{a.reason}</Descriptions.Item>}
      </Descriptions>
      {mayApply && (
        <Form layout="vertical" style={{ marginTop: 16, maxWidth: 640 }}>
          <Form.Item label={t('dealers.doiContent')} required>
            <Input.TextArea rows={3} maxLength={500} value={content} onChange={(e) => setContent(e.target.value)} />
          </Form.Item>
          <Button type="primary" loading={busy} disabled={!content.trim()} onClick={() => run(() => applyDoi(dealerId, content.trim()))}>
            {t('dealers.doiApply')}
          </Button>
        </Form>
      )}
      {mayReview && (
        <Space direction="vertical" style={{ marginTop: 16, width: '100%', maxWidth: 640 }}>
          <Alert type="info" showIcon message={t('dealers.reviewHint')} />
          <Input.TextArea rows={2} maxLength={500} placeholder={t('dealers.rejectReason')} value={reason} onChange={(e) => setReason(e.target.value)} />
          <Space>
            <Button type="primary" loading={busy} onClick={() => run(() => reviewDoi({ dealerId, version: a.version, passed: true }))}>
              {t('dealers.pass')}
            </Button>
            <Button
              danger
              loading={busy}
              disabled={!reason.trim()}
              onClick={() => run(() => reviewDoi({ dealerId, version: a.version, passed: false, reason: reason.trim() }))}
            >
              {t('dealers.reject')}
            </Button>
          </Space>
        </Space>
      )}
    </Panel>
  );
}
