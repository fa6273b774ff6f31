/**
 * Query keys per resource, after medusa's query-key-factory: `all` for everything of a resource,
 * `lists()`/`list(query)` for listings and `details()`/`detail(id)` for single rows, so a
 * mutation can invalidate exactly what it changed.
 */
export function queryKeysFactory<TKey extends string, TListQuery = unknown, TId = number>(globalKey: TKey) {
  const keys = {
    all: [globalKey] as const,
    lists: () => [...keys.all, 'list'] as const,
    list: (query?: TListQuery) =>
      query === undefined ? keys.lists() : ([...keys.lists(), { query }] as const),
    details: () => [...keys.all, 'detail'] as const,
    detail: (id: TId) => [...keys.details(), id] as const,
  };
  return keys;
}
