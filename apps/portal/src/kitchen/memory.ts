import type { TBoardOrder } from '@meja/contracts';

/**
 * What a kitchen tablet remembers across reloads, per merchant: the station it shows and the
 * orders that last left its board (for Recall). A full or blocked storage only loses the memory.
 */
const stationKey = (merchant: string) => `meja.kitchen.station.${merchant}`;
const recallKey = (merchant: string) => `meja.kitchen.recall.${merchant}`;

function read<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full: the screen still works, it just forgets.
  }
}

export function readStation(merchant: string): number | undefined {
  const id = read<unknown>(stationKey(merchant));
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

export const writeStation = (merchant: string, id: number | undefined) => write(stationKey(merchant), id);

export interface Recalled {
  order: TBoardOrder;
  /** When it left the board (ISO 8601). */
  left_at: string;
}

/** Enough to undo a slip of the finger; older ones are on the order history. */
const recallKeep = 10;
const recallMaxAgeMs = 12 * 60 * 60 * 1000;

export function readRecall(merchant: string, now = Date.now()): Recalled[] {
  const list = read<Recalled[]>(recallKey(merchant));
  if (!Array.isArray(list)) return [];
  return list.filter((r) => r?.order && now - Date.parse(r.left_at) < recallMaxAgeMs);
}

/** The orders that just left, newest first, in front of those remembered before. */
export function rememberLeft(merchant: string, left: TBoardOrder[], now = Date.now()): Recalled[] {
  const at = new Date(now).toISOString();
  const ids = new Set(left.map((o) => o.id));
  const next = [
    ...left.map((order) => ({ order, left_at: at })),
    ...readRecall(merchant, now).filter((r) => !ids.has(r.order.id)),
  ].slice(0, recallKeep);
  write(recallKey(merchant), next);
  return next;
}
