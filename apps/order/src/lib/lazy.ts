import { type ComponentType, lazy } from 'react';
import { readJson, session, writeJson } from './store';

const reloadedKey = 'meja.reloaded-for-chunk';

/**
 * React.lazy that survives a release: a page opened before it asks for a file the server no longer
 * has. Then the page reloads once (onto the new release) instead of staying blank.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy<ComponentType<P>>(() =>
    load().then(
      (m) => {
        writeJson(session, reloadedKey, null);
        return m;
      },
      (err: unknown) => {
        if (navigator.onLine && !readJson<boolean>(session, reloadedKey)) {
          writeJson(session, reloadedKey, true);
          window.location.reload();
          return new Promise<never>(() => {});
        }
        throw err;
      },
    ),
  );
}
