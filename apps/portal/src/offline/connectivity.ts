import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the server can be reached, as TanStack Query's onlineManager sees it: queries and the
 * queued actions pause while it says offline and carry on when it says online.
 *
 * The browser's online/offline events say when the device loses its network. A network that
 * stays up while the server cannot be reached (the restaurant's router lost the internet) shows
 * only as calls getting no reply: after one, the app counts itself offline and asks /api/health,
 * less and less often, until the server answers.
 */
const PROBE_FIRST_MS = 2_000;
const PROBE_MAX_MS = 15_000;

let unreachable = false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeDelay = PROBE_FIRST_MS;
let setOnline: ((online: boolean) => void) | undefined;

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const apply = () => setOnline?.(browserOnline() && !unreachable);

function stopProbing() {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probeDelay = PROBE_FIRST_MS;
}

function probeSoon() {
  clearTimeout(probeTimer);
  probeTimer = setTimeout(async () => {
    probeTimer = undefined;
    if (!browserOnline()) return; // the 'online' event starts again
    try {
      const res = await fetch('/api/health', { cache: 'no-store' });
      if (res.status < 500) {
        unreachable = false;
        stopProbing();
        apply();
        return;
      }
    } catch {
      // Still no reply.
    }
    probeDelay = Math.min(probeDelay * 2, PROBE_MAX_MS);
    probeSoon();
  }, probeDelay);
}

/** A call got no reply at all (not an error reply): the server is out of reach for now. */
export function reportNoReply() {
  if (unreachable || !browserOnline()) return;
  unreachable = true;
  apply();
  probeSoon();
}

onlineManager.setEventListener((set) => {
  setOnline = set;
  const online = () => {
    // The device is back on a network: try the server at once rather than wait for a probe.
    unreachable = false;
    stopProbing();
    apply();
  };
  const offline = () => apply();
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  // Query's manager starts out online: a page loaded with no network must start offline.
  apply();
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    stopProbing();
  };
});

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** Whether the server can be reached now; re-renders when that changes. */
export const useOnline = () => useSyncExternalStore(subscribe, isOnline, isOnline);
