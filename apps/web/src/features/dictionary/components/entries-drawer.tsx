import { SYSTEM_PERMISSIONS as S, type TDicCategory, type TDicEntry, ZSaveDicEntryRequest } from '@diagops/contracts';
import { Drawer } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton, type KitColumn, KitEntityForm, KitListPage, type ListActions, rowActionsColumn, StatusTag, useFormTarget } from '../../../shared/kit';
import { deleteEntry, getEntryPage, saveEntry, updateEntry } from '../api/dictionary-calls';
import { ENABLED } from './enabled';

/** The entries of one category: value, both labels, product line, sort, enabled. */
export function EntriesDrawer({ category, onClose }: { category: TDicCategory | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<ListActions | undefined>(undefined);
  const form = useFormTarget<TDicEntry>();
  const current = form.current;
  const columns: KitColumn<TDicEntry>[] = [
    { title: t('dictionary.value'), dataIndex: 'value', width: 120, sortKey: 'value' },
    { title: t('dictionary.label'), dataIndex: 'label', width: 160, hideInTable: true },
    { title: t('dictionary.labelZh'), dataIndex: 'labelZh', width: 180, search: false },
    { title: t('dictionary.labelEn'), dataIndex: 'labelEn', width: 200, search: false },
    { title: t('dictionary.productLine'), dataIndex: 'productLine', width: 110, search: false, render: (_, r) => r.productLine ?? t('dictionary.allLines') },
    { title: t('dictionary.sort'), dataIndex: 'sort', width: 70, search: false, sortKey: 'sort' },
    {
      title: t('dictionary.enabled'),
      dataIndex: 'enabled',
      width: 90,
      search: false,
      render: (_, r) => <StatusTag value={String(r.enabled)} styles={ENABLED} />,
    },
    rowActionsColumn<TDicEntry>({
      width: 140,
      fixed: false,
      edit: { permission: S.dictEdit.name, onEdit: (r) => form.open('edit', r) },
      delete: {
        permission: S.dictEdit.name,
        name: (r) => r.value,
        run: (r) => deleteEntry({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
      },
    }),
  ];
  return (
    <Drawer
      open={category !== null}
      width={960}
      onClose={onClose}
      destroyOnHidden
      title={category ? `${i18n.language === 'zh-CN' ? category.nameZh : category.nameEn} (${category.code})` : ''}
    >
      {category && (
        <KitListPage<TDicEntry>
          id="dictionaryEntries"
          rowKey="id"
          columns={columns}
          actionRef={ref}
          fetch={(q) => getEntryPage({ ...q, categoryId: category.id })}
          toolbar={() => [<AddButton key="add" permission={S.dictEdit.name} onClick={() => form.open('add')} />]}
        />
      )}
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'dictionary.addEntry', edit: 'dictionary.editEntry', detail: 'dictionary.editEntry' }}
        schema={ZSaveDicEntryRequest}
        fields={[
          { name: 'value', labelKey: 'dictionary.value', kind: 'text' },
          { name: 'productLine', labelKey: 'dictionary.productLine', kind: 'text' },
          { name: 'labelZh', labelKey: 'dictionary.labelZh', kind: 'text' },
          { name: 'labelEn', labelKey: 'dictionary.labelEn', kind: 'text' },
          { name: 'sort', labelKey: 'dictionary.sort', kind: 'number' },
          { name: 'enabled', labelKey: 'dictionary.enabled', kind: 'switch' },
        ]}
        initialValues={current ?? { sort: 0, enabled: true }}
        onClose={form.close}
        onSubmit={async (v, m) => {
          const body = { ...v, categoryId: category!.id, productLine: v.productLine ?? null } as never;
          if (m === 'add') await saveEntry(body);
          else await updateEntry({ ...(body as object), id: current!.id, version: current!.version } as never);
          ref.current?.reload();
        }}
      />
    </Drawer>
  );
}
