import { OPERATION_TYPES, SOFTWARE_PERMISSIONS as P, type TOperationType, type TUpload, ZSaveUploadRequest } from '@diagops/contracts';
import { Button, Dropdown } from 'antd';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Access } from '../../../shared/components/access';
import {
  type KitColumn,
  KitEntityForm,
  type KitField,
  KitListPage,
  type ListActions,
  rowActionsColumn,
  StatusTag,
  statusEnum,
  useRouteForm,
} from '../../../shared/kit';
import { Typography } from '../../../shared/ui/typography';
import { deleteUpload, getToolkitPage, getUpload, getUploadPage, saveUpload, updateUpload } from '../api/software-calls';
import { useSoftCodeOptions } from '../api/software-options';
import { MinVersionsField } from '../components/min-versions-field';
import { RELEASE_STATE } from '../components/release-state';

/** The upload component (and tus) load with the form, not with the list. */
const PackageField = lazy(() => import('../components/package-field').then((m) => ({ default: m.PackageField })));

export type UploadListProps = { toolkit?: boolean };

const sizeText = (n: number) => (n >= 1 << 20 ? `${(n / (1 << 20)).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

/**
 * /produce/lastList (software uploads) and /produce/toolkitUpload (toolkit upgrade packages);
 * /produce/add/{operationType?} and /produce/edit?id= open the upload form over the list.
 */
export function UploadList({ toolkit = false }: UploadListProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<ListActions | undefined>(undefined);
  const codes = useSoftCodeOptions(i18n.language);
  const listPath = toolkit ? '/produce/toolkitUpload' : '/produce/lastList';
  const form = useRouteForm<TUpload>(listPath, getUpload);
  const { operationType: routeType } = useParams();
  const [search] = useSearchParams();
  const current = form.current;
  const presetType: TOperationType = toolkit ? 'toolkit' : OPERATION_TYPES.includes(routeType as TOperationType) ? (routeType as TOperationType) : 'full';
  const typeOptions = OPERATION_TYPES.map((o) => ({ value: o, label: t(`software.operationType.${o}`) }));
  const codeFilter = Number(search.get('softwareCodeId')) || undefined;
  // one object per record: a new one would reset the open form (the kit form resets on a change)
  const initialValues = useMemo(
    () =>
      current
        ? {
            ...current,
            minVersions: current.minVersions.map((m) => ({ softwareCodeId: m.softwareCodeId, minVersion: m.minVersion })),
            file: current.file ? [current.file] : [],
          }
        : { operationType: presetType, softwareCodeId: codeFilter, minVersions: [], file: [] },
    [current, presetType, codeFilter],
  );
  // after a save the version's own page opens (to submit it for review)
  const saved = useRef<number | null>(null);

  const columns: KitColumn<TUpload>[] = [
    {
      title: t('software.software'),
      dataIndex: 'softwareCodeId',
      width: 220,
      valueType: 'select',
      initialValue: codeFilter,
      fieldProps: { options: codes.data ?? [], showSearch: true },
      render: (_, r) => `${r.softwareCode ?? ''} ${r.softwareName ?? ''}`,
      fixed: 'left',
    },
    { title: t('software.versionNo'), dataIndex: 'versionNo', width: 110, sortKey: 'versionNo' },
    ...(toolkit
      ? []
      : [
          {
            title: t('software.operationTypeLabel'),
            dataIndex: 'operationType',
            width: 130,
            valueType: 'select' as const,
            fieldProps: { options: typeOptions },
          },
        ]),
    {
      title: t('software.stateLabel'),
      dataIndex: 'state',
      width: 100,
      valueEnum: statusEnum(RELEASE_STATE, t),
      render: (_, r) => <StatusTag value={r.state} styles={RELEASE_STATE} />,
    },
    {
      title: t('software.package'),
      dataIndex: 'file',
      width: 240,
      search: false,
      render: (_, r) =>
        r.file ? (
          <span>
            {r.file.name} ({sizeText(r.file.size)})
            <br />
            <Typography.Text type="secondary" copyable={{ text: r.file.sha256 }} style={{ fontSize: 12 }}>
              SHA-256 {r.file.sha256.slice(0, 12)}…
            </Typography.Text>
          </span>
        ) : (
          '-'
        ),
    },
    { title: t('software.uploader'), dataIndex: 'createdByName', width: 110, search: false },
    { title: t('software.reviewer'), dataIndex: 'reviewedBy', width: 110, search: false, render: (_, r) => r.reviewedBy ?? '-' },
    { title: t('software.releaseTime'), dataIndex: 'releaseTime', width: 170, valueType: 'dateTime', search: false },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    rowActionsColumn<TUpload>({
      width: 180,
      onDetail: (r) => navigate(`/produce/editPage/${r.id}`),
      edit: { permission: P.uploadEdit.name, onEdit: (r) => (r.state === 'draft' ? form.open('edit', r) : navigate(`/produce/editPage/${r.id}`)) },
      delete: {
        permission: P.uploadDel.name,
        when: (r) => r.state === 'draft',
        name: (r) => `${r.softwareCode} ${r.versionNo}`,
        run: (r) => deleteUpload({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
      },
    }),
  ];

  const fields: KitField[] = [
    { name: 'softwareCodeId', labelKey: 'software.software', kind: 'select', options: codes.data ?? [], lockedOnEdit: true },
    { name: 'operationType', labelKey: 'software.operationTypeLabel', kind: 'select', options: typeOptions },
    { name: 'versionNo', labelKey: 'software.versionNo', kind: 'text' },
    { name: 'baseVersion', labelKey: 'software.baseVersion', kind: 'text' },
    { name: 'notesZh', labelKey: 'software.notesZh', kind: 'textarea' },
    { name: 'notesEn', labelKey: 'software.notesEn', kind: 'textarea' },
  ];

  const addMenu = {
    items: OPERATION_TYPES.map((o) => ({ key: o, label: t(`software.operationType.${o}`) })),
    onClick: ({ key }: { key: string }) => navigate(`/produce/add/${key}`),
  };

  return (
    <>
      <KitListPage<TUpload>
        id={toolkit ? 'software-toolkits' : 'software-uploads'}
        rowKey="id"
        columns={columns}
        fetch={toolkit ? getToolkitPage : getUploadPage}
        actionRef={ref}
        keyset
        toolbar={() => [
          <Access key="add" permission={P.uploadAdd.name}>
            {toolkit ? (
              <Button type="primary" onClick={() => navigate('/produce/add/toolkit')} data-testid="upload-add">
                {t('software.uploadToolkit')}
              </Button>
            ) : (
              <Dropdown.Button type="primary" menu={addMenu} onClick={() => navigate('/produce/add/full')} data-testid="upload-add">
                {t('software.upload')}
              </Dropdown.Button>
            )}
          </Access>,
        ]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'software.uploadAddTitle', edit: 'software.uploadEditTitle', detail: 'software.uploadDetailTitle' }}
        schema={ZSaveUploadRequest}
        fields={fields}
        initialValues={initialValues}
        onClose={() => {
          const id = saved.current;
          saved.current = null;
          form.close(id ? `/produce/editPage/${id}` : undefined);
        }}
        extra={
          <>
            <MinVersionsField options={codes.data ?? []} readonly={form.mode === 'detail'} />
            <Suspense fallback={null}>
              <PackageField readonly={form.mode === 'detail'} />
            </Suspense>
          </>
        }
        onSubmit={async (v, m) => {
          const { file, ...rest } = v as Record<string, unknown> & { file?: Array<{ id: string }> };
          const body = {
            ...rest,
            fileId: file?.[0]?.id ?? null,
            minVersions: (rest.minVersions as unknown[] | undefined) ?? [],
            notesZh: rest.notesZh ?? null,
            notesEn: rest.notesEn ?? null,
            baseVersion: rest.operationType === 'patch' ? (rest.baseVersion ?? null) : null,
          } as never;
          const done = m === 'add' ? await saveUpload(body) : await updateUpload({ ...(body as object), id: current!.id, version: current!.version } as never);
          saved.current = done.id;
          ref.current?.reload();
        }}
      />
    </>
  );
}

export default function UploadListPage() {
  return <UploadList />;
}
