import { Suspense, useEffect } from 'react';
import { HomePage } from './home/HomePage';
import { lazyPage } from './lib/lazy';
import { lastTable } from './lib/recent-orders';
import { closeSheet, navigate, paths, useLocation } from './lib/router';
import { saveReferral } from './lib/signup';
import { TablePage } from './table/TablePage';
import { ErrorBoundary } from './ui/ErrorBoundary';

// The table's menu is the first screen and ships in the first download; the rest comes when needed.
const OrderPage = lazyPage(() => import('./order/OrderPage'));
const AccountPage = lazyPage(() => import('./account/AccountPage'));
const SignInSheet = lazyPage(() => import('./account/SignInSheet'));
const ProfileSheet = lazyPage(() => import('./account/ProfileSheet'));

export function App() {
  const { route, sheets } = useLocation();
  const top = sheets.at(-1)?.kind;
  return (
    <ErrorBoundary>
      <Suspense fallback={<div className="page" aria-busy="true" />}>
        {route.page === 'table' ? (
          <TablePage key={route.token} token={route.token} />
        ) : route.page === 'order' ? (
          <OrderPage key={route.token} token={route.token} />
        ) : route.page === 'account' ? (
          <AccountPage />
        ) : route.page === 'referral' ? (
          <Referral code={route.code} />
        ) : (
          <HomePage />
        )}
        <Suspense fallback={null}>
          {top === 'signin' ? <SignInSheet onClose={closeSheet} /> : null}
          {top === 'profile' ? <ProfileSheet onClose={closeSheet} /> : null}
        </Suspense>
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * /order/r/{code}, a buddy's share link: the code waits on this phone for the sign-in that creates
 * the new buddy, and the diner goes on to the table they were at (if any) or home.
 */
function Referral({ code }: { code: string }) {
  useEffect(() => {
    saveReferral(code);
    const table = lastTable();
    navigate(table ? paths.table(table) : paths.home(), { replace: true });
  }, [code]);
  return <div className="page" aria-busy="true" />;
}
