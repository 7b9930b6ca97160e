import { describe, expect, it } from 'vitest';
import { formatNumber, parseNumber, roundTo, stepFrom } from './number-text';

describe('number text', () => {
  it('reads a number, nothing as null, and a half-typed one as not yet a number', () => {
    expect(parseNumber(' 12.5 ')).toBe(12.5);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('7.')).toBe(7);
    expect(parseNumber('')).toBeNull();
    for (const t of ['-', '.', '1e3', 'abc', '1,5', 'Infinity']) expect(parseNumber(t)).toBeUndefined();
  });

  it('shows and rounds to the precision', () => {
    expect(formatNumber(2, 2)).toBe('2.00');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(null, 2)).toBe('');
    expect(roundTo(1.005, 0)).toBe(1);
    expect(roundTo(2.345, undefined)).toBe(2.345);
  });

  it('steps without floating-point dust and stays within the range', () => {
    expect(stepFrom(0.1, 1, 0.2)).toBe(0.3);
    expect(stepFrom(0.29, 1, 0.01, { max: 0.3 })).toBe(0.3);
    expect(stepFrom(0.3, 1, 0.01, { max: 0.3 })).toBe(0.3);
    expect(stepFrom(null, 1, 1, { min: 5 })).toBe(5);
    expect(stepFrom(null, -1)).toBe(-1);
    expect(stepFrom(3, -1, 1, { min: 3 })).toBe(3);
  });
});
