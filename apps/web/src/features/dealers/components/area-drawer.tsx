import { DEALER_MAX_LEVEL, DEALER_PERMISSIONS as P, type TAreaNode } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, Tree } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { usePermission } from '../../../shared/hooks/use-permission';
import { confirmAction } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Input, InputNumber } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { Typography } from '../../../shared/ui/typography';
import { addArea, deleteArea, getAreaTree, updateArea } from '../api/dealer-calls';

type Editing = { mode: 'add'; parent: TAreaNode | null } | { mode: 'edit'; node: TAreaNode };

/** The area tree (DEALER-07…09): at most five levels, 99 per level; system areas stay as they are. */
export function AreaDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const canEdit = usePermission(P.areaEdit.name);
  const tree = useQuery({ queryKey: ['dealers', 'areas'], queryFn: getAreaTree, enabled: open });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [form] = Form.useForm<{ name: string; dealerLimit?: number }>();
  const reload = () => qc.invalidateQueries({ queryKey: ['dealers', 'areas'] });
  const start = (e: Editing) => {
    form.setFieldsValue(e.mode === 'edit' ? { name: e.node.name, dealerLimit: e.node.dealerLimit } : { name: '', dealerLimit: 999 });
    setEditing(e);
  };
  const save = async () => {
    const v = await form.validateFields();
    if (!editing) return;
    if (editing.mode === 'add') await addArea({ parentId: editing.parent?.id ?? null, name: v.name, dealerLimit: v.dealerLimit });
    else await updateArea({ id: editing.node.id, version: editing.node.version, name: v.name, dealerLimit: v.dealerLimit });
    message.success(t('kit.saved'));
    setEditing(null);
    await reload();
  };
  const remove = async (n: TAreaNode) => {
    if (!(await confirmAction(t('dealers.areaDeleteConfirm', { name: n.name }), { danger: true }))) return;
    await deleteArea(n.id, n.version);
    message.success(t('kit.deleted'));
    await reload();
  };
  const toData = (nodes: TAreaNode[]): object[] =>
    nodes.map((n) => ({
      key: n.id,
      title: (
        <Space size={4} wrap data-testid={`area-${n.code}`}>
          <Typography.Text>{`${n.code} ${n.name}`}</Typography.Text>
          <Tag>{t('dealers.areaDealers', { n: n.dealerCount, max: n.dealerLimit })}</Tag>
          {n.system && <Tag color="gold">{t('dealers.systemArea')}</Tag>}
          {canEdit && n.level < DEALER_MAX_LEVEL && (
            <Button size="small" type="link" onClick={() => start({ mode: 'add', parent: n })}>
              {t('dealers.areaAddChild')}
            </Button>
          )}
          {canEdit && !n.system && (
            <>
              <Button size="small" type="link" onClick={() => start({ mode: 'edit', node: n })}>
                {t('kit.edit')}
              </Button>
              <Button size="small" type="link" danger onClick={() => remove(n)}>
                {t('kit.delete')}
              </Button>
            </>
          )}
        </Space>
      ),
      children: toData(n.children),
    }));
  return (
    <Drawer open={open} onClose={onClose} width={640} title={t('dealers.areas')}>
      <Access permission={P.areaEdit.name}>
        <Button type="primary" onClick={() => start({ mode: 'add', parent: null })} style={{ marginBottom: 12 }}>
          {t('dealers.areaAdd')}
        </Button>
      </Access>
      {tree.data?.length ? <Tree treeData={toData(tree.data) as never} defaultExpandAll selectable={false} blockNode /> : <Empty />}
      <Modal
        open={editing !== null}
        title={editing?.mode === 'edit' ? t('dealers.areaEdit') : t('dealers.areaAdd')}
        onOk={save}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="name" label={t('dealers.areaName')} rules={[{ required: true, whitespace: true, message: t('kit.required') }]}>
            <Input maxLength={128} />
          </Form.Item>
          <Form.Item name="dealerLimit" label={t('dealers.dealerLimit')}>
            <InputNumber min={1} max={999} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
