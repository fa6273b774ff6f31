import { Suspense } from 'react';
import { HomePage } from './home/HomePage';
import { lazyPage } from './lib/lazy';
import { closeSheet, useLocation } from './lib/router';
import { TablePage } from './table/TablePage';
import { ErrorBoundary } from './ui/ErrorBoundary';

// The table's menu is the first screen and ships in the first download; the rest comes when needed.
const OrderPage = lazyPage(() => import('./order/OrderPage'));
const MyOrdersPage = lazyPage(() => import('./account/MyOrdersPage'));
const SignInSheet = lazyPage(() => import('./account/SignInSheet'));

export function App() {
  const { route, sheets } = useLocation();
  return (
    <ErrorBoundary>
      <Suspense fallback={<div className="page" aria-busy="true" />}>
        {route.page === 'table' ? (
          <TablePage key={route.token} token={route.token} />
        ) : route.page === 'order' ? (
          <OrderPage key={route.token} token={route.token} />
        ) : route.page === 'orders' ? (
          <MyOrdersPage />
        ) : (
          <HomePage />
        )}
        <Suspense fallback={null}>
          {sheets.at(-1)?.kind === 'signin' ? <SignInSheet onClose={closeSheet} /> : null}
        </Suspense>
      </Suspense>
    </ErrorBoundary>
  );
}
