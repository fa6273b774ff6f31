import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';

/**
 * The working screens' data and the actions waiting to be sent, kept in IndexedDB (idb-keyval)
 * per signed-in user, so that a reload with no connection shows the last board each screen saw
 * and loses no action. Signing out deletes the user's copy.
 */

// Opened on first use: importing this module must not need IndexedDB (unit tests, old browsers).
let opened: ReturnType<typeof createStore> | undefined;
const store = () => {
  opened ??= createStore('meja-staff', 'offline');
  return opened;
};
const cacheKey = (userId: number) => `query-cache:${userId}`;
export const attentionKey = (userId: number) => `attention:${userId}`;

/** How old a screen's data may be and still be shown after a reload. */
export const SCREEN_DATA_MS = 24 * 60 * 60_000;
/**
 * How long actions waiting to be sent are kept: far longer than the screens' data, so that a
 * tablet switched off overnight with no connection still sends them the next day.
 */
export const QUEUE_MS = 30 * 24 * 60 * 60_000;

/** The queries kept: the working screens' (by query key), and who is signed in. */
const keptQueries: readonly (readonly string[])[] = [
  ['orders', 'board'],
  ['orders', 'key-in-menu'],
  ['orders', 'stations'],
  ['orders', 'detail'],
  ['auth', 'me'],
];

export const keptQueryPrefixes = keptQueries;

export const isKeptQuery = (key: readonly unknown[]) =>
  keptQueries.some((prefix) => prefix.every((part, i) => key[i] === part));

/** Actions are mutations under this key (actions.ts). */
export const isQueuedAction = (key: readonly unknown[] | undefined) => key?.[0] === 'offline';

type Dehydrated = PersistedClient['clientState'];

/**
 * What is written: the queries' data as last fetched (a failed refetch's error is not kept), and
 * every action not yet accepted as paused, so that it is sent again after a reload; one whose
 * reply was lost with the tab is sent again too, which its idempotency key makes harmless.
 */
export function storable(state: Dehydrated): Dehydrated {
  return {
    queries: state.queries.map((q) => ({
      ...q,
      state: {
        ...q.state,
        status: 'success',
        error: null,
        fetchStatus: 'idle',
        fetchFailureCount: 0,
        fetchFailureReason: null,
      },
    })),
    mutations: state.mutations.map((m) => ({
      ...m,
      state: { ...m.state, isPaused: true, error: null, failureReason: null },
    })),
  };
}

/** Screens' data older than a day is left out when read back; the actions are kept. */
export function fresh(client: PersistedClient): PersistedClient {
  const since = Date.now() - SCREEN_DATA_MS;
  const queries = client.clientState.queries.filter((q) => q.state.dataUpdatedAt >= since);
  return { ...client, clientState: { ...client.clientState, queries } };
}

/**
 * An idb-keyval persister for one user. Every change of the cache asks for a write: one write at
 * a time, the newest state after it, so a board that changes every second costs one write at a
 * time and an action taken just before the tab closes is on disk within milliseconds.
 */
export function persisterFor(userId: number): Persister {
  const key = cacheKey(userId);
  let latest: PersistedClient | undefined;
  let writing = false;
  const flush = async () => {
    writing = true;
    while (latest && !held) {
      const next = latest;
      latest = undefined;
      try {
        await set(key, { ...next, clientState: storable(next.clientState) }, store());
      } catch {
        // Storage full or unavailable (a private window): the app keeps working without it.
      }
    }
    writing = false;
  };
  return {
    persistClient: (client) => {
      if (held) return;
      latest = client;
      if (!writing) void flush();
    },
    restoreClient: async () => {
      const client = await get<PersistedClient>(key, store());
      return client && fresh(client);
    },
    removeClient: async () => {
      try {
        await del(key, store());
      } catch {
        // Nothing kept.
      }
    },
  };
}

let held = false;

/**
 * Stops writing until the next restore. Called when the session ends on its own (401), before the
 * cache is cleared: the user's actions waiting to be sent stay on disk, and are sent when the same
 * user signs in again on this device.
 */
export function holdOfflineData() {
  held = true;
}

export function releaseOfflineData() {
  held = false;
}

/** Signing out: nothing of this user stays on the device for the next one. */
export async function deleteOfflineData(userId: number) {
  held = true;
  try {
    await Promise.all([del(cacheKey(userId), store()), del(attentionKey(userId), store())]);
  } catch {
    // No IndexedDB here: nothing was kept.
  }
}

export async function readStored<T>(key: string): Promise<T | undefined> {
  try {
    return await get<T>(key, store());
  } catch {
    return undefined;
  }
}

export async function writeStored(key: string, value: unknown): Promise<void> {
  try {
    await set(key, value, store());
  } catch {
    // Storage full or unavailable: kept in memory only.
  }
}
