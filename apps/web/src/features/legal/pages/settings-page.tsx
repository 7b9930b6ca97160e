import { LEGAL_TYPES, type TLegalType } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Select } from '../../../shared/ui/select';
import { listSettings, saveSetting, softwareCodes } from '../api/legal-api';
import styles from '../components/legal.module.css';

type Row = { type: TLegalType; softwareCodes: string[] };

/** /legalDocuments/settingSoftCode: the software codes (apps) each document type applies to. */
export default function SettingsPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const codes = useQuery({ queryKey: ['legal', 'softwareCodes'], queryFn: softwareCodes });
  const settings = useQuery({ queryKey: ['legal', 'settings'], queryFn: listSettings });
  const [edits, setEdits] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) setEdits(Object.fromEntries(settings.data.map((s) => [s.type, s.softwareCodes])));
  }, [settings.data]);
  const save = async (type: TLegalType) => {
    setSaving(type);
    try {
      await saveSetting({ type, softwareCodes: edits[type] ?? [] });
      message.success(t('legal.actions.saved'));
      await settings.refetch();
    } finally {
      setSaving(null);
    }
  };
  const zh = i18n.language === 'zh-CN';
  const options = (codes.data ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${zh ? c.nameZh : c.nameEn}` }));
  return (
    <div className={styles.page}>
      <p className={styles.hint}>{t('legal.settings.hint')}</p>
      <DataTable<Row>
        data-testid="legal-settings"
        rowKey="type"
        loading={settings.isFetching}
        size="small"
        columns={[
          { title: t('legal.fields.type'), dataIndex: 'type', width: 200, render: (v: string) => t(`legal.types.${v}`) },
          {
            title: t('legal.settings.codes'),
            key: 'codes',
            render: (_: never, r) => (
              <Select
                mode="multiple"
                allowClear
                showSearch
                style={{ width: '100%', minWidth: 320 }}
                aria-label={`${t(`legal.types.${r.type}`)} ${t('legal.settings.codes')}`}
                placeholder={t('legal.settings.none')}
                value={edits[r.type] ?? []}
                onChange={(v: string[]) => setEdits({ ...edits, [r.type]: v })}
                options={options}
              />
            ),
          },
          {
            title: t('kit.actions'),
            key: 'save',
            width: 110,
            render: (_: never, r) => (
              <Button type="link" size="small" loading={saving === r.type} onClick={() => void save(r.type)} data-testid={`legal-setting-save-${r.type}`}>
                {t('legal.actions.save')}
              </Button>
            ),
          },
        ]}
        dataSource={LEGAL_TYPES.map((type) => ({ type, softwareCodes: edits[type] ?? [] }))}
      />
    </div>
  );
}
