import { MENU_ROOT_ID, MENU_TYPE, PLATFORM_TYPE, type TMenuCreateRequest, type TMenuEditRequest, type TMenuNode, ZMenuCreateRequest } from '@diagops/contracts';
import { Col, Form, Radio, Row, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { confirmAction } from '../../../shared/kit/confirm';
import { showSaveError } from '../../../shared/kit/form-errors';
import { zodRules } from '../../../shared/kit/zod-rules';
import { App } from '../../../shared/ui/app';
import { Input, InputNumber } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Select, TreeSelect } from '../../../shared/ui/select';
import { useRoleOptions } from '../../roles';
import { useSaveMenu } from '../api/save-menu';
import { CODE_PERMISSION_NAMES } from '../code-permissions';
import { changedFields, formatQuery, parentOptions, parseQuery } from '../menu-tree';
import { IconPicker } from './icon-picker';

/** add: a new node under `parentId` (-1: top level); edit: that node. */
export type MenuFormTarget = { mode: 'add'; parentId: number } | { mode: 'edit'; node: TMenuNode };

type Values = {
  parentId: number;
  type: 0 | 1;
  name: string;
  enName: string;
  path?: string;
  permission?: string;
  icon?: string | null;
  sortOrder: number;
  platformType: 1 | 3 | 4;
  href?: string;
  group: string[];
  query?: string;
  roles: string[];
  keepAlive: boolean;
  enabled: boolean;
};

/** A button whose permission a route declares: its permission and type cannot change. */
export const isCodeButton = (n: Pick<TMenuNode, 'permission'>) => Boolean(n.permission && CODE_PERMISSION_NAMES.has(n.permission));

function initialValues(target: MenuFormTarget): Values {
  if (target.mode === 'add')
    return { parentId: target.parentId, type: 0, name: '', enName: '', sortOrder: 0, platformType: 1, group: [], roles: [], keepAlive: true, enabled: true };
  const n = target.node;
  return {
    parentId: n.parentId,
    type: n.type,
    name: n.name,
    enName: n.enName,
    path: n.path ?? undefined,
    permission: n.permission ?? undefined,
    icon: n.icon,
    sortOrder: n.sortOrder,
    platformType: n.platformType as 1 | 3 | 4,
    href: n.href ?? undefined,
    group: n.group,
    query: formatQuery(n.query),
    roles: n.meta.roles,
    keepAlive: n.keepAlive,
    enabled: n.enabled,
  };
}

/** The node's fields as the API takes them: a page carries no permission, a button no path or page settings. */
function toFields(v: Values) {
  const page = v.type === MENU_TYPE.page;
  const text = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);
  return {
    parentId: v.parentId,
    type: v.type,
    name: v.name.trim(),
    enName: v.enName.trim(),
    path: page ? text(v.path) : null,
    permission: page ? null : text(v.permission),
    icon: page ? (v.icon ?? null) : null,
    sortOrder: v.sortOrder ?? 0,
    platformType: page ? v.platformType : 1,
    href: page ? text(v.href) : null,
    group: page ? (v.group ?? []) : [],
    query: page ? parseQuery(v.query) : null,
    meta: { roles: page ? (v.roles ?? []) : [] },
    keepAlive: page ? v.keepAlive : true,
    enabled: v.enabled,
  } as const;
}

type Props = { target: MenuFormTarget | null; tree: TMenuNode[]; onClose: () => void };

/** Add or edit a menu node: names in both languages, type, path or permission, icon, platform, href, group, query, roles, keep-alive. */
export function MenuForm(props: Props) {
  // a fresh form per opening: the dialog's fields start from the node (or the defaults) every time
  return props.target ? (
    <MenuFormDialog {...props} target={props.target} key={props.target.mode === 'edit' ? `e${props.target.node.menuId}` : `a${props.target.parentId}`} />
  ) : null;
}

