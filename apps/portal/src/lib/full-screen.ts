import { useCallback, useSyncExternalStore } from 'react';

/**
 * Full screen for the kitchen display and the waiters' list (a tablet on the wall): the portal's
 * sidebar and header step aside, remembered on this device; and where the browser allows it, the
 * browser's own full screen too. That one needs a tap each time the page loads (browsers refuse it
 * otherwise), so after a reload the screen offers it again instead of forcing it.
 */
const KEY = 'meja.fullScreen';
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function remembered(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  document.addEventListener('fullscreenchange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
    document.removeEventListener('fullscreenchange', listener);
  };
}

/** The browser's full screen, asked for from a tap; a refusal leaves the page as it is. */
export function fillScreen() {
  if (document.fullscreenEnabled && !document.fullscreenElement)
    void document.documentElement.requestFullscreen?.().catch(() => {});
}

export function useFullScreen() {
  const on = useSyncExternalStore(subscribe, remembered, () => false);
  const filling = useSyncExternalStore(
    subscribe,
    () => Boolean(document.fullscreenElement),
    () => false,
  );
  const set = useCallback((next: boolean) => {
    try {
      if (next) localStorage.setItem(KEY, 'on');
      else localStorage.removeItem(KEY);
    } catch {
      // Private mode or full: full screen until the page is reloaded.
    }
    notify();
    if (next) fillScreen();
    else if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  }, []);
  return { on, filling, canFill: Boolean(document.fullscreenEnabled), set };
}
