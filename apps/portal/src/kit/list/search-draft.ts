import { useEffect, useRef, useState } from 'react';

/**
 * The search box's text. It shows at once as typed and is written (`settle`) once typing pauses
 * for `ms`, so one request goes out and the router, which updates in a transition, never holds
 * up the box. A search the address brings (back, forward, a link) shows in the box.
 */
export function useSearchDraft(search: string, settle: (text: string) => void, ms = 300) {
  const [draft, setDraft] = useState(search);
  const [seen, setSeen] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(settle);
  latest.current = settle;
  useEffect(() => () => clearTimeout(timer.current), []);
  if (search !== seen) {
    setSeen(search);
    if (timer.current === undefined) setDraft(search);
  }
  const type = (text: string) => {
    setDraft(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      latest.current(text);
    }, ms);
  };
  return [draft, type] as const;
}
