import { SOFTWARE_PERMISSIONS as P, type TChecklistEntry, ZSaveChecklistRequest } from '@diagops/contracts';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton, type KitColumn, KitEntityForm, type KitField, KitListPage, type ListActions, rowActionsColumn, useRouteForm } from '../../../shared/kit';
import { Tag } from '../../../shared/ui/tag';
import { deleteChecklist, getChecklistEntry, getChecklistPage, saveChecklist, updateChecklist } from '../api/software-calls';
import { labelOf, useModelOptions, useSoftCodeOptions } from '../api/software-options';

const LIST = '/produce/applicationChecklist/index';

/** /produce/applicationChecklist/index (+ add, edit/{id}, detail/{id}) — which software ships on each product model. */
export default function ChecklistPage() {
  const { t, i18n } = useTranslation();
  const ref = useRef<ListActions | undefined>(undefined);
  const codes = useSoftCodeOptions(i18n.language);
  const models = useModelOptions(i18n.language);
  const form = useRouteForm<TChecklistEntry>(LIST, getChecklistEntry);
  const current = form.current;
  // one object per record: a new one would reset the open form (the kit form resets on a change)
  const initialValues = useMemo(() => current ?? { required: true, sort: 0 }, [current]);
  const yesNo = [
    { value: true, label: t('software.required') },
    { value: false, label: t('software.optional') },
  ];
  const columns: KitColumn<TChecklistEntry>[] = [
    {
      title: t('software.productModel'),
      dataIndex: 'productModelId',
      width: 220,
      valueType: 'select',
      fieldProps: { options: models.data ?? [], showSearch: true },
      render: (_, r) => labelOf(models.data, r.productModelId),
      fixed: 'left',
    },
    {
      title: t('software.software'),
      dataIndex: 'softwareCodeId',
      width: 220,
      valueType: 'select',
      fieldProps: { options: codes.data ?? [], showSearch: true },
      render: (_, r) => `${r.softwareCode ?? ''} ${r.softwareName ?? ''}`,
    },
    { title: t('software.latestVersion'), dataIndex: 'latestVersion', width: 120, search: false, render: (_, r) => r.latestVersion ?? t('software.noRelease') },
    {
      title: t('software.requiredLabel'),
      dataIndex: 'required',
      width: 110,
      valueType: 'select',
      fieldProps: { options: yesNo },
      render: (_, r) => <Tag color={r.required ? 'processing' : 'default'}>{r.required ? t('software.required') : t('software.optional')}</Tag>,
    },
    { title: t('software.sort'), dataIndex: 'sort', width: 80, search: false, sortKey: 'sort' },
    { title: t('software.remark'), dataIndex: 'remark', width: 200, search: false, ellipsis: true },
    rowActionsColumn<TChecklistEntry>({
      width: 180,
      onDetail: (r) => form.open('detail', r),
      edit: { permission: P.checklistEdit.name, onEdit: (r) => form.open('edit', r) },
      delete: {
        permission: P.checklistDel.name,
        name: (r) => `${labelOf(models.data, r.productModelId)} / ${r.softwareCode ?? ''}`,
        run: (r) => deleteChecklist({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
      },
    }),
  ];
  const fields: KitField[] = [
    { name: 'productModelId', labelKey: 'software.productModel', kind: 'select', options: models.data ?? [] },
    { name: 'softwareCodeId', labelKey: 'software.software', kind: 'select', options: codes.data ?? [] },
    { name: 'required', labelKey: 'software.requiredLabel', kind: 'switch' },
    { name: 'sort', labelKey: 'software.sort', kind: 'number' },
    { name: 'remark', labelKey: 'software.remark', kind: 'textarea' },
  ];
  return (
    <>
      <KitListPage<TChecklistEntry>
        id="software-checklist"
        rowKey="id"
        columns={columns}
        fetch={getChecklistPage}
        actionRef={ref}
        toolbar={() => [<AddButton key="add" permission={P.checklistAdd.name} onClick={() => form.open('add')} />]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'software.checklistAddTitle', edit: 'software.checklistEditTitle', detail: 'software.checklistDetailTitle' }}
        schema={ZSaveChecklistRequest}
        fields={fields}
        initialValues={initialValues}
        onClose={form.close}
        onSubmit={async (v, m) => {
          const body = { ...v, required: Boolean(v.required), remark: v.remark ?? null } as never;
          if (m === 'add') await saveChecklist(body);
          else await updateChecklist({ ...(body as object), id: current!.id, version: current!.version } as never);
          ref.current?.reload();
        }}
      />
    </>
  );
}
