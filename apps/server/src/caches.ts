import type { Listener } from './lib/notify-cache';
import { createDinerMenuCache, type DinerMenuCache, MenuCache } from './modules/menu/diner/cache';
import type { PricingMenu } from './modules/orders/pricing';
import { createSettingsCache, type SettingsCache } from './modules/settings/notified';

/**
 * What an app keeps in its process, made with the app (app.ts) and handed to services as
 * `ctx.caches`. Nothing here is needed by another instance (DESIGN.md "Scale"): what may change
 * under it is either checked against a version read per request or dropped when the database
 * NOTIFYs a change (lib/notify-cache.ts, ADR 0005 and 0017).
 */
export interface AppCaches {
  /** The diners' menu: tokens, stores, renders and assembled menus (modules/menu/diner). */
  dinerMenu: DinerMenuCache;
  /** Each merchant's menu indexed for pricing carts, by menu version (modules/orders). */
  pricingMenus: MenuCache<PricingMenu>;
  /** The gateway settings and payout rates every payment reads (modules/settings). */
  settings: SettingsCache;
  /** Stops listening; what is read afterwards is read from the database. */
  close(): Promise<void>;
}

export function createCaches(database: Listener): AppCaches {
  const dinerMenu = createDinerMenuCache(database);
  const settings = createSettingsCache(database);
  return {
    dinerMenu,
    pricingMenus: new MenuCache(500),
    settings,
    close: async () => {
      await Promise.all([dinerMenu.close(), settings.close()]);
    },
  };
}
