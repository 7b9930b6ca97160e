/**
 * A large count as a person reads an estimate: two significant digits in the language's
 * own units — 1,234,567 → "1.2 million" (en-US), "120 万" (zh-CN). Below a thousand
 * (en-US) or ten thousand (zh-CN) the number as it is.
 */
export function approximateCount(n: number, lang: string): string {
  const units: Array<[number, string]> = lang.startsWith('zh')
    ? [
        [1e8, ' 亿'],
        [1e4, ' 万'],
      ]
    : [
        [1e9, ' billion'],
        [1e6, ' million'],
        [1e3, ' thousand'],
      ];
  for (const [size, name] of units) {
    if (n >= size) return `${Number((n / size).toPrecision(2)).toLocaleString(lang)}${name}`;
  }
  return n.toLocaleString(lang);
}
