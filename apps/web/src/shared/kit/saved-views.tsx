import { AppstoreOutlined } from '@ant-design/icons';
import type { TRoleOption, TSavedView, TViewList, TViewState } from '@diagops/contracts';
import { Form } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { svcPath } from '../config/app-config';
import { request } from '../http/client';
import { App } from '../ui/app';
import { Input } from '../ui/input';
import { Modal } from '../ui/modal';
import { PopupMenu, type PopupMenuItem } from '../ui/popup-menu';
import { Select } from '../ui/select';
import { confirmAction } from './confirm';
import { postJson } from './kit-api';

const view = (p: string) => svcPath('user', `/view${p}`);
const roleList = async () => (await request<TRoleOption[]>({ url: svcPath('user', '/role/list'), method: 'post', data: {}, silent: true })).data ?? [];

type Props = {
  /** the list's id: a person's views of it are kept under it */
  listKey: string;
  /** how the list looks now */
  snapshot: () => TViewState;
  /** shows the list as a view keeps it */
  apply: (state: TViewState) => void;
};

/**
 * The list toolbar's "Views" menu (issue 37, decision 0041): the views the user saved or that were
 * shared with one of their roles; save how the list looks now under a name (shared with roles or
 * not), make a view the default (it opens with the list), update, share or delete one's own. A
 * view keeps filters, never rows: the list still asks the server, in the user's own scope.
 */
export function SavedViews({ listKey, snapshot, apply }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [list, setList] = useState<TViewList>({ views: [], defaultId: null });
  const [active, setActive] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ view: TSavedView | null } | null>(null);
  const applyRef = useRef(apply);
  applyRef.current = apply;

  const load = useCallback(async () => {
    // a list keeps working without its views (a failed or empty reply), and says nothing of it
    const reply = (await request<TViewList | null>({ url: view('/list'), method: 'post', data: { list: listKey }, silent: true })).data;
    const next = reply && Array.isArray(reply.views) ? reply : { views: [], defaultId: null };
    setList(next);
    return next;
  }, [listKey]);
  // the default view opens with the list
  useEffect(() => {
    let gone = false;
    void load()
      .then((l) => {
        const chosen = l.views.find((v) => v.id === l.defaultId);
        if (!gone && chosen) {
          setActive(chosen.id);
          applyRef.current(chosen.state);
        }
      })
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [load]);

  const current = list.views.find((v) => v.id === active) ?? null;
  const items: PopupMenuItem[] = [
    ...(list.views.length === 0 ? [{ key: 'none', type: 'info' as const, label: t('kit.views.none') }] : []),
    ...list.views.map((v) => ({
      key: `view:${v.id}`,
      current: v.id === active,
      label: [v.name, v.id === list.defaultId ? t('kit.views.isDefault') : '', v.mine ? '' : t('kit.views.sharedBy', { name: v.ownerName })]
        .filter(Boolean)
        .join(' · '),
    })),
    { key: 'd1', type: 'divider' },
    { key: 'save', label: t('kit.views.saveAs') },
    ...(current?.mine
      ? [
          { key: 'update', label: t('kit.views.update', { name: current.name }) },
          { key: 'share', label: t('kit.views.share') },
        ]
      : []),
    ...(current && current.id !== list.defaultId ? [{ key: 'default', label: t('kit.views.makeDefault') }] : []),
    ...(list.defaultId !== null ? [{ key: 'noDefault', label: t('kit.views.clearDefault') }] : []),
    ...(current?.mine ? [{ key: 'delete', label: t('kit.views.delete'), danger: true }] : []),
  ];

  const onSelect = async (key: string) => {
    if (key.startsWith('view:')) {
      const chosen = list.views.find((v) => `view:${v.id}` === key);
      if (chosen) {
        setActive(chosen.id);
        apply(chosen.state);
      }
      return;
    }
    if (key === 'save') return setEditing({ view: null });
    if (key === 'share' && current) return setEditing({ view: current });
    if (key === 'update' && current) {
      await postJson(view('/update'), { id: current.id, version: current.version, state: snapshot() });
      message.success(t('kit.saved'));
    } else if ((key === 'default' && current) || key === 'noDefault') {
      await postJson(view('/default'), { list: listKey, viewId: key === 'default' ? current!.id : null });
    } else if (key === 'delete' && current) {
      if (!(await confirmAction(t('kit.views.deleteConfirm', { name: current.name }), { danger: true }))) return;
      await postJson(view('/delete'), { id: current.id, version: current.version });
      setActive(null);
    }
    await load();
  };

  return (
    <>
      <PopupMenu
        icon={<AppstoreOutlined />}
        tip={t('kit.views.title')}
        label={t('kit.views.title')}
        testId="kit-views"
        items={items}
        onSelect={(k) => void onSelect(k)}
      />
      {editing && (
        <ViewDialog
          view={editing.view}
          onClose={() => setEditing(null)}
          onSave={async (name, roleIds) => {
            const saved = editing.view
              ? await postJson<TSavedView>(view('/update'), { id: editing.view.id, version: editing.view.version, name, roleIds })
              : await postJson<TSavedView>(view('/save'), { list: listKey, name, roleIds, state: snapshot() });
            setActive(saved.id);
            setEditing(null);
            message.success(t('kit.saved'));
            await load();
          }}
        />
      )}
    </>
  );
}

/** Save as (a name and the roles to share with) or share one's own view. */
function ViewDialog(p: { view: TSavedView | null; onClose: () => void; onSave: (name: string, roleIds: number[]) => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string; roleIds: number[] }>();
  const [roles, setRoles] = useState<TRoleOption[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void roleList().then(setRoles);
  }, []);
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await p.onSave(v.name.trim(), v.roleIds ?? []);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={p.view ? t('kit.views.shareTitle') : t('kit.views.saveTitle')}
      onCancel={p.onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'view-save' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: p.view?.name ?? '', roleIds: p.view?.roleIds ?? [] }}>
        <Form.Item name="name" label={t('kit.views.name')} rules={[{ required: true, whitespace: true, max: 40, message: t('kit.required') }]}>
          <Input maxLength={40} data-testid="view-name" data-autofocus />
        </Form.Item>
        <Form.Item name="roleIds" label={t('kit.views.sharedWith')} extra={t('kit.views.sharedHint')}>
          <Select
            mode="multiple"
            aria-label={t('kit.views.sharedWith')}
            options={roles.map((r) => ({ value: r.roleId, label: r.roleName }))}
            data-testid="view-roles"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
