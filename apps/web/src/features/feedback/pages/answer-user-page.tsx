import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Empty } from '../../../shared/ui/empty';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { getFeedbackDetail, markReplying } from '../api/feedback-calls';
import { Conversation } from '../components/conversation';
import { detailPath } from '../components/feedback-format';
import { ReplyForm } from '../components/reply-form';

/** /question/answerUser/{id} — reply to one customer; others see "X is replying" while this is open. */
export default function AnswerUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const q = useQuery({ queryKey: ['feedback', 'detail', id], queryFn: () => getFeedbackDetail(id), enabled: id > 0, retry: false });
  useEffect(() => {
    if (id > 0) void markReplying(id).catch(() => {});
  }, [id]);
  if (q.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!q.data) return <Empty style={{ marginTop: 80 }} description={t('feedback.notFound')} />;
  const f = q.data.feedback;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <ReplyForm
        header={`${t('feedback.replyTo')} · ${f.seqNo} · ${f.title}`}
        items={[{ id: f.id, version: f.version }]}
        language={f.language}
        onDone={async () => {
          await qc.invalidateQueries({ queryKey: ['feedback'] });
          navigate(detailPath(f, 'answer'));
        }}
      />
      <Conversation messages={q.data.messages} />
    </Space>
  );
}
