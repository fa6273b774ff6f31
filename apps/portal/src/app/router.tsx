import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { RequireTermsAccepted } from '../content/terms/RequireTermsAccepted';
import { Loading } from '../kit/Loading';
import { NotFoundPage } from '../kit/Results';
import { homeOf, isDinerAccount } from '../lib/home';
import { useSession } from '../lib/session';
import { PublicOnly, RequirePasswordSet, RequireSession } from './guards';
import { wallScreen, workingScreen } from './screens';

// Every screen is its own chunk, loaded on first visit behind a spinner.
const LoginPage = lazy(() => import('../auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../auth/ResetPasswordPage'));
const FirstLoginPage = lazy(() => import('../auth/FirstLoginPage'));
const ChangePasswordPage = lazy(() => import('../auth/ChangePasswordPage'));
const AppLayout = lazy(() => import('./AppLayout'));
const DashboardPage = lazy(() => import('../dashboard/DashboardPage'));
const UsersPage = lazy(() => import('../users/UsersPage'));
const DinerPage = lazy(() => import('./DinerPage'));
const TablesPage = lazy(() => import('../tables/TablesPage'));
const StaffPage = lazy(() => import('../staff/StaffPage'));
const StorePage = lazy(() => import('../store/StorePage'));
const CompanyPage = lazy(() => import('../company/CompanyPage'));
const PrintersPage = lazy(() => import('../printers/PrintersPage'));
const MediaPage = lazy(() => import('../media/MediaPage'));
const StockImagesPage = lazy(() => import('../stock-images/StockImagesPage'));
const MenuOverviewPage = lazy(() => import('../menu/foods/MenuOverviewPage'));
const FoodMenuPage = lazy(() => import('../menu/foods/FoodMenuPage'));
const AlcoholMenuPage = lazy(() => import('../menu/foods/AlcoholMenuPage'));
const CategoriesPage = lazy(() => import('../menu/categories/CategoriesPage'));
const OptionGroupsPage = lazy(() => import('../menu/options/OptionGroupsPage'));
const LiveBoardPage = lazy(() => import('../orders/LiveBoardPage'));
const OrderHistoryPage = lazy(() => import('../orders/HistoryPage'));
const OrderListingPage = lazy(() => import('../orders/ListingPage'));
const OrderDetailPage = lazy(() => import('../orders/OrderDetailPage'));
const KitchenPage = lazy(() => import('../kitchen/KitchenPage'));
const ServePage = lazy(() => import('../serve/ServePage'));
const MembersPage = lazy(() => import('../members/MembersPage'));
const BuddiesPage = lazy(() => import('../members/BuddiesPage'));
const TicketsPage = lazy(() => import('../tickets/TicketsPage'));
const PayoutsPage = lazy(() => import('../payouts/PayoutsPage'));
const ClearBalancePage = lazy(() => import('../payouts/ClearBalancePage'));
const PayoutSettingsPage = lazy(() => import('../settings/PayoutSettingsPage'));
const ReportPage = lazy(() => import('../reports/ReportPage'));
const ContactSettingsPage = lazy(() => import('../settings/ContactSettingsPage'));
const MerchantSettingsPage = lazy(() => import('../settings/MerchantSettingsPage'));
const AnnouncementsPage = lazy(() => import('../content/announcements/AnnouncementsPage'));
const UpdateLogPage = lazy(() => import('../content/update-log/UpdateLogPage'));
const WhatsNewPage = lazy(() => import('../content/update-log/WhatsNewPage'));
const TermsAdminPage = lazy(() => import('../content/terms/TermsAdminPage'));
const MyTermsPage = lazy(() => import('../content/terms/MyTermsPage'));
const AcceptTermsPage = lazy(() => import('../content/terms/AcceptTermsPage'));

function Root() {
  return (
    <Suspense fallback={<Loading fullPage />}>
      <Outlet />
    </Suspense>
  );
}

function Home() {
  const session = useSession();
  return <Navigate to={session ? homeOf(session.user) : '/login'} replace />;
}

/** Buddies have no dashboard: their page says where to order. */
function DashboardRoute() {
  const user = useSession()?.user;
  return user && isDinerAccount(user) ? <Navigate to="/diner" replace /> : <DashboardPage />;
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      { element: <PublicOnly />, children: [{ path: '/login', element: <LoginPage /> }] },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      {
        element: <RequireSession />,
        children: [
          { path: '/first-login', element: <FirstLoginPage /> },
          {
            element: <RequirePasswordSet />,
            children: [
              { path: '/terms/accept', element: <AcceptTermsPage /> },
              {
                element: <RequireTermsAccepted />,
                children: [
                  {
                    element: <AppLayout />,
                    children: [
                      { index: true, element: <Home /> },
                      { path: 'dashboard', element: <DashboardRoute /> },
                      { path: 'users/:type', element: <UsersPage /> },
                      { path: 'tables', element: <TablesPage /> },
                      { path: 'staff', element: <StaffPage /> },
                      { path: 'store', element: <StorePage /> },
                      { path: 'company', element: <CompanyPage /> },
                      { path: 'printers', element: <PrintersPage /> },
                      { path: 'media', element: <MediaPage /> },
                      { path: 'food-images', element: <StockImagesPage /> },
                      { path: 'menu', element: <MenuOverviewPage /> },
                      { path: 'menu/foods', element: <FoodMenuPage /> },
                      { path: 'menu/alcohol', element: <AlcoholMenuPage /> },
                      { path: 'menu/categories', element: <CategoriesPage key="food" kind="food" /> },
                      {
                        path: 'menu/alcohol-categories',
                        element: <CategoriesPage key="alcohol" kind="alcohol" />,
                      },
                      { path: 'menu/options', element: <OptionGroupsPage /> },
                      { path: 'orders/live', element: <LiveBoardPage key="live" />, handle: workingScreen },
                      {
                        path: 'orders/realtime',
                        element: <LiveBoardPage key="realtime" realtime />,
                        handle: workingScreen,
                      },
                      { path: 'orders/history', element: <OrderHistoryPage /> },
                      { path: 'orders/listing', element: <OrderListingPage /> },
                      { path: 'orders/:id', element: <OrderDetailPage /> },
                      { path: 'kitchen', element: <KitchenPage />, handle: wallScreen },
                      { path: 'serve', element: <ServePage />, handle: wallScreen },
                      { path: 'members', element: <MembersPage /> },
                      { path: 'buddies', element: <BuddiesPage /> },
                      { path: 'tickets', element: <TicketsPage /> },
                      { path: 'payouts', element: <PayoutsPage /> },
                      { path: 'payouts/clear-balance', element: <ClearBalancePage /> },
                      { path: 'settings/payout', element: <PayoutSettingsPage /> },
                      { path: 'settings/contact', element: <ContactSettingsPage /> },
                      { path: 'settings/merchant', element: <MerchantSettingsPage /> },
                      { path: 'content/announcements', element: <AnnouncementsPage /> },
                      { path: 'content/update-log', element: <UpdateLogPage /> },
                      { path: 'content/terms', element: <TermsAdminPage /> },
                      { path: 'whats-new', element: <WhatsNewPage /> },
                      { path: 'terms', element: <MyTermsPage /> },
                      { path: 'reports/:name', element: <ReportPage /> },
                      { path: 'change-password', element: <ChangePasswordPage /> },
                      { path: 'diner', element: <DinerPage /> },
                      { path: '*', element: <NotFoundPage /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);
