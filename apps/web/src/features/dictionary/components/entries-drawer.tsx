import { PlusOutlined } from '@ant-design/icons';
import type { ActionType } from '@ant-design/pro-components';
import { SYSTEM_PERMISSIONS as S, type TDicCategory, type TDicEntry, ZSaveDicEntryRequest } from '@diagops/contracts';
import { App, Button, Drawer, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { confirmAction, type FormMode, type KitColumn, KitEntityForm, KitListPage, StatusTag } from '../../../shared/kit';
import { deleteEntry, getEntryPage, saveEntry, updateEntry } from '../api/dictionary-calls';
import { ENABLED } from './enabled';

/** The entries of one category: value, both labels, product line, sort, enabled. */
export function EntriesDrawer({ category, onClose }: { category: TDicCategory | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const ref = useRef<ActionType | undefined>(undefined);
  const [mode, setMode] = useState<FormMode | null>(null);
  const [current, setCurrent] = useState<TDicEntry | null>(null);
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
    {
      title: t('kit.actions'),
      key: 'actions',
      width: 140,
      search: false,
      render: (_, r) => (
        <Access permission={S.dictEdit.name}>
          <Space size={0}>
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
            <Button
              type="link"
              size="small"
              danger
              onClick={async () => {
                if (!(await confirmAction(t('kit.deleteConfirm', { name: r.value }), { danger: true }))) return;
                await deleteEntry({ id: r.id, version: r.version });
                message.success(t('kit.deleted'));
                ref.current?.reload();
              }}
            >
              {t('kit.delete')}
            </Button>
          </Space>
        </Access>
      ),
    },
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
      )}
      <KitEntityForm<Record<string, unknown>>
        mode={mode}
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
        onClose={() => setMode(null)}
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
