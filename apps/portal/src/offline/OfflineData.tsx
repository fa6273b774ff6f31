import { orderKeys } from '@meja/client';
import { IsRestoringProvider, onlineManager, useQueryClient } from '@tanstack/react-query';
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { type ReactNode, useEffect, useState } from 'react';
import { queryClient as client } from '../lib/query-client';
import { useSession } from '../lib/session';
import { actionScope } from './actions';
import { loadAttention } from './attention';
import {
  isKeptQuery,
  isQueuedAction,
  keptQueryPrefixes,
  persisterFor,
  QUEUE_MS,
  releaseOfflineData,
  SCREEN_DATA_MS,
} from './persist';
import './connectivity';

// Kept screens' data outlives their screen for a day (the default is five minutes), so that
// key-in, opened now and then, still has its menu after a reload offline. Set before any screen
// makes its queries.
for (const prefix of keptQueryPrefixes) client.setQueryDefaults(prefix, { gcTime: SCREEN_DATA_MS });

/**
 * Restores the signed-in user's saved screens and actions from IndexedDB before the screens ask
 * the server (queries wait while restoring), sends the actions that were waiting, then keeps the
 * copy up to date. Another user signing in on the device gets their own copy, never this one's.
 */
export function OfflineData({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id;
  const [restoring, setRestoring] = useState(userId !== undefined);

  useEffect(() => {
    // The boards missed changes while offline: read them again when back (their live streams
    // reconnect too).
    return onlineManager.subscribe((online) => {
      if (online) void queryClient.invalidateQueries({ queryKey: orderKeys.boards() });
    });
  }, [queryClient]);

  useEffect(() => {
    if (userId === undefined) {
      setRestoring(false);
      void loadAttention(null);
      return;
    }
    let stop: (() => void) | undefined;
    let cancelled = false;
    const options: Omit<PersistQueryClientOptions, 'queryClient'> = {
      persister: persisterFor(userId),
      maxAge: QUEUE_MS,
      buster: `user:${userId}`,
      dehydrateOptions: {
        shouldDehydrateQuery: (q) =>
          isKeptQuery(q.queryKey) &&
          q.state.data !== undefined &&
          q.state.dataUpdatedAt > Date.now() - SCREEN_DATA_MS,
        shouldDehydrateMutation: (m) =>
          isQueuedAction(m.options.mutationKey) &&
          m.state.status === 'pending' &&
          m.options.scope?.id === actionScope.id,
      },
    };
    setRestoring(true);
    void loadAttention(userId);
    persistQueryClientRestore({ queryClient, ...options })
      .catch(() => {
        // An unreadable copy is discarded by the restore; start afresh.
      })
      .then(() => {
        if (cancelled) return;
        releaseOfflineData();
        stop = persistQueryClientSubscribe({ queryClient, ...options });
        setRestoring(false);
        // Paused ones go now if online; offline they pause again until it returns.
        void queryClient.resumePausedMutations();
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, userId]);

  return <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>;
}
