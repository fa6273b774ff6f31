import type { TOrder } from '@meja/contracts';
import { local, readJson, writeJson } from './store';

/** The last orders placed on this phone, so a guest finds their order page again. */
export interface RecentOrder {
  token: string;
  /** The order's number of the day ("No. 17"); absent in entries saved before numbers existed. */
  order_no?: number | null;
  store: string;
  table: string | null;
  /** The table's QR token, for a way back to its menu from the order page. */
  table_token?: string;
  total_sen: number;
  created_at: string;
}

const key = 'meja.recent-orders';
const keep = 10;

export const recentOrders = (): RecentOrder[] => readJson<RecentOrder[]>(local, key) ?? [];

export function rememberOrder(order: TOrder, tableToken?: string) {
  const entry: RecentOrder = {
    token: order.token,
    order_no: order.order_no,
    store: order.store.display_name,
    table: order.table_name,
    ...(tableToken ? { table_token: tableToken } : {}),
    total_sen: order.total_sen,
    created_at: order.created_at,
  };
  writeJson(local, key, [entry, ...recentOrders().filter((o) => o.token !== order.token)].slice(0, keep));
}

/** The table whose menu this phone opened last: the way back from the order and account pages. */
const lastTableKey = 'meja.last-table';
export const lastTable = (): string | null => readJson<string>(local, lastTableKey);
export const rememberTable = (token: string) => writeJson(local, lastTableKey, token);
