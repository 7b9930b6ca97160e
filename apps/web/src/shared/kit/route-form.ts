import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { type FormMode, useFormTarget } from './entity-form';

/** Navigation state asking the shell to close the tab of the page being left. */
export type LeavingState = { closeTab: string };

/** Goes to `to` and closes the tab of the page left (a form page done with its work). */
export function useLeavePage(): (to: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (to: string) => navigate(to, { state: { closeTab: pathname } satisfies LeavingState });
}

/** The form a route asks for: …/add (…/add/{id}: a copy of that record), …/edit/{id} (or ?id=), …/detail/{id}; null on the list itself. */
export function routeMode(pathname: string): FormMode | null {
  if (/\/add(\/|$)/.test(pathname)) return 'add';
  if (/\/edit(\/|$)/.test(pathname)) return 'edit';
  if (/\/detail(\/|$)/.test(pathname)) return 'detail';
  return null;
}

/** A declaration's own form paths (`screen.formPaths`): templates naming `{id}`, other row fields, `{name?}` optional segments. */
export type FormPaths = Partial<Record<FormMode, string>>;

/** The path of a form from its template: `{field}` from the row, an optional `/{field?}` dropped when the row has none. */
export function fillFormPath(template: string, row?: Record<string, unknown>): string {
  return template.replace(/(\/?)\{(\w+)(\??)\}/g, (_, slash: string, name: string, optional: string) => {
    const v = row?.[name];
    if (v === undefined || v === null || v === '') return optional ? '' : `${slash}`;
    return `${slash}${encodeURIComponent(String(v))}`;
  });
}

/** The form a route asks for by the declaration's own paths (the query part of a template is not matched); undefined when none matches. */
export function formPathMode(paths: FormPaths | undefined, pathname: string): FormMode | undefined {
  for (const mode of ['add', 'edit', 'detail'] as const) {
    const template = paths?.[mode]?.split(/\?(?![^{}]*\})/)[0]; // the path without a query (`{name?}` is not one)
    if (!template) continue;
    const pattern = template
      .split(/(\/?\{\w+\??\})/)
      .map((part) => {
        const m = /^(\/?)\{\w+(\??)\}$/.exec(part);
        if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        return m[2] ? `(?:${m[1]}[^/]+)?` : `${m[1]}[^/]+`;
      })
      .join('');
    if (new RegExp(`^${pattern}/?$`).test(pathname)) return mode;
  }
  return undefined;
}

/** The row field an edit or detail path names the record by when it is not `{id}` (`{serialNumber}`). */
export function formPathKey(paths: FormPaths | undefined): string | undefined {
  const name = /\{(\w+)\??\}/.exec(paths?.edit ?? paths?.detail ?? '')?.[1];
  return name && name !== 'id' ? name : undefined;
}

/**
 * A list page whose add / edit / detail have routes of their own: the page opens the kit's
 * form for the route (loading the record by id; `mode` when the route names it otherwise), and
 * closing it returns to the list route and closes the form route's tab, which showed the same list.
 */
export function useRouteForm<T>(
  listPath: string,
  load: (id: number) => Promise<T>,
  routedMode?: FormMode | null,
  /** a route naming the record by another field (`/faultlight/edit/index/{serialNumber}`): that parameter and its loader */
  byKey?: { param: string; load: (value: string) => Promise<T> },
) {
  const form = useFormTarget<T>();
  const { pathname } = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  const mode = routedMode === undefined ? routeMode(pathname) : routedMode;
  const leave = useLeavePage();
  const id = Number(params.id ?? search.get('id'));
  const key = byKey ? params[byKey.param] : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per route
  useEffect(() => {
    if (mode === 'add' && id > 0)
      void load(id).then((r) => form.open('add', r)); // …/add/{id}: a new record copying that one
    else if (mode === 'add') form.open('add');
    else if (mode && key && byKey) void byKey.load(key).then((r) => form.open(mode, r));
    else if (mode && id > 0) void load(id).then((r) => form.open(mode, r));
  }, [mode, id, key]);
  return {
    ...form,
    /** closes the form; back to the list route (or to `then`) when the route opened it */
    close: (then?: string) => {
      form.close();
      if (then) leave(then);
      else if (mode) leave(listPath);
    },
  };
}
