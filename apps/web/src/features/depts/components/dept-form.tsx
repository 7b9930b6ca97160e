import { DEPT_ROOT_PARENT, type TDeptNode, ZDeptInsertRequest } from '@diagops/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { confirmAction } from '../../../shared/kit/confirm';
import { showSaveError } from '../../../shared/kit/form-errors';
import { zodRules } from '../../../shared/kit/zod-rules';
import { App } from '../../../shared/ui/app';
import { Input, InputNumber } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Select, TreeSelect } from '../../../shared/ui/select';
import { Spin } from '../../../shared/ui/spin';
import { useRoleOptions } from '../../roles';
import { useDept } from '../api/get-dept';
import { useDeptTree } from '../api/query-depts';
import { useSaveDept } from '../api/save-dept';
import { deptOptions } from '../dept-tree';

/** add: under `parentId` (0: top level); edit: that department. */
export type DeptFormTarget = { mode: 'add'; parentId: number } | { mode: 'edit'; dept: TDeptNode };

type Values = { parentId: number; name: string; sortOrder: number; roleIds: number[] };
type Props = { target: DeptFormTarget | null; onClose: () => void };

/** Add or edit a department: name, parent, sort order and the default roles of its new users. */
export function DeptForm(props: Props) {
  if (!props.target) return null;
  const key = props.target.mode === 'edit' ? `e${props.target.dept.deptId}` : `a${props.target.parentId}`;
  return <DeptFormDialog key={key} {...props} target={props.target} />;
}

function DeptFormDialog({ target, onClose }: Props & { target: DeptFormTarget }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const roles = useRoleOptions();
  const save = useSaveDept();
  const tree = useDeptTree().data ?? [];
  const editing = target.mode === 'edit' ? target.dept : undefined;
  const detail = useDept(editing?.deptId);
  const shape = ZDeptInsertRequest.shape as Record<string, z.ZodType>;
  const rules = (name: string) => zodRules(shape, name, { required: t('kit.required'), invalid: (d) => t('kit.invalid', { detail: d }) });
  const parents = [{ value: DEPT_ROOT_PARENT, title: t('depts.topLevel'), children: deptOptions(tree, editing?.deptId) }];

  const submit = async () => {
    const v = await form.validateFields();
    const body = { parentId: v.parentId, name: v.name.trim(), sortOrder: v.sortOrder ?? 0, roleIds: v.roleIds ?? [] };
    try {
      if (editing) await save.mutateAsync({ edit: { ...body, deptId: editing.deptId, version: detail.data?.version ?? editing.version } });
      else await save.mutateAsync({ insert: body });
      message.success(t('kit.saved'));
      onClose();
    } catch (e) {
      showSaveError(e, message, form);
    }
  };
  const close = async () => {
    if (form.isFieldsTouched() && !(await confirmAction(t('kit.leaveConfirm')))) return;
    onClose();
  };
  const ready = !editing || detail.data;
  return (
    <Modal
      open
      title={t(editing ? 'depts.editTitle' : 'depts.addTitle')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={close}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !ready }}
      maskClosable={false}
    >
      {!ready ? (
        <Spin />
      ) : (
        <Form
          form={form}
          layout="vertical"
          data-testid="dept-form"
          initialValues={
            editing
              ? { parentId: editing.parentId, name: editing.name, sortOrder: editing.sortOrder, roleIds: detail.data?.roles.map((r) => r.roleId) ?? [] }
              : { parentId: target.mode === 'add' ? target.parentId : DEPT_ROOT_PARENT, name: '', sortOrder: 0, roleIds: [] }
          }
        >
          <Form.Item name="name" label={t('depts.name')} rules={rules('name')}>
            <Input data-testid="dept-name" maxLength={64} />
          </Form.Item>
          <Form.Item name="parentId" label={t('depts.parent')} rules={[{ required: true, message: t('kit.required') }]}>
            <TreeSelect treeData={parents} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} />
          </Form.Item>
          <Form.Item name="sortOrder" label={t('depts.sortOrder')} rules={rules('sortOrder')}>
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="roleIds" label={t('depts.defaultRoles')} tooltip={t('depts.defaultRolesHint')}>
            <Select mode="multiple" allowClear options={roles.map((r) => ({ value: r.roleId, label: r.roleName }))} optionFilterProp="label" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
