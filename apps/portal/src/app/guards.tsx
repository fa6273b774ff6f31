import { Navigate, Outlet, useLocation } from 'react-router';
import { homeOf } from '../lib/home';
import { sessionEndReason, useSession } from '../lib/session';

interface FromState {
  from?: { pathname: string; search: string };
}

/** Signed-in screens: without a session, go to sign in (and come back after a lost session). */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const state: FromState | undefined = sessionEndReason() === 'sign_out' ? undefined : { from: location };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** Nothing else is reachable until a first-time user has set a password. */
export function RequirePasswordSet() {
  const session = useSession();
  if (session?.user.first_login) return <Navigate to="/first-login" replace />;
  return <Outlet />;
}

/** The sign-in screen: once signed in, on to the first-time password, the page asked for, or home. */
export function PublicOnly() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Outlet />;
  if (session.user.first_login) return <Navigate to="/first-login" replace />;
  const from = (location.state as FromState | null)?.from;
  const to = from && from.pathname !== '/login' ? `${from.pathname}${from.search}` : homeOf(session.user);
  return <Navigate to={to} replace />;
}
