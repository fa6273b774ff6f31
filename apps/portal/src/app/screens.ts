import { useMatches } from 'react-router';

/**
 * What a route's screen is, as the frame needs to know it (a route's `handle`): a staff working
 * screen, kept free of dialogs that would stop the work (announcements and what's new wait in a
 * banner there), and one that may fill a wall tablet without the portal's sidebar and header.
 */
export interface ScreenHandle {
  working?: true;
  fullScreen?: true;
}

/** The cashier's board: at work all day, never interrupted. */
export const workingScreen: ScreenHandle = { working: true };
/** The kitchen display and the waiters' list: also full screen on a tablet. */
export const wallScreen: ScreenHandle = { working: true, fullScreen: true };

/** The handle of the screen shown (the deepest route that names one). */
export function useScreen(): ScreenHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as ScreenHandle | undefined;
    if (handle) return handle;
  }
  return {};
}
