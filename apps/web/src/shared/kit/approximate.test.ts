import { describe, expect, it } from 'vitest';
import { approximateCount } from './approximate';

describe('approximateCount (estimated list totals)', () => {
  it('reads 1,234,567 as 1.2 million and 120 万', () => {
    expect(approximateCount(1_234_567, 'en-US')).toBe('1.2 million');
    expect(approximateCount(1_234_567, 'zh-CN')).toBe('120 万');
  });
  it('keeps two significant digits in each language’s units', () => {
    expect(approximateCount(66_667, 'en-US')).toBe('67 thousand');
    expect(approximateCount(66_667, 'zh-CN')).toBe('6.7 万');
    expect(approximateCount(250_000_000, 'zh-CN')).toBe('2.5 亿');
    expect(approximateCount(3_100_000_000, 'en-US')).toBe('3.1 billion');
  });
  it('leaves small numbers as they are', () => {
    expect(approximateCount(950, 'en-US')).toBe('950');
    expect(approximateCount(9_999, 'zh-CN')).toBe('9,999');
  });
});
