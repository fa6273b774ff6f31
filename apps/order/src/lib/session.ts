import { createStore, local, readJson, useStore, writeJson } from './store';

/** A signed-in buddy: the session token from the one-time code, kept on this phone. */
export interface Buddy {
  token: string;
  id: number;
  phone: string;
  name: string | null;
}

const key = 'meja.buddy';
export const buddyStore = createStore<Buddy | null>(readJson<Buddy>(local, key));

export const useBuddy = () => useStore(buddyStore);

export function signIn(buddy: Buddy) {
  writeJson(local, key, buddy);
  buddyStore.set(buddy);
}

export function signOut() {
  writeJson(local, key, null);
  buddyStore.set(null);
}

// Signing in or out in another tab counts here too.
window.addEventListener('storage', (e) => {
  if (e.key === key) buddyStore.set(readJson<Buddy>(local, key));
});

/** "+60123456789" → "+60 12-345 6789", as Malaysians write their numbers. */
export function formatPhone(e164: string): string {
  const m = /^\+60(1\d)(\d{3,4})(\d{4})$/.exec(e164);
  return m ? `+60 ${m[1]}-${m[2]} ${m[3]}` : e164;
}
