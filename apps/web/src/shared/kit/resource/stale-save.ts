import type { ResourceDef } from '@diagops/contracts';
import type { ResourceDetail } from './resource-api';
import { formFields } from './resource-fields';

/** A refused save (1005): the record as the form opened it, as it is now, and the values the user wanted. */
export type StaleSave = { opened: ResourceDetail; latest: ResourceDetail; mine: Record<string, unknown> };

export const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '–' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The form's fields someone else changed since the form opened (compared as the user sees them). */
export function changedByOthers(def: ResourceDef, s: StaleSave): string[] {
  return formFields(def, 'edit')
    .map(([name]) => name)
    .filter((name) => shown(s.opened[name]) !== shown(s.latest[name]));
}

/** The version to go on from when the user keeps their changes: theirs, with the fields this user changed set as they wanted. */
export function keepMine(s: StaleSave): ResourceDetail {
  const edits = Object.fromEntries(Object.entries(s.mine).filter(([name, v]) => shown(v) !== shown(s.opened[name])));
  return { ...s.latest, ...edits } as ResourceDetail;
}