function MenuFormDialog({ target, tree, onClose }: Props & { target: MenuFormTarget }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveMenu();
  const roles = useRoleOptions();
  const type = Form.useWatch('type', form);
  const editing = target.mode === 'edit' ? target.node : undefined;
  const locked = editing ? isCodeButton(editing) : false;
  const shape = ZMenuCreateRequest.shape as Record<string, z.ZodType>;
  const msgs = { required: t('kit.required'), invalid: (d: string) => t('kit.invalid', { detail: d }) };
  const rules = (name: string) => zodRules(shape, name, msgs);
  const parents = useMemo(
    () => [{ value: MENU_ROOT_ID, title: t('menus.topLevel'), children: parentOptions(tree, i18n.language === 'en-US' ? 'en-US' : 'zh-CN', editing?.menuId) }],
    [tree, i18n.language, editing?.menuId, t],
  );

  const close = async () => {
    if (form.isFieldsTouched() && !(await confirmAction(t('kit.leaveConfirm')))) return;
    onClose();
  };
  const submit = async () => {
    const v = await form.validateFields();
    const fields = toFields({ ...initialValues(target), ...v });
    try {
      if (editing) {
        const before = toFields(initialValues({ mode: 'edit', node: editing }));
        const changes = changedFields(before as Record<string, unknown>, fields as Record<string, unknown>);
        await save.mutateAsync({ edit: { ...changes, menuId: editing.menuId, version: editing.version } as TMenuEditRequest });
      } else {
        const create = Object.fromEntries(Object.entries(fields).filter(([, x]) => x !== null)) as Partial<TMenuCreateRequest>;
        await save.mutateAsync({ create });
      }
      message.success(t('kit.saved'));
      onClose();
    } catch (e) {
      // 10120 (duplicate), 1005 (stale) … were shown by the http client; 400s land here
      showSaveError(e, message, form);
    }
  };

  const platformOptions = [
    { value: PLATFORM_TYPE.console, label: t('menus.platform.1') },
    { value: PLATFORM_TYPE.evcharge, label: t('menus.platform.3') },
    { value: PLATFORM_TYPE.factory, label: t('menus.platform.4') },
  ];
  return (
    <Modal
      open
      title={t(editing ? 'menus.editTitle' : 'menus.addTitle')}
      width={760}
      style={{ top: 48 }}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={close}
      confirmLoading={save.isPending}
      maskClosable={false}
    >
      <Form form={form} layout="vertical" data-testid="menu-form" initialValues={initialValues(target)}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="parentId" label={t('menus.parent')} rules={[{ required: true, message: t('kit.required') }]}>
              <TreeSelect treeData={parents} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} data-testid="menu-parent" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="type" label={t('menus.type')}>
              <Radio.Group
                disabled={locked}
                options={[
                  { value: MENU_TYPE.page, label: t('menus.typeValue.0') },
                  { value: MENU_TYPE.button, label: t('menus.typeValue.1') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label={t('menus.nameZh')} rules={rules('name')}>
              <Input data-testid="menu-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enName" label={t('menus.nameEn')} rules={rules('enName')}>
              <Input data-testid="menu-en-name" />
            </Form.Item>
          </Col>
          {type === MENU_TYPE.button ? (
            <Col span={12}>
              <Form.Item
                name="permission"
                label={t('menus.permission')}
                rules={[{ required: true, message: t('kit.required') }, ...rules('permission')]}
                extra={locked ? t('menus.codePermission') : undefined}
              >
                <Input disabled={locked} placeholder="sys_example_view" data-testid="menu-permission" />
              </Form.Item>
            </Col>
          ) : (
            <>
              <Col span={12}>
                <Form.Item name="path" label={t('menus.path')} rules={[{ required: true, message: t('kit.required') }, ...rules('path')]}>
                  <Input placeholder="/example/list" data-testid="menu-path" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="icon" label={t('menus.icon')}>
                  <IconPicker />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="platformType" label={t('menus.platformType')}>
                  <Select options={platformOptions} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="href" label={t('menus.href')} rules={rules('href')} tooltip={t('menus.hrefHint')}>
                  <Input placeholder="https://" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="query" label={t('menus.query')} tooltip={t('menus.queryHint')}>
                  <Input placeholder="tab=1&type=a" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="group" label={t('menus.group')} tooltip={t('menus.groupHint')} rules={rules('group')}>
                  <Select mode="tags" open={false} suffixIcon={null} placeholder={t('menus.groupPlaceholder')} tokenSeparators={[',', ' ']} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="roles" label={t('menus.roles')} tooltip={t('menus.rolesHint')}>
                  <Select
                    mode="tags"
                    data-testid="menu-roles"
                    placeholder={t('menus.rolesPlaceholder')}
                    options={roles.map((r) => ({ value: r.roleCode, label: `${r.roleName} (${r.roleCode})` }))}
                  />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={4}>
            <Form.Item name="sortOrder" label={t('menus.sortOrder')} rules={rules('sortOrder')}>
              <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {type !== MENU_TYPE.button && (
            <Col span={4}>
              <Form.Item name="keepAlive" label={t('menus.keepAlive')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          )}
          <Col span={4}>
            <Form.Item name="enabled" label={t('menus.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
