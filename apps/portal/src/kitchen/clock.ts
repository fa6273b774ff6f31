import { useSyncExternalStore } from 'react';

/**
 * One ticking second shared by every timer on the screen: the cards do not re-render, only the
 * timers that read it, and one interval runs however many there are.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export const useNowEverySecond = () => useSyncExternalStore(subscribe, () => now);
