import { type ResourceDef, text2 } from '@diagops/contracts';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Access } from '../../components/access';
import { App } from '../../ui/app';
import { AddButton } from '../add-button';
import { confirmAction } from '../confirm';
import { type FormMode, useFormTarget } from '../entity-form';
import { ExportButton } from '../export-button';
import { ImportButton } from '../import-dialog';
import { KitListPage } from '../list-page';
import type { ListActions } from '../list-view';
import { fillFormPath, formPathKey, formPathMode, useRouteForm } from '../route-form';
import { rowActionsColumn } from '../row-actions';
import styles from './resource.module.css';
import { type ResourceDetail, type ResourceRow, resourceApi } from './resource-api';
import { type CellOverrides, resourceColumns } from './resource-columns';
import type { FieldOverrides } from './resource-fields';
import { ResourceForm } from './resource-form';
import { TransitionDialog } from './transition-dialog';

type Props = {
  def: ResourceDef;
  /** options of lookups and custom controls, by field */
  fields?: FieldOverrides;
  /** custom cells, by field */
  cells?: CellOverrides;
  /** filters every query of this screen carries (a screen showing part of the rows); their fields (not the state) are left off the list */
  fixedFilters?: Record<string, unknown>;
  /** the list route when this screen is another view of the declaration (its forms are dialogs then) */
  route?: string;
  /** values a new record starts with */
  initialValues?: () => Record<string, unknown>;
  /** more buttons before the toolbar's own; as a function, given the list's reload (a dialog in the toolbar stays open) */
  toolbar?: ReactNode[] | ((list: { reload: () => void }) => ReactNode[]);
  /** a view that lists without adding (the add button lives on another screen of the declaration) */
  noAdd?: boolean;
  /** the list's id (its saved column settings) where a screen had one before the kit */
  id?: string;
  /** i18n keys of the form titles where the generated ones are not wanted */
  titleKeys?: Record<FormMode, string>;
  /** after every change made here (save, edit, delete, transition, import): e.g. refresh another screen's options */
  onChanged?: () => void;
  /** a panel left of the list (e.g. a tree that sets `fixedFilters`; the list goes back to page 1 when they change) */
  sider?: ReactNode;
  /** the rows whose edit button shows (absent: all) — where the server refuses an edit by a row's computed value */
  canEdit?: (row: ResourceRow) => boolean;
};

/**
 * The list screen of a declared object: search fields from its filters, columns from its fields,
 * the toolbar from its operations (add, import, export) and row actions from the server's
 * `allowedActions` for each row — never from a copy of its state machine. Forms are dialogs, or
 * routes of their own (…/add, …/edit/{id}, …/detail/{id}) when the declaration says so.
 */
