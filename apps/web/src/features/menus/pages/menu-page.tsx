import { SYSTEM_PERMISSIONS as S, type TMenuNode } from '@diagops/contracts';
import { Button, Switch, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { AddButton, confirmAction, type KitColumn, KitListView, rowActionsColumn } from '../../../shared/kit';
import { knownMenuIcon } from '../../../shared/menu/menu-icon';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { Typography } from '../../../shared/ui/typography';
import { useDeleteMenu } from '../api/delete-menu';
import { useMenuAll } from '../api/get-menu-all';
import { useUpdateMenuStatus } from '../api/update-menu-status';
import { isCodeButton, MenuForm, type MenuFormTarget } from '../components/menu-form';
import { filterMenu, findMenuNode, type MenuRow, parentIds, toRows } from '../menu-tree';

/** sys_menu_view and sys_menu_edit cannot be disabled (nobody could turn them back on). */
const LOCKOUT = new Set<string>([S.menuView.name, S.menuEdit.name]);

/** /user/menu — the menu tree: search, add (child), edit, enable/disable, delete. */
export default function MenuPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const zh = i18n.language === 'zh-CN';
  const q = useMenuAll();
  const status = useUpdateMenuStatus();
  const del = useDeleteMenu();
  const canEdit = usePermission(S.menuEdit.name);
  const [search, setSearch] = useState<{ name?: string; path?: string }>({});
  const [target, setTarget] = useState<MenuFormTarget | null>(null);
  const [expanded, setExpanded] = useState<readonly React.Key[] | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const tree = q.data ?? [];
  const filtered = useMemo(() => filterMenu(tree, search), [tree, search]);
  const rows = useMemo(() => toRows(filtered), [filtered]);
  const searching = Boolean(search.name || search.path);
  // searching opens every branch that holds a match; otherwise the top level is open
  const expandedKeys = expanded ?? (searching ? parentIds(filtered) : filtered.filter((n) => n.children.length > 0).map((n) => n.menuId));
  const title = (n: Pick<TMenuNode, 'name' | 'enName'>) => (zh ? n.name || n.enName : n.enName || n.name);

  const toggle = async (r: MenuRow, enabled: boolean) => {
    if (!enabled && !(await confirmAction(t('menus.disableConfirm', { name: title(r) })))) return;
    setBusyId(r.menuId);
    try {
      await status.mutateAsync({ menuId: r.menuId, enabled, version: r.version });
      message.success(t(enabled ? 'menus.enabledDone' : 'menus.disabledDone'));
    } catch {
      /* shown by the http client */
    } finally {
      setBusyId(null);
    }
  };
  const columns: KitColumn<MenuRow>[] = [
    {
      title: t('menus.name'),
      dataIndex: 'name',
      width: 220,
      fieldProps: { placeholder: t('menus.namePlaceholder') },
      render: (_, r) => (
        <Space size={6}>
          {r.type === 0 && (knownMenuIcon(r.icon) ?? <span style={{ display: 'inline-block', width: 14 }} />)}
          <span data-testid={`menu-row-${r.menuId}`}>{title(r)}</span>
        </Space>
      ),
    },
    { title: zh ? t('menus.nameEn') : t('menus.nameZh'), key: 'otherName', width: 170, search: false, render: (_, r) => (zh ? r.enName : r.name) },
    {
      title: t('menus.type'),
      dataIndex: 'type',
      width: 100,
      search: false,
      render: (_, r) => (r.type === 1 ? <Tag color="warning">{t('menus.typeValue.1')}</Tag> : <Tag color="processing">{t('menus.typeValue.0')}</Tag>),
    },
    {
      title: t('menus.pathOrPermission'),
      dataIndex: 'path',
      width: 240,
      fieldProps: { placeholder: t('menus.pathPlaceholder') },
      formItemProps: { label: t('menus.path') },
      render: (_, r) =>
        r.type === 1 ? (
          <Space size={4}>
            <Typography.Text code>{r.permission}</Typography.Text>
            {isCodeButton(r) && <Tag>{t('menus.builtIn')}</Tag>}
          </Space>
        ) : (
          <Typography.Text copyable={r.path ? { text: r.path } : false}>{r.path ?? '-'}</Typography.Text>
        ),
    },
    { title: t('menus.sortOrder'), dataIndex: 'sortOrder', width: 70, search: false, align: 'right' },
    {
      title: t('menus.platformType'),
      dataIndex: 'platformType',
      width: 130,
      search: false,
      render: (_, r) => (r.type === 0 ? t(`menus.platform.${r.platformType}`) : '-'),
    },
    {
      title: t('menus.keepAlive'),
      dataIndex: 'keepAlive',
      width: 100,
      search: false,
      render: (_, r) => (r.type === 0 ? t(r.keepAlive ? 'menus.yes' : 'menus.no') : '-'),
    },
    {
      title: t('menus.enabled'),
      dataIndex: 'enabled',
      width: 90,
      search: false,
      render: (_, r) => (
        <Tooltip title={r.permission && LOCKOUT.has(r.permission) ? t('menus.lockoutHint') : undefined}>
          <Switch
            size="small"
            checked={r.enabled}
            loading={busyId === r.menuId && status.isPending}
            disabled={!canEdit || busyId !== null || Boolean(r.permission && LOCKOUT.has(r.permission))}
            onChange={(v) => toggle(r, v)}
            aria-label={t('menus.enabled')}
            data-testid={`menu-status-${r.menuId}`}
          />
        </Tooltip>
      ),
    },
    rowActionsColumn<MenuRow>({
      width: 190,
      lead: [
        {
          key: 'addChild',
          label: t('menus.addChild'),
          permission: S.menuAdd.name,
          when: (r) => r.type === 0,
          onClick: (r) => setTarget({ mode: 'add', parentId: r.menuId }),
        },
      ],
      edit: { permission: S.menuEdit.name, onEdit: (r) => setTarget({ mode: 'edit', node: findMenuNode(tree, r.menuId)! }) },
      delete: {
        permission: S.menuDel.name,
        when: (r) => !isCodeButton(r),
        confirm: (r) => t('menus.deleteConfirm', { name: title(r) }),
        disabled: (r) => busyId === r.menuId,
        // 1015 (it has children) and 1000 (declared in code) are shown by the http client
        run: async (r) => {
          setBusyId(r.menuId);
          try {
            await del.mutateAsync(r.menuId);
          } finally {
            setBusyId(null);
          }
        },
      },
    }),
  ];

  return (
    <>
      <KitListView<MenuRow>
        rowKey="menuId"
        columns={columns}
        data={rows}
        loading={q.isFetching}
        actions={{ reload: () => void q.refetch(), reloadAndRest: () => void q.refetch() }}
        onSearch={(v) => {
          setExpanded(null);
          setSearch({ name: v.name as string | undefined, path: v.path as string | undefined });
        }}
        hidden={['otherName', 'platformType', 'keepAlive']}
        title={
          <Space>
            <Button size="small" onClick={() => setExpanded(parentIds(filtered))} data-testid="menu-expand-all">
              {t('menus.expandAll')}
            </Button>
            <Button size="small" onClick={() => setExpanded([])}>
              {t('menus.collapseAll')}
            </Button>
          </Space>
        }
        toolbar={[<AddButton key="add" permission={S.menuAdd.name} onClick={() => setTarget({ mode: 'add', parentId: -1 })} testId="menu-add" />]}
        table={{
          pagination: false,
          expandable: { expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpanded(keys) },
          locale: { emptyText: <Empty description={t(searching ? 'menus.noMatch' : 'menus.empty')} /> },
        }}
      />
      <MenuForm target={target} tree={tree} onClose={() => setTarget(null)} />
    </>
  );
}
