import { MAIL_PERMISSIONS as P, type TMailScene, ZSaveMailSceneRequest } from '@diagops/contracts';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AddButton, type KitColumn, KitEntityForm, KitListPage, KitSelectField, type ListActions, rowActionsColumn, useRouteForm } from '../../../shared/kit';
import { deleteScene, getScene, getScenePage, saveScene, updateScene } from '../api/mail-calls';
import { useProviderOptions, useTemplateOptions } from '../components/mail-ui';
import { sceneColumns, sceneFields } from '../components/scene-common';

const LIST = '/messageCenter/email/sceneList';

/** /messageCenter/email/sceneList (+ sceneAdd, sceneEdit/{id}) — e-mail scenes: an event, its template and provider. */
export default function ScenePage() {
  const { t } = useTranslation();
  const ref = useRef<ListActions | undefined>(undefined);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mode = pathname.endsWith('/sceneAdd') ? 'add' : pathname.includes('/sceneEdit/') ? 'edit' : null;
  const form = useRouteForm<TMailScene>(LIST, getScene, mode);
  const current = form.current;
  const initialValues = useMemo(() => current ?? { status: 'enabled' }, [current]);
  const templates = useTemplateOptions();
  const providers = useProviderOptions();

  const columns: KitColumn<TMailScene>[] = [
    ...sceneColumns<TMailScene>(t, [
      { title: t('mail.description'), dataIndex: 'description', width: 260, search: false, ellipsis: true },
      { title: t('mail.template'), dataIndex: 'templateName', width: 180, search: false, render: (_, r) => r.templateName ?? '-' },
      { title: t('mail.provider'), dataIndex: 'providerName', width: 160, search: false, render: (_, r) => r.providerName ?? t('mail.defaultProvider') },
    ]),
    rowActionsColumn<TMailScene>({
      width: 160,
      edit: { permission: P.sceneEdit.name, onEdit: (r) => navigate(`/messageCenter/email/sceneEdit/${r.id}`) },
      delete: {
        permission: P.sceneEdit.name,
        name: (r) => r.name,
        run: (r) => deleteScene({ id: r.id, version: r.version }),
        onDeleted: () => ref.current?.reload(),
      },
    }),
  ];
  return (
    <>
      <KitListPage<TMailScene>
        id="mail-scenes"
        rowKey="id"
        columns={columns}
        fetch={getScenePage}
        actionRef={ref}
        toolbar={() => [<AddButton key="add" permission={P.sceneEdit.name} onClick={() => navigate('/messageCenter/email/sceneAdd')} testId="scene-add" />]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={form.mode}
        titleKey={{ add: 'mail.sceneAddTitle', edit: 'mail.sceneEditTitle', detail: 'mail.sceneEditTitle' }}
        schema={ZSaveMailSceneRequest}
        fields={sceneFields(t)}
        initialValues={initialValues}
        onClose={form.close}
        extra={
          <>
            <KitSelectField name="templateId" label={t('mail.template')} options={templates.data ?? []} span={12} showSearch />
            <KitSelectField name="providerId" label={t('mail.provider')} options={providers.data ?? []} span={12} placeholder={t('mail.defaultProvider')} />
          </>
        }
        onSubmit={async (v, m) => {
          const body = { ...v, templateId: v.templateId ?? null, providerId: v.providerId ?? null } as never;
          if (m === 'add') await saveScene(body);
          else await updateScene({ ...(body as object), id: current!.id, version: current!.version } as never);
          ref.current?.reload();
        }}
      />
    </>
  );
}
