import { isApiError, useMe } from '@meja/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { getSession, updateUser, useSession } from '../../lib/session';

/** A call refused because the merchant has new terms to accept: the guard then takes them there. */
const termsRequired = (error: unknown) => isApiError(error) && error.reason === 'terms_required';

function markPending() {
  const user = getSession()?.user;
  if (user && !user.terms_pending) updateUser({ ...user, terms_pending: true });
}

/**
 * A merchant with terms to accept goes to them first. The signed-in user is kept in step with
 * GET /api/me, and a call the server refuses with `terms_required` (an admin published a version
 * while the merchant was signed in) sends them there too.
 */
export function RequireTermsAccepted() {
  const session = useSession();
  const queryClient = useQueryClient();
  const me = useMe({ enabled: Boolean(session) });

  useEffect(() => {
    if (me.data && session && me.data.terms_pending !== Boolean(session.user.terms_pending)) {
      updateUser({ ...session.user, terms_pending: me.data.terms_pending });
    }
  }, [me.data, session]);

  useEffect(() => {
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && termsRequired(event.query.state.error)) markPending();
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && termsRequired(event.mutation?.state.error)) markPending();
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);

  if (session?.user.terms_pending) return <Navigate to="/terms/accept" replace />;
  return <Outlet />;
}
