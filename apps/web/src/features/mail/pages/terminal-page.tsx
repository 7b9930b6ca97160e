import { MAIL_PERMISSIONS as P, type TReceivingTerminal, ZSaveTerminalRequest } from '@diagops/contracts';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  type KitColumn,
  KitEntityForm,
  type KitField,
  KitListPage,
  type ListActions,
  rowActionsColumn,
  StatusTag,
  statusEnum,
  useFormTarget,
} from '../../../shared/kit';
import { deleteTerminal, getTerminalPage, saveTerminal, updateTerminal } from '../api/mail-calls';
import { ENABLED_STATUS } from '../components/mail-ui';

/** /messageCenter/receivingTerminal — the apps and sites a message can be addressed to. */
export default function TerminalPage() {
  const { t } = useTranslation();
  const ref = useRef<ListActions | undefined>(undefined);
  const form = useFormTarget<TReceivingTerminal>();
  const current = form.current;
  const initialValues = useMemo(() => current ?? { status: 'enabled', sort: 0 }, [current]);
  const columns: KitColumn<TReceivingTerminal>[] = [
    { title: t('mail.code'), dataIndex: 'code', width: 140 },
    { title: t('mail.name'), dataIndex: 'name', width: 220 },
    { title: t('mail.sort'), dataIndex: 'sort', width: 80, search: false, sortKey: 'sort' },
    {
      title: t('mail.statusLabel'),
      dataIndex: 'status',
      width: 100,
      valueEnum: statusEnum(ENABLED_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={ENABLED_STATUS} />,
    },
    { title: t('mail.remark'), dataIndex: 'remark', width: 220, search: false, ellipsis: true },
    rowActionsColumn<TReceivingTerminal>({
      width: 160,
      edit: { permission: P.terminalEdit.name, onEdit: (r) => form.open('edit', r) },
      delete: {
        permission: P.terminalEdit.name,
        name: (r) => r.name,
        run: (r) => deleteTerminal({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
      },
    }),
  ];
  const fields: KitField[] = [
    { name: 'code', labelKey: 'mail.code', kind: 'text', lockedOnEdit: true },
    { name: 'name', labelKey: 'mail.name', kind: 'text' },
    { name: 'sort', labelKey: 'mail.sort', kind: 'number' },
    { name: 'status', labelKey: 'mail.statusLabel', kind: 'select', options: ['enabled', 'disabled'].map((s) => ({ value: s, label: t(`mail.status.${s}`) })) },
    { name: 'remark', labelKey: 'mail.remark', kind: 'textarea' },
  ];
  return (
    <>
      <KitListPage<TReceivingTerminal>
        id="mail-terminals"
        rowKey="id"
        columns={columns}
        fetch={getTerminalPage}
        actionRef={ref}
        toolbar={() => [<AddButton key="add" permission={P.terminalEdit.name} onClick={() => form.open('add')} testId="terminal-add" />]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'mail.terminalAddTitle', edit: 'mail.terminalEditTitle', detail: 'mail.terminalsTitle' }}
        schema={ZSaveTerminalRequest}
        fields={fields}
        initialValues={initialValues}
        onClose={form.close}
        onSubmit={async (v, m) => {
          const body = { ...v, remark: v.remark ?? null } as never;
          if (m === 'add') await saveTerminal(body);
          else await updateTerminal({ ...(body as object), id: current!.id, version: current!.version } as never);
          ref.current?.reload();
        }}
      />
    </>
  );
}
