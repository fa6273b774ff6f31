/** What the scenarios need of the demo data, set up through the API as a merchant would. */

async function call<T>(url: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${url}${path}`, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}
const json = { 'content-type': 'application/json' };

export async function signIn(url: string, username: string, password: string): Promise<string> {
  const login = await call<{ data: { token: string } }>(url, '/api/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password }),
  });
  return login.data.token;
}

export interface DemoStore {
  /** The diners' menu of its first table. */
  menuPath: string;
  foods: number;
  /** The first food's name as the menu lists it (what the first paint waits for). */
  firstFood: string;
  tables: string[];
}

/**
 * The menu of one of the demo merchant's tables, and `count` tables to order at (made as needed).
 * The demo store keeps 10:00–22:00; it is set open all day first, so the figure never depends on
 * the hour the bench runs.
 */
export async function demoStore(url: string, count: number): Promise<DemoStore> {
  const token = await signIn(url, 'merchant', 'Merchant@1234');
  const headers = { ...json, authorization: `Bearer ${token}` };
  await call(url, '/api/admin/merchant/update', {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ type: 'store', open_at: '00:00', close_at: '00:00' }),
  });
  type Table = { token: string };
  const tables = (await call<{ data: Table[] }>(url, `/api/admin/table?length=${count}`, { headers })).data;
  for (let i = tables.length; i < count; i++) {
    const made = await call<{ data: Table }>(url, '/api/admin/table', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Bench table ${i + 1}` }),
    });
    tables.push(made.data);
  }
  const [table] = tables;
  if (!table) throw new Error('no table');
  const menuPath = `/api/public/table/${encodeURIComponent(table.token)}/menu`;
  type Menu = { store: { open: boolean }; categories: { foods: { name: string }[] }[] };
  const menu = await call<{ data: Menu }>(url, menuPath);
  if (!menu.data.store.open) throw new Error('the demo store should be open all day');
  const firstFood = menu.data.categories.flatMap((c) => c.foods)[0]?.name;
  if (!firstFood) throw new Error('the demo menu is empty');
  return {
    menuPath,
    foods: menu.data.categories.reduce((n, c) => n + c.foods.length, 0),
    firstFood,
    tables: tables.map((t) => t.token),
  };
}
