import { KNOWLEDGE_TYPES, KNOWLEDGE_PERMISSIONS as P, type TKnowledgeCategory, ZSaveKnowledgeCategoryRequest } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton, KitEntityForm, RowActions, useFormTarget } from '../../../shared/kit';
import { type DataColumn, DataTable } from '../../../shared/ui/data-table/data-table';
import { Empty } from '../../../shared/ui/empty';
import { Panel } from '../../../shared/ui/panel';
import { Tag } from '../../../shared/ui/tag';
import { addCategory, deleteCategory, getCategoryTree, updateCategory } from '../api/knowledge-calls';

type Row = TKnowledgeCategory & { children?: TKnowledgeCategory[] };

/** /knowledge/classification — the two-level category tree: add, add a subcategory (its parent's type), edit, delete a leaf. */
export default function KnowledgeClassificationPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: ['knowledge', 'categories', i18n.language], queryFn: () => getCategoryTree() });
  const form = useFormTarget<Row>();
  // the parent of the subcategory being added (null: a top-level category)
  const [parent, setParent] = useState<Row | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: ['knowledge', 'categories'] });
  const rows: Row[] = (tree.data ?? []).map((c) => ({ ...c, children: c.children.length ? c.children : undefined }));
  const fixedType = parent?.knowledgeType ?? (form.current?.parentId != null ? form.current.knowledgeType : undefined);
  const typeOptions = KNOWLEDGE_TYPES.filter((v) => !fixedType || v === fixedType).map((v) => ({ value: v, label: t(`knowledge.type.${v}`) }));
  const columns: DataColumn<Row>[] = [
    { title: t('knowledge.name'), dataIndex: 'name', width: 280 },
    { title: t('knowledge.knowledgeType'), dataIndex: 'knowledgeType', width: 120, render: (v: string) => <Tag>{t(`knowledge.type.${v}`)}</Tag> },
    { title: t('knowledge.itemCount'), dataIndex: 'itemCount', width: 90, align: 'right' },
    { title: t('knowledge.sort'), dataIndex: 'sort', width: 80, align: 'right' },
    {
      title: t('kit.actions'),
      key: 'actions',
      width: 280,
      render: (_, r) => (
        <RowActions<Row>
          record={r}
          lead={[
            {
              key: 'addChild',
              label: t('knowledge.addChild'),
              permission: P.categoryEdit.name,
              when: (x) => x.parentId === null,
              onClick: (x) => {
                setParent(x);
                form.open('add');
              },
              testId: (x) => `knowledge-add-child-${x.id}`,
            },
          ]}
          edit={{
            permission: P.categoryEdit.name,
            onEdit: (x) => {
              setParent(null);
              form.open('edit', x);
            },
          }}
          delete={{
            permission: P.categoryEdit.name,
            // KB-04: a parent with children (or a category with items) cannot be deleted
            when: (x) => !x.children?.length && x.itemCount === 0,
            name: (x) => x.name,
            run: (x) => deleteCategory({ id: x.id, version: x.version }),
            onDeleted: reload,
          }}
        />
      ),
    },
  ];
  return (
    <Panel
      title={t('knowledge.categoryTitle')}
      extra={
        <AddButton
          permission={P.categoryEdit.name}
          testId="knowledge-add-category"
          onClick={() => {
            setParent(null);
            form.open('add');
          }}
        />
      }
    >
      <DataTable<Row>
        rowKey="id"
        size="middle"
        loading={tree.isLoading}
        columns={columns}
        dataSource={rows}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        locale={{ emptyText: <Empty description={t('knowledge.categoryEmpty')} /> }}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: parent ? 'knowledge.addChild' : 'knowledge.addCategory', edit: 'knowledge.editCategory', detail: 'knowledge.categoryDetail' }}
        schema={ZSaveKnowledgeCategoryRequest}
        fields={[
          { name: 'nameZh', labelKey: 'knowledge.nameZh', kind: 'text' },
          { name: 'nameEn', labelKey: 'knowledge.nameEn', kind: 'text' },
          { name: 'knowledgeType', labelKey: 'knowledge.knowledgeType', kind: 'select', options: typeOptions },
          { name: 'sort', labelKey: 'knowledge.sort', kind: 'number' },
        ]}
        initialValues={form.current ?? { knowledgeType: parent?.knowledgeType ?? 'article', sort: 0 }}
        extra={fixedType ? <div style={{ color: 'var(--diagops-quiet)' }}>{t('knowledge.childTypeTip')}</div> : null}
        onClose={form.close}
        onSubmit={async (v, m) => {
          const body = { nameZh: v.nameZh as string, nameEn: v.nameEn as string, knowledgeType: v.knowledgeType as never, sort: (v.sort as number) ?? 0 };
          if (m === 'add') await addCategory({ ...body, parentId: parent?.id ?? null });
          else await updateCategory({ ...body, id: form.current!.id, version: form.current!.version });
          await reload();
        }}
      />
    </Panel>
  );
}
