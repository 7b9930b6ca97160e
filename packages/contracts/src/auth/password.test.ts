import { describe, expect, it } from 'vitest';
import { isPasswordWellFormed, MAINLAND_PHONE, passwordIntensity } from './password';

describe('password rules (platform.md §5)', () => {
  it.each([
    ['Abcdefg1', true],
    ['abc12345', true],
    ['ABC!@#12', true],
    ['abc_=+<>?', true],
    ['a1'.repeat(15), true],
  ])('accepts %s', (pwd, ok) => expect(isPasswordWellFormed(pwd)).toBe(ok));

  it.each([
    ['Abc1234', 'seven characters'],
    [`${'a1'.repeat(15)}x`, 'thirty-one characters'],
    ['12345678', 'digits only'],
    ['abcdefgh', 'lowercase only'],
    ['ABCDEFGH', 'uppercase only'],
    ['!@#$%^&*', 'specials only'],
    ['Abcdefg 1', 'a space'],
    ['Abcdefg-1', 'a character outside the list'],
    ['Abcdéfg1', 'a non-ASCII letter'],
  ])('refuses %s (%s)', (pwd) => expect(isPasswordWellFormed(pwd)).toBe(false));

  it('rates intensity from weak to strong', () => {
    expect(passwordIntensity('abcdefgh')).toBe(0);
    expect(passwordIntensity('abcdefg1')).toBe(1);
    expect(passwordIntensity('Abcdefg1')).toBe(2);
    expect(passwordIntensity('Abcdefg1!xyz')).toBe(3);
  });
});

describe('mainland phone (platform.md §5)', () => {
  it.each(['13800138000', '19912345678', '15012345678'])('accepts %s', (p) => expect(MAINLAND_PHONE.test(p)).toBe(true));
  it.each(['12800138000', '1380013800', '138001380000', '+8613800138000', '010-12345678', ''])('refuses %s', (p) => expect(MAINLAND_PHONE.test(p)).toBe(false));
});
