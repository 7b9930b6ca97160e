import { SYSTEM_PERMISSIONS as S, type TMenuNode, type TRoleRecord } from '@diagops/contracts';
import { Button, Drawer, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { showSaveError } from '../../../shared/kit/form-errors';
import { useSession } from '../../../shared/session/session-store';
import { Alert } from '../../../shared/ui/alert';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Input } from '../../../shared/ui/input';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Tag } from '../../../shared/ui/tag';
import { Typography } from '../../../shared/ui/typography';
import { useAllLevel } from '../api/get-all-level';
import { useRoleMenus, useSaveRoleMenus } from '../api/role-menus';
import { allIds, blockedIds, branchIds, grantedPermissions, partlyGranted, searchTree, toggleGrant } from '../grant-tree';

type Props = { role: TRoleRecord | null; onClose: (saved: boolean) => void };

/** The full menu tree with its buttons as a checkable tree: what the role grants, saved with saveRoleMenus. */
export function RolePermissionsDrawer({ role, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const zh = i18n.language === 'zh-CN';
  const open = role !== null;
  const canGrant = usePermission(S.rolePerm.name);
  const mine = useSession((s) => s.permissions);
  const tree = useAllLevel(open);
  const grants = useRoleMenus(role?.roleId);
  const save = useSaveRoleMenus();
  const [granted, setGranted] = useState<Set<number>>(new Set());
  const [dirty, setDirty] = useState(false);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<React.Key[] | null>(null);
  const readonly = !canGrant || Boolean(role?.builtIn);
  const full = useMemo(() => tree.data ?? [], [tree.data]);
  const blocked = useMemo(() => blockedIds(full, mine), [full, mine]);

  useEffect(() => {
    if (grants.data && !dirty) setGranted(new Set(grants.data.menuIds));
  }, [grants.data, dirty]);
  useEffect(() => {
    if (!open) {
      setDirty(false);
      setSearch('');
      setExpanded(null);
    }
  }, [open]);

  const shown = useMemo(() => searchTree(full, search), [full, search]);
  const expandedKeys = expanded ?? (search ? branchIds(shown) : shown.map((n) => n.menuId));
  const treeData = useMemo(() => {
    const toData = (nodes: TMenuNode[]): DataNode[] =>
      nodes.map((n) => {
        const button = n.type === 1;
        // nobody can grant what they do not hold (the server answers 1000); taking it away is fine
        const cannot = blocked.has(n.menuId) && !granted.has(n.menuId);
        return {
          key: n.menuId,
          disableCheckbox: readonly || cannot,
          title: (
            <Space size={6} data-testid={`grant-${n.permission ?? n.path ?? n.menuId}`}>
              <span>{zh ? n.name || n.enName : n.enName || n.name}</span>
              {button && <Typography.Text type="secondary">{n.permission}</Typography.Text>}
              {button && <Tag color="warning">{t('roles.button')}</Tag>}
              {!n.enabled && <Tag>{t('roles.nodeDisabled')}</Tag>}
            </Space>
          ),
          children: n.children.length > 0 ? toData(n.children) : undefined,
        };
      });
    return toData(shown);
  }, [shown, zh, t, readonly, blocked, granted]);

  const close = () => onClose(false);
  const submit = async () => {
    if (!role) return;
    try {
      await save.mutateAsync({ roleId: role.roleId, menuIds: [...granted], version: grants.data?.version });
      message.success(t('roles.grantsSaved'));
      onClose(true);
    } catch (e) {
      showSaveError(e, message);
    }
  };
  const permissions = grantedPermissions(full, granted).length;
  const loading = tree.isPending || grants.isPending;
  return (
    <Drawer
      open={open}
      width={640}
      onClose={close}
      destroyOnHidden
      title={role ? t('roles.grantsTitle', { name: role.roleName }) : ''}
      extra={
        !readonly && (
          <Space>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="primary" onClick={submit} loading={save.isPending} disabled={loading || !dirty} data-testid="grants-save">
              {t('roles.saveGrants')}
            </Button>
          </Space>
        )
      }
    >
      {role?.builtIn && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('roles.adminAllGrants')} />}
      {!role?.builtIn && !canGrant && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('roles.readOnlyGrants')} />}
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        <Input.Search
          allowClear
          value={search}
          placeholder={t('roles.searchGrants')}
          onChange={(e) => {
            setSearch(e.target.value);
            setExpanded(null);
          }}
          data-testid="grants-search"
        />
        <Space wrap>
          <Button size="small" onClick={() => setExpanded(branchIds(shown))}>
            {t('roles.expandAll')}
          </Button>
          <Button size="small" onClick={() => setExpanded([])}>
            {t('roles.collapseAll')}
          </Button>
          {!readonly && (
            <>
              <Button
                size="small"
                onClick={() => {
                  setGranted(new Set(allIds(full).filter((id) => granted.has(id) || !blocked.has(id))));
                  setDirty(true);
                }}
              >
                {t('roles.selectAll')}
              </Button>
              <Button
                size="small"
                onClick={() => {
                  setGranted(new Set());
                  setDirty(true);
                }}
              >
                {t('roles.clearAll')}
              </Button>
            </>
          )}
          <Typography.Text type="secondary" data-testid="grants-count">
            {t('roles.grantCount', { nodes: granted.size, permissions })}
          </Typography.Text>
        </Space>
        {loading ? (
          <Spin />
        ) : treeData.length === 0 ? (
          <Empty description={t(search ? 'roles.noMatch' : 'roles.noMenus')} />
        ) : (
          <Tree
            checkable
            checkStrictly
            blockNode
            selectable={false}
            treeData={treeData}
            checkedKeys={{ checked: [...granted], halfChecked: partlyGranted(full, granted) }}
            expandedKeys={expandedKeys}
            onExpand={(keys) => setExpanded(keys)}
            onCheck={(_, info) => {
              setGranted((g) => toggleGrant(full, g, Number(info.node.key), info.checked));
              setDirty(true);
            }}
            data-testid="grants-tree"
          />
        )}
      </Space>
    </Drawer>
  );
}
