import { KNOWLEDGE_TYPES, KNOWLEDGE_PERMISSIONS as P, type TKnowledgeRow } from '@diagops/contracts';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddButton, confirmAction, type KitColumn, KitListPage, type ListActions, rowActionsColumn, StatusTag, statusEnum } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { cascaderOptions, deleteKnowledge, getKnowledgePage, publishKnowledge, useCategoryTree } from '../api/knowledge-calls';
import { KNOWLEDGE_STATUS } from '../components/knowledge-status';

/** /knowledge/list — search (Chinese and English words), filter, add, edit, preview, publish, delete. */
export default function KnowledgeListPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const ref = useRef<ListActions | undefined>(undefined);
  const tree = useCategoryTree(i18n.language);
  const [busy, setBusy] = useState<number | null>(null);
  const typeOptions = KNOWLEDGE_TYPES.map((v) => ({ value: v, label: t(`knowledge.type.${v}`) }));
  const publish = async (r: TKnowledgeRow) => {
    const action = r.status === 'published' ? 'unpublish' : 'publish';
    if (!(await confirmAction(t(`knowledge.${action}Confirm`, { name: r.title })))) return;
    setBusy(r.id);
    try {
      await publishKnowledge({ id: r.id, version: r.version, action });
      message.success(t(action === 'publish' ? 'knowledge.published' : 'knowledge.unpublished'));
      ref.current?.reload();
    } finally {
      setBusy(null);
    }
  };
  const columns: KitColumn<TKnowledgeRow>[] = [
    // the search field is 'words' (mapped to the query's keyword in toFilters)
    { title: t('knowledge.keyword'), dataIndex: 'words', width: 200, hideInTable: true, tooltip: t('knowledge.keywordTip') },
    {
      title: t('knowledge.title'),
      dataIndex: 'title',
      width: 320,
      search: false,
      fixed: 'left',
      ellipsis: true,
      render: (_, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => navigate(`/knowledge/preview?id=${r.id}`)}>
          {r.title}
        </Button>
      ),
    },
    {
      title: t('knowledge.knowledgeType'),
      dataIndex: 'knowledgeType',
      width: 110,
      valueType: 'select',
      fieldProps: { options: typeOptions },
      render: (_, r) => t(`knowledge.type.${r.knowledgeType}`),
    },
    {
      title: t('knowledge.classification'),
      dataIndex: 'classification',
      width: 220,
      valueType: 'cascader',
      fieldProps: { options: cascaderOptions(tree.data ?? []), changeOnSelect: true },
      render: (_, r) => `${r.bigClassifyName ?? '-'} / ${r.smallClassifyName ?? '-'}`,
    },
    {
      title: t('knowledge.status'),
      dataIndex: 'status',
      width: 100,
      valueEnum: statusEnum(KNOWLEDGE_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={KNOWLEDGE_STATUS} />,
    },
    { title: t('knowledge.fileCount'), dataIndex: 'fileCount', width: 90, search: false, align: 'right' },
    { title: t('knowledge.updatedBy'), dataIndex: 'updatedBy', width: 120, search: false },
    { title: t('kit.updateTime'), dataIndex: 'updateTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'updateTime' },
    rowActionsColumn<TKnowledgeRow>({
      width: 260,
      lead: [
        {
          key: 'preview',
          label: t('knowledge.preview'),
          onClick: (r) => navigate(`/knowledge/preview?id=${r.id}`),
          testId: (r) => `knowledge-preview-${r.id}`,
        },
      ],
      edit: {
        permission: P.edit.name,
        onEdit: (r) => navigate(`/knowledge/edit/${r.id}/${r.knowledgeType}/${r.bigClassify}/${r.smallClassify}`),
      },
      extra: [
        {
          key: 'publish',
          label: t('knowledge.publish'),
          permission: P.publish.name,
          when: (r) => r.status === 'draft' && busy !== r.id,
          onClick: publish,
          testId: (r) => `knowledge-publish-${r.id}`,
        },
        {
          key: 'unpublish',
          label: t('knowledge.unpublish'),
          permission: P.publish.name,
          when: (r) => r.status === 'published' && busy !== r.id,
          onClick: publish,
        },
      ],
      delete: {
        permission: P.del.name,
        name: (r) => r.title,
        run: (r) => deleteKnowledge({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
        disabled: (r) => busy === r.id,
      },
    }),
  ];
  return (
    <KitListPage<TKnowledgeRow>
      id="knowledgeList"
      rowKey="id"
      keyset
      columns={columns}
      fetch={getKnowledgePage}
      actionRef={ref}
      toFilters={({ classification, words, ...v }) => {
        const [bigClassify, smallClassify] = Array.isArray(classification) ? (classification as number[]) : [];
        return { ...v, keyword: words, bigClassify, smallClassify };
      }}
      toolbar={() => [<AddButton key="add" permission={P.add.name} onClick={() => navigate('/knowledge/add')} />]}
    />
  );
}
