import { z } from 'zod';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import type { PermissionDef } from '../permissions/registry';
import { ZStateHistory } from './jobs';
import { ZKeyword, ZRemark, ZVersion } from './strings';

/**
 * One declaration per business object (docs/resources.md, decision 0028): the fields, states,
 * operations, permissions and menu node of an object, from which the request and reply
 * schemas, the permission entries, the xlsx columns, the server routes and the screens are
 * derived. Pure data and zod: no React, no database.
 */

/** A text in both languages: [zh-CN, en-US]. */
export type Text2 = readonly [zh: string, en: string];

/** A tag's colour: antd's status names, or the colour names the console's tags keep readable (ui/tag.tsx). */
export type TagColor = 'success' | 'processing' | 'warning' | 'error' | 'default' | 'green' | 'red' | 'orange' | 'gold' | 'blue';

export type FieldKind = 'text' | 'textarea' | 'number' | 'money' | 'switch' | 'select' | 'date' | 'dateTime';

export type FieldDef = {
  /** validation of bodies and import rows (writable fields) or of replies (readOnly); optional() = not required */
  schema: z.ZodType;
  /** list header, form label, detail label, xlsx header */
  label: Text2;
  kind?: FieldKind;
  /**
   * fixed options (the value's label in both languages; `colors`: the list shows the value as a tag
   * of that colour), or a lookup the page fills in
   */
  options?: { values: Record<string, Text2>; colors?: Record<string, TagColor> } | { lookup: string };
  /** how the list filters on it: a prefix of the text, the exact value, or a range of dates */
  filter?: 'prefix' | 'eq' | 'dateRange';
  sort?: boolean;
  list?: false | { width?: number; fixed?: 'left' | 'right'; hidden?: boolean };
  /** `lockedOnEdit`: left out of the update (sending it answers 1001); `disabledOnEdit`: only the edit form locks it, the API takes it */
  form?: false | { lockedOnEdit?: boolean; disabledOnEdit?: boolean; span?: 12 | 24 };
  /** computed or joined: in replies only, never writable */
  readOnly?: boolean;
  xlsx?: false | { width?: number; example?: string; import?: boolean };
};

export type TransitionDef = {
  from: readonly string[];
  to: string;
  label: Text2;
  /** a key of the declaration's permissions */
  permission: string;
  /** true: a reason is required; omitted: one may be given; false: the body takes none (legacy bodies of `{ id, version }` only) */
  reason?: boolean;
  /** the danger style and a confirmation in the screens */
  danger?: boolean;
  /** the question the screens ask before a transition without a dialog (`{name}` is the row's name) */
  confirm?: Text2;
  /** the screens say "saved" after it, as after a transition with a dialog */
  saved?: true;
  /** the reference's description where the generated one ("From … to …") does not read well */
  description?: string;
  /** more values the transition takes (a dialog asks for them; checked with their schemas) */
  input?: Record<string, FieldDef>;
};

export type StatesDef = {
  field: string;
  initial: string;
  values: Record<string, { label: Text2; color: TagColor }>;
  transitions: Record<string, TransitionDef>;
  /**
   * the column is a boolean (an enabled flag): the values are 'true' and 'false', requests and
   * replies carry true / false, and the history writes 'true' / 'false'
   */
  boolean?: true;
  /** how the history names state changes other objects' rules make (a loan lending its asset) */
  events?: Record<string, Text2>;
};

export const RESOURCE_OPS = ['page', 'detail', 'save', 'update', 'delete', 'export', 'import', 'template'] as const;
export type ResourceOp = (typeof RESOURCE_OPS)[number];

export type ResourcePermissions = { view: string; add?: string; edit?: string; del?: string; export?: string; import?: string } & Record<
  string,
  string | undefined
>;

/** A list filter that is not a field: a prefix of any of the named columns (one search box over both names). */
export type FilterDef = { label: Text2; prefixOf: readonly [string, ...string[]] };

