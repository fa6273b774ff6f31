import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * The new-order sound of the cashier's board and the kitchen display. Browsers keep audio muted
 * until the page has been tapped or clicked: the first tap (or turning the sound on) starts it,
 * beeps before that are silently skipped, and `useSoundReady` says whether it may play yet, so the
 * screen can ask for that tap.
 */
let context: AudioContext | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  if (!context) {
    context = new AudioContext();
    context.addEventListener('statechange', notify);
    notify();
  }
  if (context.state === 'suspended') void context.resume().catch(() => {});
  return context;
}

/** Two short tones, made on the spot (no sound file to load). */
export function beep() {
  const ctx = audio();
  if (ctx?.state !== 'running') return;
  const start = ctx.currentTime;
  for (const [i, frequency] of [880, 1320].entries()) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    const at = start + i * 0.16;
    osc.type = 'sine';
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.14);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 0.15);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The browser lets the page play sound now (it has been tapped since it loaded). */
export const useSoundReady = () =>
  useSyncExternalStore(
    subscribe,
    () => context?.state === 'running',
    () => false,
  );

/** A screen's sound switch, remembered on this device (`key` per screen); on by default. */
export function useSoundSetting(key = 'meja.orders.sound') {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(key) !== 'off';
    } catch {
      return true;
    }
  });
  useEffect(() => {
    if (!on) return;
    const unlock = () => audio();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [on]);
  const toggle = useCallback(
    (next: boolean) => {
      try {
        localStorage.setItem(key, next ? 'on' : 'off');
      } catch {
        // Private mode or full: the switch still works until the page is reloaded.
      }
      setOn(next);
      if (next) audio();
    },
    [key],
  );
  return [on, toggle] as const;
}

/**
 * Calls `onArrive` when an id not seen before shows up on the same list (`key`: its filter), not
 * on its first load nor while `settled` is false (a filter's placeholder page).
 */
export function useArrivals(
  rows: readonly { id: number }[] | undefined,
  key: string,
  settled: boolean,
  onArrive: () => void,
) {
  const seen = useRef<{ key: string; ids: Set<number> } | null>(null);
  const arrive = useRef(onArrive);
  arrive.current = onArrive;
  useEffect(() => {
    if (!rows || !settled) return;
    const prev = seen.current?.key === key ? seen.current.ids : null;
    const ids = rows.map((o) => o.id);
    if (prev && ids.some((id) => !prev.has(id))) arrive.current();
    seen.current = { key, ids: new Set([...(prev ?? []), ...ids]) };
  }, [rows, key, settled]);
}
