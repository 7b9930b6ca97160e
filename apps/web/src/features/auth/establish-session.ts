import type { TTokenReply } from '@diagops/contracts';
import { clearSession, saveTokens, saveUserInfo } from '../../shared/session/session-store';
import { getUserInfo } from './api/get-user-info';

/** Stores the tokens (with their timestamp and the authToken cookie), then loads the user; a failed load logs out locally. */
export async function establishSession(tokens: TTokenReply): Promise<void> {
  saveTokens(tokens);
  await loadUserInfo();
}

export async function loadUserInfo(): Promise<void> {
  try {
    saveUserInfo(await getUserInfo());
  } catch (e) {
    clearSession();
    throw e;
  }
}

/** Where to go after sign-in: the remembered path when it is one of ours, else the home page. */
export function safeRedirect(redirect: string | null): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/login')) return '/homePage';
  return redirect;
}
