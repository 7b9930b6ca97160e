/** What antd's InputNumber does with the text typed into it, as pure functions (number-input.tsx). */

const decimalsOf = (n: number) => {
  const s = String(n);
  const e = s.match(/e-(\d+)$/);
  if (e) return Number(e[1]);
  return s.includes('.') ? s.length - s.indexOf('.') - 1 : 0;
};

/** The number the text says: null when empty, undefined while it is not a number yet ("-", "1e", "abc"). */
export function parseNumber(text: string): number | null | undefined {
  const s = text.trim();
  if (s === '') return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

export const roundTo = (n: number, precision: number | undefined) => (precision === undefined ? n : Number(n.toFixed(precision)));

export const inRange = (n: number, min?: number, max?: number) => (min === undefined || n >= min) && (max === undefined || n <= max);

export const clamp = (n: number, min?: number, max?: number) => Math.max(min ?? Number.NEGATIVE_INFINITY, Math.min(max ?? Number.POSITIVE_INFINITY, n));

/** How the field shows a number: with `precision` decimals when given. */
export const formatNumber = (n: number | null | undefined, precision?: number) =>
  n === null || n === undefined ? '' : precision === undefined ? String(n) : n.toFixed(precision);

/** One step up or down from n (from 0 when empty), without floating-point dust, within the range. */
export function stepFrom(n: number | null | undefined, direction: 1 | -1, step = 1, range: { min?: number; max?: number; precision?: number } = {}) {
  const start = n ?? 0;
  const next = start + direction * step;
  const digits = range.precision ?? Math.max(decimalsOf(step), decimalsOf(start));
  return clamp(Number(next.toFixed(digits)), range.min, range.max);
}