export type ResourceDef = {
  /** entity type of the history and the operation log; the xlsx subject */
  name: string;
  label: Text2;
  /** `/{svc}-<service><base>/<op>`; `paths` keeps legacy names where the specs give them */
  api: {
    service: string;
    base: string;
    paths?: Partial<Record<ResourceOp | (string & {}), string>>;
    /** the reference's one-line summary of an operation where the generated one ("Add a …") is not wanted */
    summaries?: Partial<Record<ResourceOp | (string & {}), string>>;
  };
  screen: {
    /** the list route */
    route: string;
    menu: { parent: string; icon: string; sortOrder: number; label?: Text2 };
    /** dialogs over the list, or routes of their own (…/add, …/edit/{id}, …/detail/{id}) */
    forms: 'dialog' | 'routes';
    /** the routed forms' base when it differs from the list's folder */
    formBase?: string;
    /**
     * routed forms at paths of their own where …/add, …/edit/{id}, …/detail/{id} do not fit
     * (`/sn/addCommon`, `/sn/editCommon/{id}`, `/productConfiguration/edit?id={id}`): templates naming
     * `{id}` or other fields of the row (`{configNo}`), `{name?}` an optional segment; an `edit` path
     * also shows the edit button when the ops have no 'update' (a custom page edits)
     */
    formPaths?: { add?: string; edit?: string; detail?: string };
    /** routed forms: a row's "Copy" opens …/add/{id}, a new record with that one's values but its identity (the fields locked once saved) */
    copy?: true;
    /** the forms' order of the fields where it differs from the columns' (the fields not named follow in their order) */
    formOrder?: readonly string[];
    /** the field naming a row in confirmations, or one for each language [zh, en] (the first field by default) */
    rowName?: string | readonly [zh: string, en: string];
    /** widths of the list's own columns: the state (110) and the row actions (220) */
    widths?: { state?: number; actions?: number };
    /** false: no last-change column */
    lastChange?: false;
    /** false: the detail shows the row without its state history */
    history?: false;
    /** an append-only list's time column ("Recorded at" by default), e.g. ['操作时间', 'Operated at'] */
    timeLabel?: Text2;
  };
  fields: Record<string, FieldDef>;
  /** list filters over several columns (a name in either language), beside the fields' own */
  filters?: Record<string, FilterDef>;
  states?: StatesDef;
  ops: readonly ResourceOp[];
  permissions: ResourcePermissions;
  /** the noun the grant tree's labels put after each verb where it is not the label (English plurals: "View warehouses") */
  permissionNoun?: Text2;
  /** how a permission reads in the grant tree where "<verb> <label>" does not read well */
  permissionLabels?: Record<string, Text2>;
  /** the time columns a list may sort by (both by default) */
  timeSorts?: readonly (typeof RESOURCE_TIME_SORTS)[number][];
  /** an import saves all its rows or none: one refused row leaves the file unsaved (the failure file lists it) */
  importAtomic?: true;
  /**
   * an import first runs as a dry run (the same checks in a transaction rolled back): `importExcel` answers a job whose
   * report (`importReport?jobId=`) says per row what would be created, updated or refused; `importCommit` then saves it
   */
  importDryRun?: true;
  /**
   * rows the system writes and nobody changes (logs, runs, pushes): no version, no last change, no
   * states; only 'page', 'detail' and 'export'. The table needs an id and `createdAt` alone; lists
   * are newest first and search their time (`createTimeFrom` / `createTimeTo`, ISO times).
   */
  appendOnly?: true;
  /** the order of a list without a sort: a field, then the id */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /**
   * how the operation log names its changes where an object had them before the kit: the module
   * (`name` by default) and the actions of a save, an update and a delete (`create`, `update`, `delete`)
   */
  log?: { module?: string; actions?: Partial<Record<'create' | 'update' | 'delete', string>> };
};

export const defineResource = <const D extends ResourceDef>(d: D): D => d;

type Fields<D extends ResourceDef> = D['fields'];
/** the names of the fields a client may write */
export type WritableKeys<D extends ResourceDef> = {
  [K in keyof Fields<D>]: Fields<D>[K] extends { readOnly: true } ? never : K;
}[keyof Fields<D>] &
  string;
export type TransitionKeys<D extends ResourceDef> = D['states'] extends StatesDef ? keyof D['states']['transitions'] & string : never;

const writableEntries = (d: ResourceDef) => Object.entries(d.fields).filter(([, f]) => !f.readOnly);

/** The value a reply holds for a field: the body schema without optional/default, null where not required. */
function replySchemaOf(f: FieldDef): z.ZodType {
  let s = f.schema as z.ZodType;
  let optional = false;
  for (;;) {
    // a field with a default always has a value: its reply is not null
    if (s instanceof z.ZodDefault) {
      s = s.unwrap() as z.ZodType;
      continue;
    }
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable) {
      optional = true;
      s = (s as z.ZodOptional<z.ZodType>).unwrap() as z.ZodType;
      continue;
    }
    break;
  }
  // a reply is what the server wrote: its text rules (trim, length) need not be checked again
  const base = s instanceof z.ZodString ? z.string() : s instanceof z.ZodNumber ? z.number() : s;
  return optional || f.readOnly ? base.nullable() : base;
}

