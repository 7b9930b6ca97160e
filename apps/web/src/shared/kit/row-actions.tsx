import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../components/access';
import { t as translate } from '../i18n/i18n';
import { useTheme } from '../theme/theme-store';
import { App } from '../ui/app';
import { Space } from '../ui/space';
import { confirmAction } from './confirm';
import type { KitColumn } from './list-view';

type Permission = string | readonly string[];

/** A link button of a row: shown to holders of its permission, for the records it applies to. */
export type RowAction<T> = {
  key: string;
  label: ReactNode;
  onClick: (record: T) => void;
  permission?: Permission;
  /** absent: every record */
  when?: (record: T) => boolean;
  testId?: (record: T) => string;
};

export type RowActionsOptions<T> = {
  /** first: what opens the record's own screens (entries, permissions, add a child) */
  lead?: RowAction<T>[];
  /** "Detail": the record read-only, for everyone who sees the list */
  onDetail?: (record: T) => void;
  /** `when` absent: every record (else only those it allows, e.g. not an ended activity) */
  edit?: { permission: Permission; onEdit: (record: T) => void; when?: (record: T) => boolean };
  /** between edit and delete (status changes, password reset …) */
  extra?: RowAction<T>[];
  delete?: {
    permission: Permission;
    /** absent: every record */
    when?: (record: T) => boolean;
    /** the record's name in the default confirmation ("Delete {name}?") */
    name?: (record: T) => string;
    /** the whole confirmation text, when the default does not fit */
    confirm?: (record: T) => string;
    /** the delete call (with id and version where the API wants them) */
    run: (record: T) => Promise<unknown>;
    /** after a delete that succeeded: reload the list … */
    onDeleted?: (record: T) => void;
    /** also disabled while something else runs on the record (a status change …) */
    disabled?: (record: T) => boolean;
  };
  /** let the buttons wrap onto a second line */
  wrap?: boolean;
};

/**
 * The actions of one list row: lead actions, detail, edit, extra actions, then delete
 * (a danger confirmation, the call, "Deleted", onDeleted). Each is hidden without its
 * permission; delete is disabled while it runs, and a refusal is left to the http client,
 * which has shown it.
 */
export function RowActions<T>({ record, ...o }: RowActionsOptions<T> & { record: T }) {
  // antd's dark danger text is 4.0:1 on the dark surfaces; its lighter red reads at 7:1
  const darkDanger = useTheme((state) => state.mode) === 'dark' ? { color: '#ff7875' } : undefined;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [deleting, setDeleting] = useState(false);
  const link = (a: RowAction<T>) => {
    if (a.when && !a.when(record)) return null;
    const button = (
      <Button key={a.key} type="link" size="small" onClick={() => a.onClick(record)} data-testid={a.testId?.(record)}>
        {a.label}
      </Button>
    );
    return a.permission ? (
      <Access key={a.key} permission={a.permission}>
        {button}
      </Access>
    ) : (
      button
    );
  };
  const del = o.delete;
  const remove = async () => {
    if (!del) return;
    const text = del.confirm ? del.confirm(record) : t('kit.deleteConfirm', { name: del.name?.(record) ?? '' });
    if (!(await confirmAction(text, { danger: true }))) return;
    setDeleting(true);
    try {
      await del.run(record);
      message.success(t('kit.deleted'));
      del.onDeleted?.(record);
    } catch {
      /* the http client has shown why (1015 still in use, 1016 yourself …) */
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Space size={0} wrap={o.wrap}>
      {o.lead?.map(link)}
      {o.onDetail && link({ key: 'detail', label: t('kit.detail'), onClick: o.onDetail })}
      {o.edit && link({ key: 'edit', label: t('kit.edit'), onClick: o.edit.onEdit, permission: o.edit.permission, when: o.edit.when })}
      {o.extra?.map(link)}
      {del && (!del.when || del.when(record)) && (
        <Access permission={del.permission}>
          <Button type="link" size="small" danger style={darkDanger} disabled={deleting || Boolean(del.disabled?.(record))} onClick={remove}>
            {t('kit.delete')}
          </Button>
        </Access>
      )}
    </Space>
  );
}

/** The "Actions" column of a list: fixed on the right, not searchable, <RowActions> per row. */
export function rowActionsColumn<T>({ width, fixed = 'right', ...options }: RowActionsOptions<T> & { width: number; fixed?: 'right' | false }): KitColumn<T> {
  return {
    title: translate('kit.actions'),
    key: 'actions',
    width,
    search: false,
    ...(fixed ? { fixed } : {}),
    render: (_, record) => <RowActions record={record} {...options} />,
  };
}
