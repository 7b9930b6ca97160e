import { create } from 'zustand';
import { getStore, removeStore, setStore } from '../../shared/storage/storage';

type LockState = { isLock: boolean; lockPassword: string | null };

/** The lock screen (platform.md §4): a lock password, and whether the screen is locked; both survive a reload. */
export const useLock = create<LockState>(() => ({
  isLock: getStore<boolean>('is-lock') === true,
  lockPassword: getStore<string>('lock-password') ?? null,
}));

export function setLockPassword(password: string): void {
  setStore('lock-password', password, 'local');
  useLock.setState({ lockPassword: password });
}

export function lockScreen(): void {
  setStore('is-lock', true, 'local');
  useLock.setState({ isLock: true });
}

/** True (and unlocked) when the password is the lock password. */
export function unlockScreen(password: string): boolean {
  if (password !== useLock.getState().lockPassword) return false;
  removeStore('is-lock');
  removeStore('lock-password');
  useLock.setState({ isLock: false, lockPassword: null });
  return true;
}

/** Signing out forgets the lock. */
export function resetLock(): void {
  removeStore('is-lock');
  removeStore('lock-password');
  useLock.setState({ isLock: false, lockPassword: null });
}
