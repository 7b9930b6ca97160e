import type { FormInstance } from 'antd';
import { isHttpError } from '../http/http-error';

type Notify = { error: (text: string) => unknown };

/**
 * Shows a failed save to the user. The http client rejects 400 replies silently (the spec's
 * white list): field errors go to the form's fields (the rest, and a plain 400 message,
 * to a message); anything the client already showed is left alone.
 */
export function showSaveError(e: unknown, message: Notify, form?: Pick<FormInstance, 'setFields' | 'getFieldsValue'>): void {
  if (!isHttpError(e) || e.shown) return;
  const errors = (e.data as { errors?: Array<{ field: string; message: string }> } | null)?.errors ?? [];
  const known = form ? new Set(Object.keys(form.getFieldsValue(true) ?? {})) : new Set<string>();
  const onFields = errors.filter((x) => known.has(x.field));
  if (form && onFields.length > 0) form.setFields(onFields.map((x) => ({ name: x.field, errors: [x.message] })));
  const rest = errors.filter((x) => !known.has(x.field));
  if (onFields.length === 0 || rest.length > 0)
    message.error(rest.length > 0 ? `${e.message}: ${rest.map((x) => `${x.field} ${x.message}`).join('; ')}` : e.message);
}
