import { FEEDBACK_SOURCES, LANGUAGE_IDS, FEEDBACK_PERMISSIONS as P, type TProductFeedback } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddButton, type KitColumn, KitListPage, rowActionsColumn } from '../../../shared/kit';
import { getProductFeedbackPage } from '../api/feedback-calls';
import { ProductAccess } from '../components/no-permission';

export const appendPath = (r: TProductFeedback) =>
  `/productFeedback/append/${r.id}/${encodeURIComponent(r.sn || '-')}/${LANGUAGE_IDS[r.language]}/${new Date(r.createTime).getTime()}`;

/** /productFeedback/list — product complaints and suggestions (FB-31): source, title, description, attachments, language. */
export default function ProductFeedbackListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns: KitColumn<TProductFeedback>[] = [
    { title: t('feedback.pf.title'), dataIndex: 'title', width: 220 },
    {
      title: t('feedback.source'),
      dataIndex: 'source',
      width: 130,
      valueEnum: Object.fromEntries(FEEDBACK_SOURCES.map((s) => [s, { text: t(`feedback.sources.${s}`) }])),
      render: (_, r) => t(`feedback.sources.${r.source}`),
    },
    { title: t('feedback.pf.description'), dataIndex: 'description', width: 300, search: false, ellipsis: true },
    {
      title: t('feedback.language'),
      dataIndex: 'language',
      width: 100,
      valueEnum: { 'zh-CN': { text: '简体中文' }, 'en-US': { text: 'English' } },
      render: (_, r) => (r.language === 'en-US' ? 'English' : '简体中文'),
    },
    { title: t('feedback.pf.files'), dataIndex: 'files', width: 90, search: false, render: (_, r) => r.files.length },
    { title: t('feedback.pf.appends'), dataIndex: 'appends', width: 90, search: false, render: (_, r) => r.appends.length },
    { title: t('feedback.pf.author'), dataIndex: 'authorName', width: 120, search: false },
    { title: t('feedback.pf.time'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    rowActionsColumn<TProductFeedback>({
      width: 120,
      extra: [
        {
          key: 'append',
          label: t('feedback.pf.append'),
          permission: P.product.name,
          onClick: (r) => navigate(appendPath(r)),
          testId: (r) => `pf-append-${r.id}`,
        },
      ],
    }),
  ];
  return (
    <ProductAccess permission={P.product.name}>
      <KitListPage<TProductFeedback>
        id="product-feedback"
        rowKey="id"
        columns={columns}
        fetch={getProductFeedbackPage}
        toolbar={() => [<AddButton key="add" permission={P.product.name} testId="pf-add" onClick={() => navigate('/productFeedback/add')} />]}
      />
    </ProductAccess>
  );
}
