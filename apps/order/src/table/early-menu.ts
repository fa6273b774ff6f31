import type { TDinerMenu, TDinerMenuReply } from '@meja/contracts';

/** What boot/boot.js started before the app loaded. */
interface EarlyMenuRequest {
  token: string;
  /** The reply's body, or null for anything but a menu (a 404, no connection). */
  reply: Promise<TDinerMenuReply | null> | null;
  /** The body once it has come. */
  body?: TDinerMenuReply | null;
}

declare global {
  interface Window {
    mejaEarlyMenu?: EarlyMenuRequest;
  }
}

export interface EarlyMenu {
  /** There already: the page can show it in its first drawing. */
  menu?: TDinerMenu;
  /** Still on its way; null when it was not a menu. */
  reply?: Promise<TDinerMenu | null>;
}

/**
 * The menu of `table` that the page asked for while the app was loading, once: later reads (a
 * retry, a refresh on coming back to the tab) ask the server again. Null when there is none.
 */
export function takeEarlyMenu(table: string): EarlyMenu | null {
  const early = window.mejaEarlyMenu;
  // Taken (or never started): the prefetch script, should it run late, leaves the menu to the app.
  window.mejaEarlyMenu = { token: table, reply: null };
  if (!early?.reply || early.token !== table) return null;
  if (early.body) return { menu: early.body.data };
  return { reply: early.reply.then((r) => r?.data ?? null) };
}
