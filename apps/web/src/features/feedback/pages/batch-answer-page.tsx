import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Empty } from '../../../shared/ui/empty';
import { Tag } from '../../../shared/ui/tag';
import { decodeItems } from '../components/feedback-format';
import { ReplyForm } from '../components/reply-form';

/** /question/batchAnswerUser — one reply to the selected items (not those the customer closed; each item reported). */
export default function BatchAnswerPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const items = decodeItems(params.get('items'));
  if (items.length === 0) return <Empty style={{ marginTop: 80 }} description={t('feedback.selectFirst')} />;
  return (
    <ReplyForm
      header={
        <>
          {t('feedback.batchReply')}{' '}
          {items.map((i) => (
            <Tag key={i.id}>#{i.id}</Tag>
          ))}
        </>
      }
      items={items}
      language={i18n.language === 'en-US' ? 'en-US' : 'zh-CN'}
      onDone={async () => {
        await qc.invalidateQueries({ queryKey: ['feedback'] });
        navigate('/question');
      }}
    />
  );
}
