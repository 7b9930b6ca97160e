import { type FieldDef, REPORT_KINDS, REPORT_ROUTES, type TReportKind, text2 } from '@diagops/contracts';

/** The kind a report route is for: the list route itself, or the detail route's path before its id. */
export function kindOfPath(pathname: string): TReportKind {
  return (
    REPORT_KINDS.find(
      (k) => REPORT_ROUTES[k].list === pathname || pathname.startsWith(REPORT_ROUTES[k].detail.slice(0, REPORT_ROUTES[k].detail.indexOf('{'))),
    ) ?? 'diagnosis'
  );
}

/** UTIL-08: a diagnosis time as UTC, said so ("2026-03-02 07:15:00 UTC"). */
export const utc = (iso: unknown) => (typeof iso === 'string' && iso ? `${iso.slice(0, 19).replace('T', ' ')} UTC` : '-');

/** A declared value as the detail shows it: an option's label in the language, a number as it is. */
export function shownValue(f: FieldDef, v: unknown, lang: string): string {
  if (v === null || v === undefined || v === '') return '-';
  const values = f.options && 'values' in f.options ? f.options.values : undefined;
  const option = values?.[String(v)];
  return option ? text2(option, lang) : String(v);
}

export const fileSize = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);
