import { MESSAGE_CHANNELS, MAIL_PERMISSIONS as P, type TMessageScene, ZSaveMessageSceneRequest } from '@diagops/contracts';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  AddButton,
  type KitColumn,
  KitEntityForm,
  KitListPage,
  KitSelectField,
  KitSwitchField,
  type ListActions,
  rowActionsColumn,
  useRouteForm,
} from '../../../shared/kit';
import { Tag } from '../../../shared/ui/tag';
import { deleteMessageScene, getMessageScene, getMessageScenePage, saveMessageScene, updateMessageScene } from '../api/mail-calls';
import { bindingsFromForm as fromForm, bindingsToForm as toForm } from '../components/bindings';
import { useTemplateOptions } from '../components/mail-ui';
import { sceneColumns, sceneFields } from '../components/scene-common';

const LIST = '/messageCenter/messageScene/list';
type Channel = (typeof MESSAGE_CHANNELS)[number];

/** /messageCenter/messageScene/list (+ add, edit/{id}, detail/{id}) — which template each channel sends for a scene. */
export default function MessageScenePage() {
  const { t } = useTranslation();
  const ref = useRef<ListActions | undefined>(undefined);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mode = pathname.endsWith('/messageScene/add')
    ? 'add'
    : pathname.includes('/messageScene/edit/')
      ? 'edit'
      : pathname.includes('/messageScene/detail/')
        ? 'detail'
        : null;
  const form = useRouteForm<TMessageScene>(LIST, getMessageScene, mode);
  const current = form.current;
  const initialValues = useMemo(() => toForm(current), [current]);
  const templates = useTemplateOptions();
  const channelLabel = (c: Channel) => t(`mail.channel.${c}`);

  const columns: KitColumn<TMessageScene>[] = [
    ...sceneColumns<TMessageScene>(t, [
      {
        title: t('mail.bindings'),
        dataIndex: 'bindings',
        width: 360,
        search: false,
        render: (_, r) =>
          r.bindings.map((b) => (
            <Tag key={b.channel} color={b.enabled ? 'processing' : 'default'}>
              {channelLabel(b.channel)}: {b.templateName ?? b.templateId}
            </Tag>
          )),
      },
    ]),
    rowActionsColumn<TMessageScene>({
      width: 200,
      onDetail: (r) => navigate(`/messageCenter/messageScene/detail/${r.id}`),
      edit: { permission: P.messageSceneEdit.name, onEdit: (r) => navigate(`/messageCenter/messageScene/edit/${r.id}`) },
      delete: {
        permission: P.messageSceneEdit.name,
        name: (r) => r.name,
        run: (r) => deleteMessageScene({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
      },
    }),
  ];
  return (
    <>
      <KitListPage<TMessageScene>
        id="message-scenes"
        rowKey="id"
        columns={columns}
        fetch={getMessageScenePage}
        actionRef={ref}
        toolbar={() => [
          <AddButton key="add" permission={P.messageSceneEdit.name} onClick={() => navigate('/messageCenter/messageScene/add')} testId="message-scene-add" />,
        ]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'mail.messageSceneAddTitle', edit: 'mail.messageSceneEditTitle', detail: 'mail.messageSceneDetailTitle' }}
        schema={ZSaveMessageSceneRequest}
        fields={sceneFields(t)}
        initialValues={initialValues}
        onClose={form.close}
        extra={MESSAGE_CHANNELS.map((c) => (
          <div key={c} style={{ display: 'contents' }}>
            <KitSelectField
              name={`template_${c}`}
              label={t('mail.channelTemplate', { channel: channelLabel(c) })}
              options={templates.data ?? []}
              span={16}
              showSearch
            />
            <KitSwitchField name={`on_${c}`} label={t('mail.channelEnabled')} span={8} />
          </div>
        ))}
        onSubmit={async (v, m) => {
          const body = fromForm(v) as never;
          if (m === 'add') await saveMessageScene(body);
          else await updateMessageScene({ ...(body as object), id: current!.id, version: current!.version } as never);
          ref.current?.reload();
        }}
      />
    </>
  );
}
