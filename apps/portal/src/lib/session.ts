import type { TMe } from '@meja/contracts';
import { useSyncExternalStore } from 'react';

/** SPEC §7: the bearer token and the signed-in user are kept in local storage under these keys. */
export const TOKEN_KEY = 'accessToken';
export const USER_KEY = 'userData';
const LANGUAGE_KEY = 'i18nextLng';

export interface Session {
  token: string;
  user: TMe;
}

function read(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const user = localStorage.getItem(USER_KEY);
    if (!token || !user) return null;
    return { token, user: JSON.parse(user) as TMe };
  } catch {
    return null;
  }
}

let current = read();
/** How the last session ended: after "sign_out" the sign-in screen does not return to the old page. */
let endedBy: 'sign_out' | 'expired' | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const getSession = () => current;
export const sessionEndReason = () => endedBy;

export function setSession(token: string, user: TMe) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  current = { token, user };
  endedBy = null;
  emit();
}

/** Keeps the stored user in step with GET /api/me. */
export function updateUser(user: TMe) {
  if (!current) return;
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  current = { ...current, user };
  emit();
}

/**
 * SPEC §8: a lost session clears local storage. The chosen language is kept, so signing out does
 * not switch the screen to another language.
 */
export function clearSession(reason: 'sign_out' | 'expired' = 'sign_out') {
  endedBy = reason;
  const language = localStorage.getItem(LANGUAGE_KEY);
  localStorage.clear();
  if (language) localStorage.setItem(LANGUAGE_KEY, language);
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Signing in or out in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== null && e.key !== TOKEN_KEY && e.key !== USER_KEY) return;
    current = read();
    emit();
  });
}

export const useSession = () => useSyncExternalStore(subscribe, getSession, getSession);
