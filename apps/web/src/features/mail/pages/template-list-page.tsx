import { MAIL_PERMISSIONS as P, type TMailTemplate } from '@diagops/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddButton, type KitColumn, KitListPage, type ListActions, rowActionsColumn, StatusTag, statusEnum } from '../../../shared/kit';
import { Tag } from '../../../shared/ui/tag';
import { deleteTemplate, getTemplatePage } from '../api/mail-calls';
import { ENABLED_STATUS } from '../components/mail-ui';

/**
 * The e-mail templates list (/messageCenter/email/templateList) and, with kind
 * "subscription", the subscription templates shown on the subscribers screen.
 */
export function TemplateList({ kind }: { kind: 'email' | 'subscription' }) {
  const { t } = useTranslation();
  const ref = useRef<ListActions | undefined>(undefined);
  const navigate = useNavigate();
  const open = (r: TMailTemplate) =>
    navigate(kind === 'email' ? `/messageCenter/email/templateDetail/${r.id}` : `/messageCenter/subscription/templateEdit/${r.id}`);
  const columns: KitColumn<TMailTemplate>[] = [
    { title: t('mail.code'), dataIndex: 'code', width: 160, sortKey: 'code' },
    { title: t('mail.templateName'), dataIndex: 'name', width: 200, sortKey: 'name' },
    ...(kind === 'subscription' ? [{ title: t('mail.topic'), dataIndex: 'topic', width: 140, search: false } as KitColumn<TMailTemplate>] : []),
    {
      title: t('mail.languages'),
      dataIndex: 'languages',
      width: 160,
      search: false,
      render: (_, r) => r.languages.map((l) => <Tag key={l}>{t(`mail.lang.${l}`)}</Tag>),
    },
    {
      title: t('mail.variables'),
      dataIndex: 'variables',
      width: 220,
      search: false,
      render: (_, r) => r.variables.map((v) => `{{${v.name}}}`).join(' ') || '-',
    },
    {
      title: t('mail.statusLabel'),
      dataIndex: 'status',
      width: 100,
      valueEnum: statusEnum(ENABLED_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={ENABLED_STATUS} />,
    },
    { title: t('kit.updateTime'), dataIndex: 'updateTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'updateTime' },
    rowActionsColumn<TMailTemplate>({
      width: 160,
      edit: { permission: P.templateView.name, onEdit: open },
      delete: {
        permission: P.templateEdit.name,
        name: (r) => r.name,
        run: (r) => deleteTemplate({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
      },
    }),
  ];
  return (
    <KitListPage<TMailTemplate>
      id={`mail-templates-${kind}`}
      rowKey="id"
      columns={columns}
      fetch={(q) => getTemplatePage({ ...q, kind })}
      actionRef={ref}
      toolbar={() => [
        <AddButton
          key="add"
          permission={P.templateEdit.name}
          onClick={() => navigate(kind === 'email' ? '/messageCenter/email/templateAdd' : '/messageCenter/subscription/templateAdd')}
          testId={`template-add-${kind}`}
        />,
      ]}
    />
  );
}

export default function TemplateListPage() {
  return <TemplateList kind="email" />;
}
