import { PASSWORD_MAX, PASSWORD_MIN } from '../common/constants';

/** platform.md §5: digits, letters and ! @ # $ % ^ & * _ = + < > ? only. */
export const PASSWORD_ALLOWED = /^[0-9A-Za-z!@#$%^&*_=+<>?]+$/;
const SINGLE_CLASS = [/^[0-9]+$/, /^[a-z]+$/, /^[A-Z]+$/, /^[!@#$%^&*_=+<>?]+$/];

/** True when a new password follows the rules of platform.md §5 (server and client share it). */
export function isPasswordWellFormed(pwd: string): boolean {
  if (pwd.length < PASSWORD_MIN || pwd.length > PASSWORD_MAX) return false;
  if (!PASSWORD_ALLOWED.test(pwd)) return false;
  return !SINGLE_CLASS.some((re) => re.test(pwd));
}

/** Strength 0..3 used for the weak-password prompt (pwd_intensity). */
export function passwordIntensity(pwd: string): number {
  let classes = 0;
  for (const re of [/[0-9]/, /[a-z]/, /[A-Z]/, /[!@#$%^&*_=+<>?]/]) if (re.test(pwd)) classes++;
  if (pwd.length < PASSWORD_MIN || classes <= 1) return 0;
  if (classes === 2) return 1;
  if (classes === 3 && pwd.length < 12) return 2;
  return 3;
}

/** Mainland China mobile numbers only (platform.md §5): 11 digits, 1 then 3–9. */
export const MAINLAND_PHONE = /^1[3-9]\d{9}$/;
