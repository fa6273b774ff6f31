import { useCallback, useEffect, useState } from 'react';

const KEY = 'meja.orders.sound';
let context: AudioContext | null = null;

/**
 * Browsers keep audio muted until the page has been clicked: the first click (or turning the
 * sound on) starts the context, and beeps before that are silently skipped.
 */
function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
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

/** The board's sound switch, remembered on this device; on by default. */
export function useSoundSetting() {
  const [on, setOn] = useState(() => localStorage.getItem(KEY) !== 'off');
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
  const toggle = useCallback((next: boolean) => {
    localStorage.setItem(KEY, next ? 'on' : 'off');
    setOn(next);
    if (next) audio();
  }, []);
  return [on, toggle] as const;
}