export function ResourceListPage(p: Props) {
  const { def } = p;
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const lang = i18n.language;
  const navigate = useNavigate();
  const api = useMemo(() => resourceApi(def), [def]);
  const ref = useRef<ListActions | undefined>(undefined);
  const routed = def.screen.forms === 'routes' && !p.route;
  const listPath = p.route ?? def.screen.route;
  const formBase = def.screen.formBase ?? def.screen.route.replace(/\/[^/]+$/, '');
  const formPaths = def.screen.formPaths;
  const { pathname } = useLocation();
  const dialog = useFormTarget<ResourceDetail>();
  const formKey = routed ? formPathKey(formPaths) : undefined;
  const routeForm = useRouteForm<ResourceDetail>(
    listPath,
    api.detail,
    routed ? formPathMode(formPaths, pathname) : null,
    formKey ? { param: formKey, load: (v) => api.detailBy(formKey, v) } : undefined,
  );
  const form = routed ? routeForm : dialog;
  const [transition, setTransition] = useState<{ row: ResourceRow; action: string } | null>(null);
  const has = (op: (typeof def.ops)[number]) => def.ops.includes(op);
  const P = def.permissions;
  const reload = () => {
    ref.current?.reload();
    p.onChanged?.();
  };
  const fixedKey = JSON.stringify(p.fixedFilters ?? {});
  const firstFixed = useRef(fixedKey);
  useEffect(() => {
    if (fixedKey !== firstFixed.current) ref.current?.reloadAndRest();
    firstFixed.current = fixedKey;
  }, [fixedKey]);
  const rowName = (row: ResourceRow) => {
    const named = def.screen.rowName ?? Object.keys(def.fields)[0]!;
    const field = typeof named === 'string' ? named : named[lang === 'zh-CN' ? 0 : 1];
    return String(row[field] ?? row.id);
  };

  const open = async (mode: FormMode, row?: ResourceRow) => {
    const own = formPaths?.[mode];
    if (routed && own) return navigate(fillFormPath(own, row));
    if (routed) return navigate(mode === 'add' ? `${formBase}/add` : `${formBase}/${mode}/${row!.id}`);
    dialog.open(mode, row ? await api.detail(row.id) : null);
  };
  const run = async (row: ResourceRow, action: string) => {
    const tr = def.states!.transitions[action]!;
    if (tr.reason || tr.input) return setTransition({ row, action });
    const name = rowName(row);
    const question = tr.confirm ? text2(tr.confirm, lang).replace('{name}', name) : t('kit.transitionConfirm', { action: text2(tr.label, lang), name });
    if (!(await confirmAction(question, { danger: tr.danger }))) return;
    await api.transition(action, { id: row.id, version: row.version });
    if (tr.saved) message.success(t('kit.saved'));
    reload();
  };

  const columns = [
    // a field the page fixes holds the same value on every row: neither a column nor a search field
    // (the state stays: its tag still tells the rows apart, as an open loan from an overdue one)
    ...resourceColumns(def, lang, t, p.fields, p.cells).filter((c) => !(String(c.dataIndex) in (p.fixedFilters ?? {})) || c.dataIndex === def.states?.field),
    rowActionsColumn<ResourceRow>({
      width: def.screen.widths?.actions ?? 220,
      wrap: true,
      onDetail: has('detail') ? (r) => void open('detail', r) : undefined,
      edit: (has('update') || formPaths?.edit) && P.edit ? { permission: P.edit, onEdit: (r) => void open('edit', r), when: p.canEdit } : undefined,
      extra: [
        ...(routed && def.screen.copy && has('save') && P.add
          ? [
              {
                key: 'copy',
                label: t('kit.copy'),
                permission: P.add,
                onClick: (r: ResourceRow) => navigate(`${formBase}/add/${r.id}`),
                testId: (r: ResourceRow) => `action-copy-${r.id}`,
              },
            ]
          : []),
        ...Object.entries(def.states?.transitions ?? {}).map(([action, tr]) => ({
          key: action,
          label: text2(tr.label, lang),
          when: (r: ResourceRow) => r.allowedActions.includes(action),
          onClick: (r: ResourceRow) => void run(r, action),
          testId: (r: ResourceRow) => `action-${action}-${r.id}`,
        })),
      ],
      delete: has('delete') && P.del ? { permission: P.del, name: rowName, run: (r) => api.remove(r), onDeleted: reload } : undefined,
    }),
  ];

  const list = (
    <KitListPage<ResourceRow>
      id={p.id ?? `resource:${def.name}:${listPath}`}
      rowKey="id"
      keyset
      columns={columns}
      fetch={(q) => api.page({ ...q, ...p.fixedFilters })}
      actionRef={ref}
      toolbar={({ filters }) => [
        ...(typeof p.toolbar === 'function' ? p.toolbar({ reload }) : (p.toolbar ?? [])),
        has('save') && P.add && !p.noAdd ? <AddButton key="add" permission={P.add} onClick={() => void open('add')} testId="resource-add" /> : null,
        has('import') && P.import ? (
          <Access key="import" permission={P.import}>
            <ImportButton
              service={def.api.service}
              importUrl={api.url('import')}
              templateUrl={api.url('template')}
              failedFileUrl={(id) => `${api.url('failedFile')}?jobId=${id}`}
              onImported={reload}
              dryRun={def.importDryRun ? { reportUrl: (id) => `${api.url('importReport')}?jobId=${id}`, commitUrl: api.url('importCommit') } : undefined}
            />
          </Access>
        ) : null,
        has('export') && P.export ? (
          <Access key="export" permission={P.export}>
            <ExportButton url={api.url('export')} service={def.api.service} body={() => ({ ...filters(), ...p.fixedFilters })} />
          </Access>
        ) : null,
      ]}
    />
  );

  return (
    <>
      {p.sider ? (
        <div className={styles.withSider}>
          <div className={styles.sider}>{p.sider}</div>
          <div className={styles.main}>{list}</div>
        </div>
      ) : (
        list
      )}
      <ResourceForm
        def={def}
        api={api}
        mode={form.mode}
        record={form.current}
        initialValues={form.mode === 'add' ? p.initialValues?.() : undefined}
        overrides={p.fields}
        titleKeys={p.titleKeys}
        onClose={() => form.close()}
        onSaved={reload}
      />
      <TransitionDialog
        def={def}
        api={api}
        target={transition}
        onClose={() => setTransition(null)}
        onDone={() => {
          setTransition(null);
          reload();
        }}
      />
    </>
  );
}
