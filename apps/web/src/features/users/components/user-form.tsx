import { isPasswordWellFormed, type TUpdateUserRequest, type TUserRecord, ZAddUserRequest, ZUpdateUserRequest } from '@diagops/contracts';
import type { FormRule } from 'antd';
import { Col, Form, Row, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { encryptPassword } from '../../../shared/crypto/encrypt-password';
import { confirmAction } from '../../../shared/kit/confirm';
import { showSaveError } from '../../../shared/kit/form-errors';
import { zodRules } from '../../../shared/kit/zod-rules';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Select, TreeSelect } from '../../../shared/ui/select';
import { deptOptions, useDeptTree } from '../../depts';
import { useRoleOptions } from '../../roles';
import { addUser, updateUser } from '../api/save-user';

/** add: a new user (in `deptId` when a department is selected); edit: that user. */
export type UserFormTarget = { mode: 'add'; deptId: number | null } | { mode: 'edit'; user: TUserRecord };

type Values = {
  username: string;
  realName: string;
  password?: string;
  confirm?: string;
  deptId?: number | null;
  roleIds?: number[];
  email?: string;
  phone?: string;
  lockFlag?: boolean;
};

type Props = { target: UserFormTarget | null; onClose: (saved: boolean) => void };

/** Add or edit a staff user. */
export function UserForm(props: Props) {
  if (!props.target) return null;
  const key = props.target.mode === 'edit' ? `e${props.target.user.userId}-${props.target.user.version}` : 'add';
  return <UserFormDialog key={key} {...props} target={props.target} />;
}

const text = (s: string | undefined) => (s?.trim() ? s.trim() : null);

function UserFormDialog({ target, onClose }: Props & { target: UserFormTarget }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const roles = useRoleOptions();
  const depts = useDeptTree().data ?? [];
  const editing = target.mode === 'edit' ? target.user : undefined;
  const masked = Boolean(editing?.phoneMasked);
  const shape = (editing ? ZUpdateUserRequest.shape : ZAddUserRequest.shape) as Record<string, z.ZodType>;
  const rules = (name: string) => zodRules(shape, name, { required: t('kit.required'), invalid: (d) => t('kit.invalid', { detail: d }) });
  const passwordRules: FormRule[] = [
    { required: true, message: t('users.passwordRequired') },
    { validator: async (_r, v: string) => (v && !isPasswordWellFormed(v) ? Promise.reject(new Error(t('users.passwordRule'))) : undefined) },
  ];
  const confirmRules: FormRule[] = [
    { required: true, message: t('users.confirmRequired') },
    { validator: async (_r, v: string) => (v && v !== form.getFieldValue('password') ? Promise.reject(new Error(t('users.mismatch'))) : undefined) },
  ];
  const initial: Values = editing
    ? {
        username: editing.username,
        realName: editing.realName,
        deptId: editing.deptId,
        roleIds: editing.roles.map((r) => r.roleId),
        email: editing.email ?? undefined,
        phone: masked ? undefined : (editing.phone ?? undefined),
        lockFlag: editing.lockFlag,
      }
    : { username: '', realName: '', deptId: target.mode === 'add' ? target.deptId : null, roleIds: [] };

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      if (editing) {
        const body: TUpdateUserRequest = {
          userId: editing.userId,
          version: editing.version,
          realName: v.realName.trim(),
          email: text(v.email),
          deptId: v.deptId ?? null,
          roleIds: v.roleIds ?? [],
          lockFlag: Boolean(v.lockFlag),
          // a masked phone is not the number: leave it as it is
          ...(masked ? {} : { phone: text(v.phone) }),
        };
        const before: Record<string, unknown> = {
          realName: editing.realName,
          email: editing.email,
          deptId: editing.deptId,
          roleIds: editing.roles.map((r) => r.roleId).sort(),
          lockFlag: editing.lockFlag,
          ...(masked ? {} : { phone: editing.phone }),
        };
        // only what changed: changing your own roles or locking yourself is refused (1016) even when unchanged otherwise
        const changes = Object.fromEntries(
          Object.entries(body).filter(([k, x]) => {
            if (k === 'userId' || k === 'version') return true;
            const a = k === 'roleIds' ? [...(x as number[])].sort() : x;
            return JSON.stringify(a ?? null) !== JSON.stringify(before[k] ?? null);
          }),
        ) as TUpdateUserRequest;
        await updateUser(changes);
      } else {
        await addUser({
          username: v.username.trim(),
          realName: v.realName.trim(),
          password: await encryptPassword(v.password!),
          deptId: v.deptId ?? null,
          ...(v.roleIds && v.roleIds.length > 0 ? { roleIds: v.roleIds } : {}),
          email: text(v.email),
          phone: text(v.phone),
        });
      }
      message.success(t('kit.saved'));
      onClose(true);
    } catch (e) {
      showSaveError(e, message, form);
      // a stale version (1005): reload the list so the next try starts from the current data
      if ((e as { code?: number }).code === 1005) onClose(true);
    } finally {
      setBusy(false);
    }
  };
  const close = async () => {
    if (form.isFieldsTouched() && !(await confirmAction(t('kit.leaveConfirm')))) return;
    onClose(false);
  };
  return (
    <Modal
      open
      width={720}
      title={t(editing ? 'users.editTitle' : 'users.addTitle')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={close}
      confirmLoading={busy}
      maskClosable={false}
    >
      <Form form={form} layout="vertical" initialValues={initial} data-testid="user-form" autoComplete="off">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="username" label={t('users.username')} rules={editing ? [] : rules('username')}>
              <Input disabled={Boolean(editing)} data-testid="user-username" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="realName" label={t('users.realName')} rules={rules('realName')}>
              <Input data-testid="user-real-name" />
            </Form.Item>
          </Col>
          {!editing && (
            <>
              <Col span={12}>
                <Form.Item name="password" label={t('users.password')} rules={passwordRules} extra={t('users.passwordHint')}>
                  <Input.Password autoComplete="new-password" maxLength={30} data-testid="user-password" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="confirm" label={t('users.confirmPassword')} rules={confirmRules} dependencies={['password']}>
                  <Input.Password autoComplete="new-password" maxLength={30} data-testid="user-confirm" />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={12}>
            <Form.Item name="deptId" label={t('users.dept')}>
              <TreeSelect treeData={deptOptions(depts)} treeDefaultExpandAll allowClear showSearch={{ treeNodeFilterProp: 'title' }} data-testid="user-dept" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="roleIds" label={t('users.roles')}>
              <Select
                mode="multiple"
                allowClear
                optionFilterProp="label"
                placeholder={editing ? undefined : t('users.rolesPlaceholder')}
                options={roles.map((r) => ({ value: r.roleId, label: r.roleName }))}
                data-testid="user-roles"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="email" label={t('users.email')} rules={rules('email')}>
              <Input data-testid="user-email" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="phone" label={t('users.phone')} rules={masked ? [] : rules('phone')} extra={masked ? t('users.phoneMaskedHint') : undefined}>
              <Input disabled={masked} placeholder={masked ? t('users.noPhonePermission') : undefined} maxLength={11} prefix="+86" data-testid="user-phone" />
            </Form.Item>
          </Col>
          {editing && (
            <Col span={12}>
              <Form.Item name="lockFlag" label={t('users.locked')} valuePropName="checked" extra={t('users.lockHint')}>
                <Switch data-testid="user-lock" />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </Modal>
  );
}
