import type { AxiosRequestConfig } from 'axios';
import { t } from '../i18n/i18n';
import { http } from './client';
import { notice } from './notice';

/** The file name of a content-disposition header (RFC 6266 filename* first). */
export function fileNameOf(disposition: string | null | undefined, fallback = 'download'): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  if (!plain?.[1]) return fallback;
  try {
    return decodeURIComponent(plain[1].trim());
  } catch {
    return plain[1].trim();
  }
}

/**
 * Downloads a file (HTTP-08, HTTP-09): saves the blob under the name of its
 * content-disposition; a JSON blob is a refusal whose msg is shown as a warning.
 * Resolves with the saved name, or null when the server answered JSON.
 */
export async function download(config: AxiosRequestConfig, fallbackName?: string): Promise<string | null> {
  const res = await http.request<Blob>({ ...config, responseType: 'blob' });
  const blob = res.data;
  if (blob.type.includes('application/json')) {
    let msg = t('http.unknownError');
    try {
      const body = JSON.parse(await blob.text()) as { msg?: string; message?: string };
      msg = body.msg || body.message || msg;
    } catch {
      /* keep the generic text */
    }
    notice.warning(msg);
    return null;
  }
  const name = fileNameOf(res.headers['content-disposition'] as string | undefined, fallbackName);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
