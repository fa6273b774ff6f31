import { type MouseEvent, useSyncExternalStore } from 'react';

/**
 * A tiny router for the app's few pages (react-router would cost more than all of them): the path
 * picks the page, and the sheets open over it live in `history.state`, so a phone's back button
 * closes the top sheet instead of leaving the menu.
 */

export type Sheet =
  | { kind: 'food'; foodId: number }
  | { kind: 'cart' }
  | { kind: 'signin' }
  /** The short profile prompt after a first sign-in (or from the order page's card). */
  | { kind: 'profile' }
  /** An open bill's "Split the bill" (its page's own sheet). */
  | { kind: 'split' };

export type Route =
  | { page: 'table'; token: string }
  | { page: 'order'; token: string }
  /** A share link of a buddy's referral code: kept on this phone, then on to the menu or home. */
  | { page: 'referral'; code: string }
  | { page: 'account' }
  | { page: 'home' };

interface HistoryState {
  sheets?: Sheet[];
  /** The document that pushed these sheets: only its own entries are left with history.back(). */
  owner?: string;
}

export interface Location {
  route: Route;
  sheets: Sheet[];
}

/** '/order' in production (Vite's base, without the trailing slash). */
export const base = import.meta.env.BASE_URL.replace(/\/$/, '');
const documentId = Math.random().toString(36).slice(2);

export const paths = {
  table: (token: string) => `${base}/t/${encodeURIComponent(token)}`,
  order: (token: string) => `${base}/o/${encodeURIComponent(token)}`,
  account: () => `${base}/me`,
  referral: (code: string) => `${base}/r/${encodeURIComponent(code)}`,
  home: () => `${base}/`,
};

export function parseRoute(pathname: string): Route {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  const m = /^\/(t|o|r)\/([^/]+)\/?$/.exec(rest);
  if (m?.[2]) {
    const token = decodeURIComponent(m[2]);
    if (m[1] === 'r') return { page: 'referral', code: token };
    return m[1] === 't' ? { page: 'table', token } : { page: 'order', token };
  }
  if (/^\/me\/?$/.test(rest)) return { page: 'account' };
  return { page: 'home' };
}

const state = (): HistoryState => (history.state as HistoryState | null) ?? {};
const read = (): Location => ({ route: parseRoute(location.pathname), sheets: state().sheets ?? [] });

let current = read();
const listeners = new Set<() => void>();
function emit() {
  const next = read();
  // Keep the same objects while nothing changed, so subscribers do not re-render for nothing.
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  current = next;
  for (const l of listeners) l();
}
window.addEventListener('popstate', emit);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useLocation = (): Location => useSyncExternalStore(subscribe, () => current);

export function navigate(path: string, { replace = false }: { replace?: boolean } = {}) {
  if (replace) history.replaceState({}, '', path);
  else history.pushState({}, '', path);
  window.scrollTo(0, 0);
  emit();
}

/** Opens a sheet over the page as a new history entry. */
export function openSheet(sheet: Sheet) {
  history.pushState({ sheets: [...current.sheets, sheet], owner: documentId } satisfies HistoryState, '');
  emit();
}

/** Swaps the top sheet for another in the same history entry (sign-in → the profile prompt). */
export function replaceSheet(sheet: Sheet) {
  const sheets = [...current.sheets.slice(0, -1), sheet];
  history.replaceState({ sheets, owner: state().owner } satisfies HistoryState, '');
  emit();
}

/** Closes the top sheet: back to the entry before it when this document pushed it, else in place. */
export function closeSheet() {
  if (current.sheets.length === 0) return;
  if (state().owner === documentId) {
    history.back();
    return;
  }
  const sheets = current.sheets.slice(0, -1);
  history.replaceState({ sheets, owner: state().owner } satisfies HistoryState, '');
  emit();
}

/** An in-app link: a real <a href> (open in a new tab still works), followed without a reload. */
export function followLink(e: MouseEvent<HTMLAnchorElement>) {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  navigate(e.currentTarget.pathname);
}
