import {
  LEGAL_LANGUAGES,
  LEGAL_STATUSES,
  LEGAL_TYPES,
  LEGAL_PERMISSION as P,
  type TLegalLanguage,
  type TLegalRow,
  type TLegalStatus,
  type TLegalType,
} from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Access } from '../../../shared/components/access';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { TextArea } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Select } from '../../../shared/ui/select';
import { Tag } from '../../../shared/ui/tag';
import { pageVersions, versionAction, versionDetail } from '../api/legal-api';
import { type Range, rangeQuery, SearchForm, useFilterOptions } from '../components/filters';
import styles from '../components/legal.module.css';
import { STATUS_COLORS, VersionDetail } from '../components/version-detail';

type Filters = { type?: TLegalType; status?: TLegalStatus; language?: TLegalLanguage; softwareCode?: string; range?: Range };

/** /legalDocuments/documents: every version of every document type, its review steps and its detail with the diff. */
export default function DocumentsPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Filters>({});
  const [asked, setAsked] = useState<Filters>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [addType, setAddType] = useState<TLegalType>('userAgreement');
  const [detailId, setDetailId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<TLegalRow | null>(null);
  const [reason, setReason] = useState('');
  const o = useFilterOptions();
  const q = useQuery({
    queryKey: ['legal', 'versions', asked, page],
    queryFn: () =>
      pageVersions({
        ...page,
        ...(asked.type ? { type: asked.type } : {}),
        ...(asked.status ? { status: asked.status } : {}),
        ...(asked.language ? { language: asked.language } : {}),
        ...(asked.softwareCode ? { softwareCode: asked.softwareCode } : {}),
        ...rangeQuery(asked.range),
      }),
    retry: false,
  });
  const detail = useQuery({ queryKey: ['legal', 'detail', detailId], queryFn: () => versionDetail(detailId!), enabled: detailId !== null });
  const act = async (action: 'submit' | 'publish' | 'reject', r: TLegalRow, extra: { reason?: string } = {}) => {
    await versionAction(action, { id: r.id, version: r.version, ...extra });
    message.success(t('legal.actions.done'));
    await q.refetch();
  };
  const ask = (action: 'submit' | 'publish', r: TLegalRow) =>
    Modal.confirm({
      title: t(action === 'submit' ? 'legal.actions.confirmSubmit' : 'legal.actions.confirmPublish', { seq: r.seq }),
      okButtonProps: { 'data-testid': `legal-confirm-${action}` },
      onOk: () => act(action, r),
    });
  const time = (s: string | null) => (s ? new Date(s).toLocaleString(i18n.language) : '-');
  return (
    <div className={styles.page}>
      <SearchForm
        draft={draft}
        setDraft={setDraft}
        rangeLabel={t('legal.fields.createTime')}
        selects={[
          { key: 'type', label: t('legal.fields.type'), width: 170, options: o.of(LEGAL_TYPES, 'types') },
          { key: 'status', label: t('legal.fields.status'), width: 120, options: o.of(LEGAL_STATUSES, 'status') },
          { key: 'language', label: t('legal.fields.language'), width: 110, options: o.of(LEGAL_LANGUAGES, 'languages') },
          { key: 'softwareCode', label: t('legal.fields.softwareCode'), width: 160, options: o.codes },
        ]}
        onSearch={() => {
          setPage((p) => ({ ...p, current: 1 }));
          setAsked(draft);
        }}
        loading={q.isFetching}
        error={q.error}
      >
        <Access permission={P.add}>
          <span className={styles.toolbar}>
            <Select
              style={{ width: 170 }}
              aria-label={t('legal.fields.type')}
              value={addType}
              onChange={(v) => setAddType(v)}
              options={o.of(LEGAL_TYPES, 'types')}
              data-testid="legal-add-type"
            />
            <Button onClick={() => navigate(`/legalDocuments/${addType}/add`)} data-testid="legal-add">
              {t('legal.actions.add')}
            </Button>
          </span>
        </Access>
      </SearchForm>
      <DataTable<TLegalRow>
        data-testid="legal-versions"
        rowKey="id"
        loading={q.isFetching}
        size="small"
        scroll={{ x: 1560 }}
        columns={[
          { title: t('legal.fields.type'), dataIndex: 'type', width: 150, render: (v: string) => t(`legal.types.${v}`) },
          { title: t('legal.fields.seq'), dataIndex: 'seq', width: 80, render: (v: number, r) => (r.current ? <Tag color="blue">V{v}</Tag> : `V${v}`) },
          {
            title: t('legal.fields.status'),
            dataIndex: 'status',
            width: 100,
            render: (v: TLegalRow['status']) => <Tag color={STATUS_COLORS[v]}>{t(`legal.status.${v}`)}</Tag>,
          },
          {
            title: t('legal.fields.languages'),
            dataIndex: 'languages',
            width: 120,
            render: (v: string[]) => v.map((l) => t(`legal.languages.${l}`, { defaultValue: l })).join(' / '),
          },
          { title: t('legal.fields.effectiveDate'), dataIndex: 'effectiveDate', width: 170, render: (v: string) => time(v) },
          {
            title: t('legal.fields.material'),
            dataIndex: 'material',
            width: 90,
            render: (v: boolean) => (v ? <Tag color="orange">{t('legal.fields.yes')}</Tag> : t('legal.fields.no')),
          },
          { title: t('legal.fields.author'), dataIndex: 'authorName', width: 120 },
          { title: t('legal.fields.reviewer'), dataIndex: 'reviewerName', width: 120 },
          {
            title: t('legal.fields.contentHash'),
            dataIndex: 'contentHash',
            width: 130,
            ellipsis: true,
            render: (v: string | null) => (v ? <span className={styles.hash}>{v.slice(0, 12)}…</span> : '-'),
          },
          { title: t('legal.fields.createTime'), dataIndex: 'createTime', width: 170, render: (v: string) => time(v) },
          {
            title: t('kit.actions'),
            key: 'actions',
            width: 260,
            render: (_: never, r) => (
              <span className={styles.toolbar}>
                <Button type="link" size="small" onClick={() => setDetailId(r.id)} data-testid={`legal-detail-${r.id}`}>
                  {t('legal.actions.detail')}
                </Button>
                {r.allowedActions.includes('edit') ? (
                  <Button type="link" size="small" onClick={() => navigate(`/legalDocuments/${r.type}/edit/${r.id}`)} data-testid={`legal-edit-${r.id}`}>
                    {t('legal.actions.edit')}
                  </Button>
                ) : null}
                {r.allowedActions.includes('submit') ? (
                  <Button type="link" size="small" onClick={() => ask('submit', r)} data-testid={`legal-submit-${r.id}`}>
                    {t('legal.actions.submit')}
                  </Button>
                ) : null}
                {r.allowedActions.includes('publish') ? (
                  <Button type="link" size="small" onClick={() => ask('publish', r)} data-testid={`legal-publish-${r.id}`}>
                    {t('legal.actions.publish')}
                  </Button>
                ) : null}
                {r.allowedActions.includes('reject') ? (
                  <Button type="link" size="small" danger onClick={() => setRejecting(r)} data-testid={`legal-reject-${r.id}`}>
                    {t('legal.actions.reject')}
                  </Button>
                ) : null}
              </span>
            ),
          },
        ]}
        dataSource={q.data?.records ?? []}
        pagination={{ current: page.current, pageSize: page.size, total: q.data?.total ?? 0, onChange: (current, size) => setPage({ current, size }) }}
      />
      <Modal
        open={detailId !== null}
        width={900}
        title={detail.data ? t('legal.detail.title', { type: t(`legal.types.${detail.data.type}`), seq: detail.data.seq }) : ''}
        footer={
          detail.data ? (
            <Access permission={P.add}>
              <Button onClick={() => navigate(`/legalDocuments/${detail.data!.type}/add/${detail.data!.id}`)}>{t('legal.actions.copy')}</Button>
            </Access>
          ) : null
        }
        onCancel={() => setDetailId(null)}
        destroyOnHidden
      >
        {detail.data ? <VersionDetail v={detail.data} /> : null}
      </Modal>
      <Modal
        open={rejecting !== null}
        title={rejecting ? t('legal.actions.rejectTitle', { seq: rejecting.seq }) : ''}
        okButtonProps={{ disabled: reason.trim() === '', danger: true, 'data-testid': 'legal-reject-ok' }}
        onOk={async () => {
          await act('reject', rejecting!, { reason: reason.trim() });
          setRejecting(null);
          setReason('');
        }}
        onCancel={() => setRejecting(null)}
      >
        <TextArea aria-label={t('legal.fields.rejectReason')} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} rows={3} />
      </Modal>
    </div>
  );
}
