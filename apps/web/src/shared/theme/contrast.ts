/**
 * WCAG 2 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) and the shades of a
 * theme colour that stay readable: any colour a person picks is moved toward black (on light
 * backgrounds) or toward white (on dark ones) just far enough to reach the ratio.
 */
type Rgb = [number, number, number];

/** WCAG AA for normal text is 4.5:1; a little above it, so browser rounding cannot pull it under. */
export const AA_TEXT = 4.6;

export function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `share` (0…1) of `to` mixed into `from`. */
export function mix(from: string, to: string, share: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex(a.map((v, i) => v + (b[i]! - v) * share) as Rgb);
}

/**
 * The colour closest to `color` (mixed toward `toward`, black or white) whose contrast with
 * every one of `against` is at least `min`; `color` itself when it already is.
 */
export function readableShade(color: string, against: readonly string[], toward: '#000000' | '#ffffff', min = AA_TEXT): string {
  const ok = (c: string) => against.every((bg) => contrast(c, bg) >= min);
  if (ok(color)) return color;
  let lo = 0;
  let hi = 1;
  // bisect the share of black/white: 20 steps are far below one unit of 8-bit colour
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (ok(mix(color, toward, mid))) hi = mid;
    else lo = mid;
  }
  // rounding to 8 bits can land just under: step on until it holds
  let share = hi;
  while (!ok(mix(color, toward, share)) && share < 1) share = Math.min(1, share + 0.01);
  return mix(color, toward, share);
}
