import { isHttpError } from '../../shared/http/http-error';
import { i18n, t } from '../../shared/i18n/i18n';

/**
 * The phone flow's error rule (platform.md §8), used by the other account dialogs too:
 * the translation for code.{code} if one exists, else the server's message (a field error
 * first), else the fallback ("send code failed" / "operation failed").
 */
export function flowErrorText(e: unknown, fallbackKey: string): string {
  if (isHttpError(e) && e.code !== undefined) {
    const key = `code.${e.code}`;
    if (i18n.exists(key)) return t(key);
    const field = (e.data as { errors?: Array<{ message?: string }> } | null)?.errors?.[0]?.message;
    if (field) return field;
    if (e.message && e.message !== t('http.unknownError')) return e.message;
  }
  return t(fallbackKey);
}

/** 138****5678, as the user's own phone is shown in the dialog. */
export function maskedPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}
