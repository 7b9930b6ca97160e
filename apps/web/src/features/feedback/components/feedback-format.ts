import { feedbackDetailPath, type TFeedback } from '@diagops/contracts';
import type { StatusStyle } from '../../../shared/kit';

/** Tag styles of one value set: each value's colour, its label under `feedback.<group>.<value>`. */
export function feedbackStyles(group: string, colors: Record<string, string>): StatusStyle {
  return Object.fromEntries(Object.entries(colors).map(([value, color]) => [value, { color, labelKey: `feedback.${group}.${value}` }]));
}

export const VALIDITY_STYLES = feedbackStyles('validity', { pending: 'gold', valid: 'green', invalid: 'default' });
export const STATUS_STYLES = feedbackStyles('status', {
  unanswered: 'red',
  answered: 'blue',
  processing: 'orange',
  resolved: 'green',
  deleted: 'default',
  userDeleted: 'default',
  toBeClosed: 'cyan',
  closed: 'default',
  reactivated: 'purple',
});
export const URGENCY_STYLES = feedbackStyles('urgency', { normal: 'default', importance: 'blue', exigency: 'orange', veryUrgent: 'red' });
export const REFUND_STYLES = feedbackStyles('refund', { pending: 'gold', refunded: 'green', rejected: 'red' });

/** /question/detail/{serialNumber}/{currentPCLanguageId}/{id}/{timeStamp}/{fromPage?} */
export function detailPath(r: Pick<TFeedback, 'id' | 'sn' | 'language' | 'feedbackTime'>, fromPage?: string) {
  return feedbackDetailPath(r, fromPage);
}

/** "1 h 5 min" from minutes; '-' when not yet. */
export function duration(minutes: number | null, t: (k: string, o?: Record<string, unknown>) => string): string {
  if (minutes == null) return '-';
  if (minutes < 60) return t('feedback.minutes', { n: minutes });
  const h = Math.floor(minutes / 60);
  if (h < 48) return t('feedback.hoursMinutes', { h, m: minutes % 60 });
  return t('feedback.days', { n: Math.round(h / 24) });
}

/** items[] of a batch call from rows */
export const itemsOf = (rows: Array<Pick<TFeedback, 'id' | 'version'>>) => rows.map((r) => ({ id: r.id, version: r.version }));

/** "id:version,id:version" ⇄ items (the batch screens carry their selection in the address) */
export const encodeItems = (rows: Array<Pick<TFeedback, 'id' | 'version'>>) => rows.map((r) => `${r.id}.${r.version}`).join(',');
export function decodeItems(s: string | undefined | null): Array<{ id: number; version: number }> {
  return (s ?? '')
    .split(',')
    .map((p) => p.split('.').map(Number))
    .filter(([id, v]) => Number.isInteger(id) && id! > 0 && Number.isInteger(v) && v! > 0)
    .map(([id, version]) => ({ id: id!, version: version! }));
}
