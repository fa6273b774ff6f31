import type { TBuddyMe } from '@meja/contracts';
import { useEffect } from 'react';
import { ApiError, api } from './api';
import { buddyStore, signOut, useBuddy } from './session';
import { createStore, useStore } from './store';

/**
 * The signed-in buddy's account as GET /api/public/me gives it (points, birthday month, profile,
 * referral), shared by the menu (birthday gifts), the cart (points) and the account page. Kept in
 * memory for the session token it was read with; a sign-out or another buddy drops it.
 */
const meStore = createStore<{ token: string; me: TBuddyMe } | null>(null);
let inFlight: { token: string; promise: Promise<TBuddyMe> } | null = null;

/** The account, from memory unless `fresh` (points move with every paid order). */
export function loadMe({ fresh = false } = {}): Promise<TBuddyMe | null> {
  const buddy = buddyStore.get();
  if (!buddy) return Promise.resolve(null);
  const kept = meStore.get();
  if (!fresh && kept?.token === buddy.token) return Promise.resolve(kept.me);
  if (inFlight?.token === buddy.token) return inFlight.promise;
  const promise = api.me().then(
    (me) => {
      if (buddyStore.get()?.token === buddy.token) meStore.set({ token: buddy.token, me });
      return me;
    },
    (err: unknown) => {
      if (err instanceof ApiError && err.status === 401 && buddyStore.get()?.token === buddy.token) signOut();
      throw err;
    },
  );
  inFlight = { token: buddy.token, promise };
  const clear = () => {
    if (inFlight?.promise === promise) inFlight = null;
  };
  promise.then(clear, clear);
  return promise;
}

/** After a save (the PUT answers the account as it is now). */
export function setMe(me: TBuddyMe) {
  const buddy = buddyStore.get();
  if (buddy) meStore.set({ token: buddy.token, me });
}

/** The points changed (an order paid with them): the next reader asks again. */
export const forgetMe = () => meStore.set(null);

/**
 * The account of the buddy signed in now, or null (a guest, or not read yet). Reads it once per
 * session; `fresh` reads it again when the component mounts (the cart, for the points held now).
 */
export function useMe({ fresh = false } = {}): TBuddyMe | null {
  const buddy = useBuddy();
  const kept = useStore(meStore);
  useEffect(() => {
    if (buddy) loadMe({ fresh }).catch(() => {});
  }, [buddy, fresh]);
  return buddy && kept?.token === buddy.token ? kept.me : null;
}
