import { SOFTWARE_PERMISSIONS as P, type TMnemonic, ZSaveMnemonicRequest } from '@diagops/contracts';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton, type KitColumn, KitEntityForm, type KitField, KitListPage, type ListActions, rowActionsColumn, useRouteForm } from '../../../shared/kit';
import { deleteMnemonic, getMnemonic, getMnemonicPage, saveMnemonic, updateMnemonic } from '../api/software-calls';
import { useSoftCodeOptions } from '../api/software-options';

const LIST = '/produce/mnemonic/index';

/** /produce/mnemonic/index (+ /mnemonic/add, /mnemonic/edit/{id}, /mnemonic/detail/{id}) — keys the software shows text by, in both languages. */
export default function MnemonicPage() {
  const { t, i18n } = useTranslation();
  const ref = useRef<ListActions | undefined>(undefined);
  const codes = useSoftCodeOptions(i18n.language);
  const form = useRouteForm<TMnemonic>(LIST, getMnemonic);
  const current = form.current;
  // one object per record: a new one would reset the open form (the kit form resets on a change)
  const initialValues = useMemo(() => current ?? {}, [current]);
  const columns: KitColumn<TMnemonic>[] = [
    { title: t('software.mnemonicCode'), dataIndex: 'code', width: 160, sortKey: 'code', fixed: 'left' },
    { title: t('software.text'), dataIndex: 'text', width: 200, hideInTable: true },
    { title: t('software.textZh'), dataIndex: 'textZh', width: 200, search: false },
    { title: t('software.textEn'), dataIndex: 'textEn', width: 220, search: false },
    {
      title: t('software.software'),
      dataIndex: 'softwareCodeId',
      width: 160,
      valueType: 'select',
      fieldProps: { options: codes.data ?? [], showSearch: true },
      render: (_, r) => r.softwareCode ?? t('software.common'),
    },
    { title: t('software.remark'), dataIndex: 'remark', width: 200, search: false, ellipsis: true },
    { title: t('kit.updateTime'), dataIndex: 'updateTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'updateTime' },
    rowActionsColumn<TMnemonic>({
      width: 180,
      onDetail: (r) => form.open('detail', r),
      edit: { permission: P.mnemonicEdit.name, onEdit: (r) => form.open('edit', r) },
      delete: {
        permission: P.mnemonicDel.name,
        name: (r) => r.code,
        run: (r) => deleteMnemonic({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
      },
    }),
  ];
  const fields: KitField[] = [
    { name: 'code', labelKey: 'software.mnemonicCode', kind: 'text' },
    { name: 'softwareCodeId', labelKey: 'software.software', kind: 'select', options: codes.data ?? [] },
    { name: 'textZh', labelKey: 'software.textZh', kind: 'textarea' },
    { name: 'textEn', labelKey: 'software.textEn', kind: 'textarea' },
    { name: 'remark', labelKey: 'software.remark', kind: 'textarea' },
  ];
  return (
    <>
      <KitListPage<TMnemonic>
        id="software-mnemonics"
        rowKey="id"
        columns={columns}
        fetch={getMnemonicPage}
        actionRef={ref}
        keyset
        toolbar={() => [<AddButton key="add" permission={P.mnemonicAdd.name} onClick={() => form.open('add')} />]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'software.mnemonicAddTitle', edit: 'software.mnemonicEditTitle', detail: 'software.mnemonicDetailTitle' }}
        schema={ZSaveMnemonicRequest}
        fields={fields}
        initialValues={initialValues}
        onClose={form.close}
        onSubmit={async (v, m) => {
          const body = { ...v, softwareCodeId: v.softwareCodeId ?? null, remark: v.remark ?? null } as never;
          if (m === 'add') await saveMnemonic(body);
          else await updateMnemonic({ ...(body as object), id: current!.id, version: current!.version } as never);
          ref.current?.reload();
        }}
      />
    </>
  );
}