/** A field's own schema without optional / nullable / default: what an `eq` filter takes. */
function valueSchemaOf(f: FieldDef): z.ZodType {
  let s = f.schema as z.ZodType;
  while (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault) s = (s as z.ZodOptional<z.ZodType>).unwrap() as z.ZodType;
  return s;
}

/** The schema of the state in requests and replies: one of its values, or true / false for a boolean column. */
export const stateSchemaOf = (st: StatesDef): z.ZodType => (st.boolean ? z.boolean() : z.enum(Object.keys(st.values) as [string, ...string[]]));

/** The filters a list takes, from the fields' `filter`, the declaration's `filters` (and the state field). */
function filterShape(d: ResourceDef): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(d.fields)) {
    if (f.filter === 'prefix') shape[name] = ZKeyword.optional();
    else if (f.filter === 'eq') shape[name] = valueSchemaOf(f).optional();
    else if (f.filter === 'dateRange') {
      shape[`${name}From`] = z.iso.date().optional();
      shape[`${name}To`] = z.iso.date().optional();
    }
  }
  for (const name of Object.keys(d.filters ?? {})) shape[name] = ZKeyword.optional();
  if (d.states) shape[d.states.field] = stateSchemaOf(d.states).optional();
  if (d.appendOnly) {
    shape.createTimeFrom = z.iso.datetime({ offset: true }).optional();
    shape.createTimeTo = z.iso.datetime({ offset: true }).optional();
  }
  return shape;
}

export const RESOURCE_TIME_SORTS = ['createTime', 'updateTime'] as const;

/** The time columns a list sorts by: the declared ones, both by default, the creation time alone for append-only rows. */
export const timeSortsOf = (d: ResourceDef): readonly (typeof RESOURCE_TIME_SORTS)[number][] =>
  d.timeSorts ?? (d.appendOnly ? ['createTime'] : RESOURCE_TIME_SORTS);

export function sortableOf(d: ResourceDef): [string, ...string[]] {
  return [...timeSortsOf(d), ...Object.keys(d.fields).filter((k) => d.fields[k]!.sort)] as [string, ...string[]];
}

/** What a reply of a changeable row carries beyond an append-only one. */
type Changeable<D extends ResourceDef> = D extends { appendOnly: true }
  ? unknown
  : // any declaration (a kit function's parameter): both kinds fit it
    ResourceDef extends D
    ? { version?: z.ZodNumber; updateTime?: z.ZodString }
    : { version: z.ZodNumber; updateTime: z.ZodString };

/** Everything a generated resource's requests and replies are checked with, derived once. */
export function resourceContracts<const D extends ResourceDef>(d: D) {
  const writable = Object.fromEntries(writableEntries(d).map(([k, f]) => [k, f.schema]));
  const editable = Object.fromEntries(
    writableEntries(d)
      .filter(([, f]) => !(f.form && f.form.lockedOnEdit))
      .map(([k, f]) => [k, f.schema]),
  );
  const replyFields = Object.fromEntries(Object.entries(d.fields).map(([k, f]) => [k, replySchemaOf(f)]));
  const stateField = d.states ? { [d.states.field]: stateSchemaOf(d.states) } : {};
  const changeable = (d.appendOnly ? {} : { version: z.number(), updateTime: z.string() }) as Changeable<D>;
  const ZRow = z.object({
    id: z.number(),
    ...replyFields,
    ...stateField,
    ...changeable,
    createTime: z.string(),
    /** the transitions this caller may take from the row's state (the screens read them, never a copy of the rules) */
    allowedActions: z.array(z.string()),
  });
  const transitions = Object.fromEntries(
    Object.entries(d.states?.transitions ?? {}).map(([action, t]) => [
      action,
      z
        .object({
          id: ZId,
          version: ZVersion,
          ...(t.reason === false ? {} : { reason: ZRemark.trim().optional() }),
          ...Object.fromEntries(Object.entries(t.input ?? {}).map(([k, f]) => [k, f.schema])),
        })
        .strict()
        .describe(action),
    ]),
  ) as unknown as Record<TransitionKeys<D>, z.ZodObject>;
  return {
    ZSave: z.object(writable).strict(),
    ZUpdate: z.object({ id: ZId, version: ZVersion, ...editable }).strict(),
    ZDelete: z.object({ id: ZId, version: ZVersion }).strict(),
    ZRow,
    /** the row with its state history (an object without states: the row alone) */
    ZDetail: d.states ? ZRow.extend({ history: z.array(ZStateHistory) }) : ZRow,
    ZPageQuery: pageQuery(filterShape(d), sortableOf(d)),
    ZPage: pageResult(ZRow),
    transitions,
  };
}

