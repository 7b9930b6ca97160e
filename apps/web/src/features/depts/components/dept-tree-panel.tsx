import { DeleteOutlined, EditOutlined, MoreOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { SYSTEM_PERMISSIONS as S, type TDeptNode } from '@diagops/contracts';
import { Button, Tooltip, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { usePermission } from '../../../shared/hooks/use-permission';
import { confirmAction } from '../../../shared/kit/confirm';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Input } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { PopupMenu, type PopupMenuItem } from '../../../shared/ui/popup-menu';
import { Spin } from '../../../shared/ui/spin';
import { Tag } from '../../../shared/ui/tag';
import { useDeleteDept } from '../api/delete-dept';
import { useDeptTree } from '../api/query-depts';
import { deptBranchIds, findDept } from '../dept-tree';
import { DeptForm, type DeptFormTarget } from './dept-form';

type Props = { selected: number | null; onSelect: (deptId: number | null) => void };

/** The department tree beside the users: search, select (again to clear), add, edit and delete departments. */
export function DeptTreePanel({ selected, onSelect }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const [applied, setApplied] = useState('');
  const q = useDeptTree(true, applied || undefined);
  const del = useDeleteDept();
  const [target, setTarget] = useState<DeptFormTarget | null>(null);
  const [expanded, setExpanded] = useState<React.Key[] | null>(null);
  const canAdd = usePermission(S.deptAdd.name);
  const canEdit = usePermission(S.deptEdit.name);
  const canDel = usePermission(S.deptDel.name);
  const tree = q.data ?? [];
  const expandedKeys = expanded ?? deptBranchIds(tree);

  const remove = async (d: TDeptNode) => {
    if (!(await confirmAction(t('depts.deleteConfirm', { name: d.name }), { danger: true }))) return;
    try {
      await del.mutateAsync(d.deptId);
      message.success(t('kit.deleted'));
      if (selected === d.deptId) onSelect(null);
    } catch {
      /* 1015 (sub-departments or users) is shown by the http client */
    }
  };
  const actions: PopupMenuItem[] = [
    ...(canAdd ? [{ key: 'add', icon: <PlusOutlined />, label: t('depts.addChild') }] : []),
    ...(canEdit ? [{ key: 'edit', icon: <EditOutlined />, label: t('kit.edit') }] : []),
    ...(canDel ? [{ key: 'delete', icon: <DeleteOutlined />, danger: true, label: t('kit.delete') }] : []),
  ];
  const act = (d: TDeptNode, key: string) => {
    if (key === 'add') setTarget({ mode: 'add', parentId: d.deptId });
    if (key === 'edit') setTarget({ mode: 'edit', dept: d });
    if (key === 'delete') void remove(d);
  };
  const walk = (nodes: TDeptNode[]): DataNode[] =>
    nodes.map((d) => ({
      key: d.deptId,
      title: (
        <span className="dept-node" data-testid={`dept-${d.name}`} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{d.name}</span>
          {d.fromDingtalk && <Tag style={{ marginInlineEnd: 0 }}>{t('depts.dingtalk')}</Tag>}
          {(canAdd || canEdit || canDel) && (
            <PopupMenu
              isolated
              size="small"
              icon={<MoreOutlined />}
              label={t('depts.actions', { name: d.name })}
              testId={`dept-actions-${d.name}`}
              items={actions}
              onSelect={(key) => act(d, key)}
            />
          )}
        </span>
      ),
      children: d.children.length > 0 ? walk(d.children) : undefined,
    }));
  const treeData = walk(tree);

  const selectedName = selected !== null ? findDept(tree, selected)?.name : undefined;
  return (
    <Panel
      size="small"
      title={t('depts.title')}
      styles={{ body: { padding: 12 } }}
      extra={
        <Access permission={S.deptAdd.name}>
          <Tooltip title={t('depts.addTop')}>
            <Button
              size="small"
              type="primary"
              ghost
              icon={<PlusOutlined />}
              aria-label={t('depts.addTop')}
              onClick={() => setTarget({ mode: 'add', parentId: selected ?? 0 })}
              data-testid="dept-add"
            />
          </Tooltip>
        </Access>
      }
      data-testid="dept-panel"
    >
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('depts.searchPlaceholder')}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          if (!e.target.value) setApplied('');
        }}
        onPressEnter={() => {
          setApplied(name.trim());
          setExpanded(null);
        }}
        data-testid="dept-search"
        style={{ marginBottom: 8 }}
      />
      <div style={{ marginBottom: 8, minHeight: 22 }}>
        {selectedName ? (
          <Tag closable onClose={() => onSelect(null)} color="blue" data-testid="dept-selected">
            {selectedName}
          </Tag>
        ) : (
          <span style={{ color: 'var(--diagops-quiet)' }}>{t('depts.allUsers')}</span>
        )}
      </div>
      {q.isPending ? (
        <Spin />
      ) : tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(applied ? 'depts.noMatch' : 'depts.empty')} />
      ) : (
        <Tree
          blockNode
          treeData={treeData}
          selectedKeys={selected !== null ? [selected] : []}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpanded(keys)}
          onSelect={(keys) => onSelect(keys.length > 0 ? Number(keys[0]) : null)}
          data-testid="dept-tree"
        />
      )}
      <DeptForm target={target} onClose={() => setTarget(null)} />
    </Panel>
  );
}
