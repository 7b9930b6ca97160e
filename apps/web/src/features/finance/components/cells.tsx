import { CARD_PRODUCT_LABELS, FINANCE_KIND_LABELS, FINANCE_STATUS_LABELS, type FinanceColumn, type TCardProduct } from '@diagops/contracts';
import type { TFunction } from 'i18next';

type Cell = string | number | null;
const pick = (l: { zh: string; en: string } | undefined, lang: string, fallback: string) => (l ? (lang === 'zh-CN' ? l.zh : l.en) : fallback);

/** A time in the report's zone: "2026-03-31 22:15:00 UTC+8". */
export function zoneTime(iso: string, zone: number): string {
  const d = new Date(Date.parse(iso) + zone * 3_600_000).toISOString();
  return `${d.slice(0, 10)} ${d.slice(11, 19)} UTC+${zone}`;
}

/** How a report cell reads: numbers in the language's format (money with two decimals), labels for codes, times in the zone. */
export function formatCell(c: FinanceColumn, v: Cell, lang: string, zone: number, t: TFunction): string {
  if (v === null || v === undefined || v === '') return c.key === 'expiresAt' || c.key === 'validityDays' ? t('finance.never') : '—';
  switch (c.cell) {
    case 'money':
      return Number(v).toLocaleString(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    case 'points':
    case 'count':
      return Number(v).toLocaleString(lang);
    case 'time':
      return zoneTime(String(v), zone);
    case 'cardType':
      return t(`finance.cardType.${v}`, { defaultValue: String(v) });
    case 'kind':
      return pick(FINANCE_KIND_LABELS[String(v)], lang, String(v));
    case 'status':
      return pick(FINANCE_STATUS_LABELS[String(v)], lang, String(v));
    case 'product':
      return v === 'points' ? t('finance.recon.units.points') : pick(CARD_PRODUCT_LABELS[v as TCardProduct], lang, String(v));
    default:
      return String(v);
  }
}
