/**
 * What a kitchen tablet remembers across reloads, per merchant: the station it shows. A full or
 * blocked storage only loses the memory.
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

/**
 * Recall used to be each tablet's own list in local storage; the server keeps it now
 * (useKitchenRecalls), so the old list is only taking room.
 */
export const forgetLocalRecall = (merchant: string) => write(recallKey(merchant), undefined);
