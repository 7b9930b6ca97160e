import {
  LEGAL_LANGUAGES,
  LEGAL_TYPES,
  LEGAL_PERMISSION as P,
  type TLegalConsent,
  type TLegalLanguage,
  type TLegalStatsRow,
  type TLegalType,
} from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { ExportButton } from '../../../shared/kit/export-button';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Tabs } from '../../../shared/ui/tabs';
import { consentStats, pageConsents, STATS_EXPORT_URL } from '../api/legal-api';
import { type Range, rangeQuery, SearchForm, useFilterOptions } from '../components/filters';
import styles from '../components/legal.module.css';

type Filters = { type?: TLegalType; appCode?: string; language?: TLegalLanguage; range?: Range };

const queryOf = (f: Filters) => ({
  ...(f.type ? { type: f.type } : {}),
  ...(f.appCode ? { appCode: f.appCode } : {}),
  ...(f.language ? { language: f.language } : {}),
  ...rangeQuery(f.range),
});

/** /legalDocuments/reportStatistics: acceptances, declines and withdrawals per version, language and app (exported as xlsx), and the consent records. */
export default function StatisticsPage() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<Filters>({});
  const [asked, setAsked] = useState<Filters>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const o = useFilterOptions();
  const stats = useQuery({ queryKey: ['legal', 'stats', asked], queryFn: () => consentStats(queryOf(asked)), retry: false });
  const { language: _l, ...recordFilters } = queryOf(asked);
  const records = useQuery({ queryKey: ['legal', 'consents', asked, page], queryFn: () => pageConsents({ ...recordFilters, ...page }), retry: false });
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <div className={styles.page}>
      <SearchForm
        draft={draft}
        setDraft={setDraft}
        rangeLabel={t('legal.fields.time')}
        selects={[
          { key: 'type', label: t('legal.fields.type'), width: 170, options: o.of(LEGAL_TYPES, 'types') },
          { key: 'appCode', label: t('legal.stats.app'), width: 160, options: o.codes },
          { key: 'language', label: t('legal.fields.language'), width: 110, options: o.of(LEGAL_LANGUAGES, 'languages') },
        ]}
        onSearch={() => {
          setPage((p) => ({ ...p, current: 1 }));
          setAsked(draft);
        }}
        loading={stats.isFetching}
        error={stats.error}
      >
        <Access permission={P.statsExport}>
          <ExportButton url={STATS_EXPORT_URL} service="legal" body={() => queryOf(asked)} />
        </Access>
      </SearchForm>
      <Tabs
        items={[
          {
            key: 'counts',
            label: t('legal.stats.counts'),
            children: (
              <DataTable<TLegalStatsRow>
                data-testid="legal-stats"
                rowKey={(r) => `${r.versionId}/${r.language}/${r.appCode}`}
                loading={stats.isFetching}
                size="small"
                columns={[
                  { title: t('legal.fields.type'), dataIndex: 'type', render: (v: string) => t(`legal.types.${v}`) },
                  { title: t('legal.fields.seq'), dataIndex: 'seq', width: 90, render: (v: number) => `V${v}` },
                  {
                    title: t('legal.fields.language'),
                    dataIndex: 'language',
                    width: 110,
                    render: (v: string) => t(`legal.languages.${v}`, { defaultValue: v }),
                  },
                  { title: t('legal.stats.app'), dataIndex: 'appCode', width: 180 },
                  { title: t('legal.stats.accepted'), dataIndex: 'accepted', align: 'right', width: 110, render: (v: number) => n(v) },
                  { title: t('legal.stats.declined'), dataIndex: 'declined', align: 'right', width: 110, render: (v: number) => n(v) },
                  { title: t('legal.stats.withdrawn'), dataIndex: 'withdrawn', align: 'right', width: 110, render: (v: number) => n(v) },
                ]}
                dataSource={stats.data ?? []}
              />
            ),
          },
          {
            key: 'records',
            label: t('legal.stats.records'),
            children: (
              <DataTable<TLegalConsent>
                data-testid="legal-consents"
                rowKey="id"
                loading={records.isFetching}
                size="small"
                scroll={{ x: 1320 }}
                columns={[
                  { title: t('legal.fields.time'), dataIndex: 'createTime', width: 170, render: (v: string) => new Date(v).toLocaleString(i18n.language) },
                  { title: t('legal.stats.customer'), dataIndex: 'customerAccount', width: 200 },
                  { title: t('legal.fields.type'), dataIndex: 'type', width: 140, render: (v: string) => t(`legal.types.${v}`) },
                  { title: t('legal.fields.seq'), dataIndex: 'seq', width: 80, render: (v: number) => `V${v}` },
                  { title: t('legal.stats.action'), dataIndex: 'action', width: 90, render: (v: string) => t(`legal.stats.actions.${v}`) },
                  {
                    title: t('legal.fields.language'),
                    dataIndex: 'language',
                    width: 90,
                    render: (v: string) => t(`legal.languages.${v}`, { defaultValue: v }),
                  },
                  { title: t('legal.stats.app'), dataIndex: 'appCode', width: 140 },
                  { title: t('legal.stats.hash'), dataIndex: 'contentHash', width: 220, render: (v: string) => <span className={styles.hash}>{v}</span> },
                  { title: t('legal.stats.ip'), dataIndex: 'ip', width: 130 },
                ]}
                dataSource={records.data?.records ?? []}
                pagination={{
                  current: page.current,
                  pageSize: page.size,
                  total: records.data?.total ?? 0,
                  onChange: (current, size) => setPage({ current, size }),
                }}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
