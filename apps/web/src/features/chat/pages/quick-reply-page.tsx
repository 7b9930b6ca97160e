import { CHAT_PERMISSIONS as P, type TImQuick, ZImQuickSave } from '@diagops/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { AddButton, type KitColumn, KitEntityForm, KitListPage, rowActionsColumn, useFormTarget } from '../../../shared/kit';
import { Tag } from '../../../shared/ui/tag';
import { deleteQuick, getQuickPage, saveQuick, updateQuick } from '../api/chat-calls';

/** /customerServiceManagement/quickSetSession/list — quick replies: the agent's own and the shared ones. */
export default function QuickReplyPage() {
  const { t } = useTranslation();
  const form = useFormTarget<TImQuick>();
  const canShare = usePermission(P.quickShared.name);
  const reloadRef = useRef<() => void>(() => undefined);
  const editable = (r: TImQuick) => !r.shared || canShare;
  const columns: KitColumn<TImQuick>[] = [
    { title: t('chat.quickContent'), dataIndex: 'content', key: 'keyword', width: 420, ellipsis: true, render: (_, r) => r.content },
    {
      title: t('chat.quickScope'),
      dataIndex: 'shared',
      key: 'scope',
      width: 120,
      valueType: 'select',
      fieldProps: {
        options: [
          { value: 'mine', label: t('chat.mine') },
          { value: 'shared', label: t('chat.shared') },
        ],
      },
      render: (_, r) => <Tag color={r.shared ? 'blue' : 'default'}>{r.shared ? t('chat.shared') : t('chat.mine')}</Tag>,
    },
    { title: t('chat.sort'), dataIndex: 'sort', width: 90, search: false, sortKey: 'sort' },
    rowActionsColumn<TImQuick>({
      width: 140,
      edit: { permission: P.quickEdit.name, onEdit: (r) => (editable(r) ? form.open('edit', r) : undefined) },
      delete: {
        permission: P.quickEdit.name,
        when: editable,
        name: (r) => r.content.slice(0, 20),
        run: (r) => deleteQuick(r.id),
        onDeleted: () => reloadRef.current(),
      },
    }),
  ];
  return (
    <>
      <KitListPage<TImQuick>
        id="chat-quick"
        rowKey="id"
        columns={columns}
        fetch={getQuickPage}
        toolbar={({ reload }) => {
          reloadRef.current = reload;
          return [<AddButton key="add" permission={P.quickEdit.name} onClick={() => form.open('add')} testId="quick-add" />];
        }}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'chat.addQuick', edit: 'chat.editQuick', detail: 'chat.editQuick' }}
        schema={ZImQuickSave}
        fields={[
          { name: 'content', labelKey: 'chat.quickContent', kind: 'textarea' },
          { name: 'sort', labelKey: 'chat.sort', kind: 'number' },
          ...(canShare ? [{ name: 'shared', labelKey: 'chat.shared', kind: 'switch' as const }] : []),
        ]}
        initialValues={form.current ?? { sort: 0, shared: false }}
        onClose={form.close}
        onSubmit={async (v, mode) => {
          const body = { content: String(v.content), sort: Number(v.sort ?? 0), shared: !!v.shared };
          if (mode === 'edit' && form.current) await updateQuick({ ...body, id: form.current.id });
          else await saveQuick(body);
          reloadRef.current();
        }}
      />
    </>
  );
}
