import { PlusOutlined } from '@ant-design/icons';
import type { ActionType } from '@ant-design/pro-components';
import { SYSTEM_PERMISSIONS as S, type TDicCategory, ZSaveDicCategoryRequest } from '@diagops/contracts';
import { App, Button, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { confirmAction, type FormMode, type KitColumn, KitEntityForm, KitListPage, StatusTag, statusEnum } from '../../../shared/kit';
import { deleteCategory, getCategoryPage, saveCategory, updateCategory } from '../api/dictionary-calls';
import { ENABLED } from '../components/enabled';
import { EntriesDrawer } from '../components/entries-drawer';

/** /system/dictionary — categories (code, names, sort, enabled) and their entries. */
export default function DictionaryPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ref = useRef<ActionType | undefined>(undefined);
  const [mode, setMode] = useState<FormMode | null>(null);
  const [current, setCurrent] = useState<TDicCategory | null>(null);
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
    {
      title: t('kit.actions'),
      key: 'actions',
      width: 220,
      search: false,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEntriesOf(r)}>
            {t('dictionary.entries')}
          </Button>
          <Access permission={S.dictEdit.name}>
            <Button
              type="link"
              size="small"
              onClick={() => {
                setCurrent(r);
                setMode('edit');
              }}
            >
              {t('kit.edit')}
            </Button>
            {!r.builtIn && (
              <Button
                type="link"
                size="small"
                danger
                onClick={async () => {
                  if (!(await confirmAction(t('kit.deleteConfirm', { name: r.code }), { danger: true }))) return;
                  await deleteCategory({ id: r.id, version: r.version });
                  message.success(t('kit.deleted'));
                  ref.current?.reload();
                }}
              >
                {t('kit.delete')}
              </Button>
            )}
          </Access>
        </Space>
      ),
    },
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
        toolbar={() => [
          <Access key="add" permission={S.dictEdit.name}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                setCurrent(null);
                setMode('add');
              }}
            >
              {t('kit.add')}
            </Button>
          </Access>,
        ]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={mode}
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
        onClose={() => setMode(null)}
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
