import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { FoodDrawerState } from './FoodDrawer';

/**
 * A link from the menu overview ("Add food" of a category, `?new=1&category_id=…`) opens the
 * drawer once, for that category; `?new=1` then leaves the address.
 */
export function useAddFromLink(open: (state: FoodDrawerState) => void) {
  const [params, setParams] = useSearchParams();
  const categoryId = Number(params.get('category_id')) || undefined;
  useEffect(() => {
    if (params.get('new') !== '1') return;
    open({ mode: 'create', categoryId });
    const next = new URLSearchParams(params);
    next.delete('new');
    setParams(next, { replace: true });
  }, [params, setParams, categoryId, open]);
  return categoryId;
}