/** The operation log's module and action of a change (`log` of an object that had them before the kit). */
export function resourceLogName(d: ResourceDef, action: string): { module: string; action: string } {
  return { module: d.log?.module ?? d.name, action: d.log?.actions?.[action as 'create'] ?? action };
}

/** The path of an operation: the declared legacy name, or `<base>/<op>` (export and import by the API's style). */
export function resourcePath(d: ResourceDef, op: ResourceOp | (string & {})): string {
  const legacy = d.api.paths?.[op];
  if (legacy) return legacy;
  const action = op === 'import' ? 'importExcel' : op === 'detail' ? 'detail/:id' : op;
  return `${d.api.base}/${action}`;
}

const OP_VERBS: Record<string, Text2> = {
  view: ['查看', 'View'],
  add: ['新增', 'Add'],
  edit: ['编辑', 'Edit'],
  del: ['删除', 'Delete'],
  export: ['导出', 'Export'],
  import: ['导入', 'Import'],
};

/** The permission entries of a declaration (button nodes under its page), labelled from the operation or the transition. */
export function resourcePermissions(d: ResourceDef): Record<string, PermissionDef> {
  const out: Record<string, PermissionDef> = {};
  const seen = new Set<string>();
  for (const [key, name] of Object.entries(d.permissions)) {
    if (!name || seen.has(name)) continue;
    seen.add(name);
    const own = d.permissionLabels?.[key];
    if (own) {
      out[key] = { name, page: d.screen.route, zh: own[0], en: own[1] };
      continue;
    }
    const verb =
      OP_VERBS[key] ??
      Object.values(d.states?.transitions ?? {})
        .filter((t) => t.permission === key)
        .map((t) => t.label)[0] ??
      ([key, key] as Text2);
    const noun = d.permissionNoun ?? [d.label[0], d.label[1].toLowerCase()];
    out[key] = { name, page: d.screen.route, zh: `${verb[0]}${noun[0]}`, en: `${verb[1]} ${noun[1]}` };
  }
  return out;
}

/** The permission name behind a transition (its key in `permissions`). */
export function transitionPermission(d: ResourceDef, action: string): string {
  const t = d.states?.transitions[action];
  const name = t ? d.permissions[t.permission] : undefined;
  if (!name) throw new Error(`${d.name}: transition ${action} names no declared permission`);
  return name;
}

/** The columns of an export and of the import template: the fields in xlsx, in order. */
export function resourceXlsxFields(d: ResourceDef, mode: 'export' | 'import'): Array<[string, FieldDef]> {
  return Object.entries(d.fields).filter(([, f]) => {
    if (f.xlsx === false) return false;
    if (mode === 'import') return !f.readOnly && !(f.xlsx && f.xlsx.import === false);
    return true;
  });
}

/** A field is required when its schema refuses undefined. */
export function isRequiredField(f: FieldDef): boolean {
  return !f.schema.safeParse(undefined).success;
}

/** An append-only record's time as a field (its detail shows it first): "Recorded at", or the declared `screen.timeLabel`. */
export function recordTimeField(d: ResourceDef): FieldDef {
  return { schema: z.string(), label: d.screen.timeLabel ?? ['记录时间', 'Recorded at'], kind: 'dateTime', readOnly: true };
}

/** The label of a value in the caller's language. */
export const text2 = (t: Text2, lang: 'zh-CN' | 'en-US' | string): string => (lang === 'zh-CN' ? t[0] : t[1]);

/** The declaration's menu node (a page under its folder), in the shape of the menu seed. */
export function resourceMenuSeed(d: ResourceDef) {
  const m = d.screen.menu;
  const label = m.label ?? d.label;
  return { path: d.screen.route, name: label[0], enName: label[1], icon: m.icon, parent: m.parent, sortOrder: m.sortOrder };
}
