import { SYSTEM_PERMISSIONS as S, type TDicCategory, ZSaveDicCategoryRequest } from '@diagops/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  type KitColumn,
  KitEntityForm,
  KitListPage,
  type ListActions,
  rowActionsColumn,
  StatusTag,
  statusEnum,
  useFormTarget,
} from '../../../shared/kit';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { deleteCategory, getCategoryPage, saveCategory, updateCategory } from '../api/dictionary-calls';
import { ENABLED } from '../components/enabled';
import { EntriesDrawer } from '../components/entries-drawer';

/** /system/dictionary — categories (code, names, sort, enabled) and their entries. */
export default function DictionaryPage() {
  const { t } = useTranslation();
  const ref = useRef<ListActions | undefined>(undefined);
  const form = useFormTarget<TDicCategory>();
  const current = form.current;
  const [entriesOf, setEntriesOf] = useState<TDicCategory | null>(null);
  const columns: KitColumn<TDicCategory>[] = [
    {
      title: t('dictionary.code'),
      dataIndex: 'code',
      width: 180,
      sortKey: 'code',
      render: (_, r) =>
        r.builtIn ? (
          <Space>
            {r.code}
            <Tag>{t('dictionary.builtIn')}</Tag>
          </Space>
        ) : (
          r.code
        ),
    },
    { title: t('dictionary.name'), dataIndex: 'name', width: 160, hideInTable: true },
    { title: t('dictionary.nameZh'), dataIndex: 'nameZh', width: 180, search: false },
    { title: t('dictionary.nameEn'), dataIndex: 'nameEn', width: 220, search: false },
    { title: t('dictionary.entryCount'), dataIndex: 'entryCount', width: 90, search: false },
    { title: t('dictionary.sort'), dataIndex: 'sort', width: 70, search: false, sortKey: 'sort' },
    {
      title: t('dictionary.enabled'),
      dataIndex: 'enabled',
      width: 90,
      valueEnum: statusEnum(ENABLED, t),
      render: (_, r) => <StatusTag value={String(r.enabled)} styles={ENABLED} />,
    },
    rowActionsColumn<TDicCategory>({
      width: 220,
      lead: [{ key: 'entries', label: t('dictionary.entries'), onClick: setEntriesOf }],
      edit: { permission: S.dictEdit.name, onEdit: (r) => form.open('edit', r) },
      delete: {
        permission: S.dictEdit.name,
        when: (r) => !r.builtIn,
        name: (r) => r.code,
        run: (r) => deleteCategory({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
      },
    }),
  ];
  return (
    <>
      <KitListPage<TDicCategory>
        id="dictionary"
        rowKey="id"
        columns={columns}
        actionRef={ref}
        fetch={getCategoryPage}
        toFilters={(v) => ({ ...v, enabled: v.enabled === undefined ? undefined : v.enabled === 'true' })}
        toolbar={() => [<AddButton key="add" permission={S.dictEdit.name} onClick={() => form.open('add')} />]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'dictionary.addCategory', edit: 'dictionary.editCategory', detail: 'dictionary.editCategory' }}
        schema={ZSaveDicCategoryRequest}
        fields={[
          { name: 'code', labelKey: 'dictionary.code', kind: 'text', lockedOnEdit: Boolean(current?.builtIn) },
          { name: 'sort', labelKey: 'dictionary.sort', kind: 'number' },
          { name: 'nameZh', labelKey: 'dictionary.nameZh', kind: 'text' },
          { name: 'nameEn', labelKey: 'dictionary.nameEn', kind: 'text' },
          { name: 'enabled', labelKey: 'dictionary.enabled', kind: 'switch' },
          { name: 'description', labelKey: 'dictionary.description', kind: 'textarea' },
        ]}
        initialValues={current ?? { sort: 0, enabled: true }}
        onClose={form.close}
        onSubmit={async (v, m) => {
          const body = { ...v, description: v.description ?? null } as never;
          if (m === 'add') await saveCategory(body);
          else await updateCategory({ ...(body as object), id: current!.id, version: current!.version } as never);
          ref.current?.reload();
        }}
      />
      <EntriesDrawer
        category={entriesOf}
        onClose={() => {
          setEntriesOf(null);
          ref.current?.reload();
        }}
      />
    </>
  );
}
