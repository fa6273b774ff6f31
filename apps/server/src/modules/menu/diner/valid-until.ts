import type { AssembledMenu } from './cache';
import { instantAt, type KlMoment, klMoment, type StoreStatus } from './hours';

/**
 * The minutes of a Kuala Lumpur day at which some food's daily window starts or ends, ascending:
 * between two of them (and within one day) the foods offered stay the same. Kept on the menu.
 */
const boundariesOf = new WeakMap<AssembledMenu, number[]>();

function windowBoundaries(menu: AssembledMenu): number[] {
  let found = boundariesOf.get(menu);
  if (found) return found;
  const minutes = new Set<number>();
  for (const c of menu.categories)
    for (const f of c.foods) {
      if (f.availability.from !== null) minutes.add(f.availability.from);
      if (f.availability.until !== null) minutes.add(f.availability.until);
    }
  found = [...minutes].sort((a, b) => a - b);
  boundariesOf.set(menu, found);
  return found;
}

/**
 * The first instant after `at` at which the reply rendered at `at` could read differently: the
 * next Kuala Lumpur midnight (weekdays change, and `generated_at` must not outlive its day), the
 * store opening or closing, and while it is open the next start or end of a food's daily window.
 * Every one falls on a whole minute, so a render serves the instants from `at` until then.
 */
export function validUntil(at: number, status: StoreStatus, menu: AssembledMenu | null): number {
  const now: KlMoment = klMoment(at);
  const today = now.day * 1440;
  let until = instantAt(today + 1440);
  const change = status.open ? status.closesAt : status.nextOpenAt;
  if (change !== null) until = Math.min(until, Date.parse(change));
  if (status.open && menu) {
    const next = windowBoundaries(menu).find((m) => m > now.minute);
    if (next !== undefined) until = Math.min(until, instantAt(today + next));
  }
  return until;
}
