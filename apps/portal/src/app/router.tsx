import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { RequireTermsAccepted } from '../content/terms/RequireTermsAccepted';
import { Loading } from '../kit/Loading';
import { NotFoundPage } from '../kit/Results';
import { homeOf, isDinerAccount } from '../lib/home';
import { useSession } from '../lib/session';
import { PublicOnly, RequirePasswordSet, RequireSession } from './guards';
import { wallScreen, workingScreen } from './screens';

/** A screen in its own chunk, loaded on first visit behind a spinner; `load` fetches it ahead. */
// biome-ignore lint/suspicious/noExplicitAny: any screen's props
function screen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return Object.assign(lazy(load), { load });
}
const LoginPage = screen(() => import('../auth/LoginPage'));
const ForgotPasswordPage = screen(() => import('../auth/ForgotPasswordPage'));
const ResetPasswordPage = screen(() => import('../auth/ResetPasswordPage'));
const FirstLoginPage = screen(() => import('../auth/FirstLoginPage'));
const ChangePasswordPage = screen(() => import('../auth/ChangePasswordPage'));
const AppLayout = screen(() => import('./AppLayout'));
const DashboardPage = screen(() => import('../dashboard/DashboardPage'));
const UsersPage = screen(() => import('../users/UsersPage'));
const DinerPage = screen(() => import('./DinerPage'));
const TablesPage = screen(() => import('../tables/TablesPage'));
const StaffPage = screen(() => import('../staff/StaffPage'));
const StorePage = screen(() => import('../store/StorePage'));
const CompanyPage = screen(() => import('../company/CompanyPage'));
const PrintersPage = screen(() => import('../printers/PrintersPage'));
const MediaPage = screen(() => import('../media/MediaPage'));
const StockImagesPage = screen(() => import('../stock-images/StockImagesPage'));
const MenuOverviewPage = screen(() => import('../menu/foods/MenuOverviewPage'));
const FoodMenuPage = screen(() => import('../menu/foods/FoodMenuPage'));
const AlcoholMenuPage = screen(() => import('../menu/foods/AlcoholMenuPage'));
const CategoriesPage = screen(() => import('../menu/categories/CategoriesPage'));
const OptionGroupsPage = screen(() => import('../menu/options/OptionGroupsPage'));
const CoursesPage = screen(() => import('../menu/courses/CoursesPage'));
const LiveBoardPage = screen(() => import('../orders/LiveBoardPage'));
const OrderHistoryPage = screen(() => import('../orders/HistoryPage'));
const OrderListingPage = screen(() => import('../orders/ListingPage'));
const OrderDetailPage = screen(() => import('../orders/OrderDetailPage'));
const KitchenPage = screen(() => import('../kitchen/KitchenPage'));
const ServePage = screen(() => import('../serve/ServePage'));
const MembersPage = screen(() => import('../members/MembersPage'));
const BuddiesPage = screen(() => import('../members/BuddiesPage'));
const TicketsPage = screen(() => import('../tickets/TicketsPage'));
const PayoutsPage = screen(() => import('../payouts/PayoutsPage'));
const ClearBalancePage = screen(() => import('../payouts/ClearBalancePage'));
const PayoutSettingsPage = screen(() => import('../settings/PayoutSettingsPage'));
const ReportPage = screen(() => import('../reports/ReportPage'));
const ContactSettingsPage = screen(() => import('../settings/ContactSettingsPage'));
const MerchantSettingsPage = screen(() => import('../settings/MerchantSettingsPage'));
const AnnouncementsPage = screen(() => import('../content/announcements/AnnouncementsPage'));
const UpdateLogPage = screen(() => import('../content/update-log/UpdateLogPage'));
const WhatsNewPage = screen(() => import('../content/update-log/WhatsNewPage'));
const TermsAdminPage = screen(() => import('../content/terms/TermsAdminPage'));
const MyTermsPage = screen(() => import('../content/terms/MyTermsPage'));
const AcceptTermsPage = screen(() => import('../content/terms/AcceptTermsPage'));

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
const DashboardRoute = Object.assign(
  function DashboardRoute() {
    const user = useSession()?.user;
    return user && isDinerAccount(user) ? <Navigate to="/diner" replace /> : <DashboardPage />;
  },
  { load: DashboardPage.load },
);

const routes: RouteObject[] = [
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
                      { path: 'menu/courses', element: <CoursesPage /> },
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
];

/**
 * On a reload, the layout's and the page's chunks are fetched at once, before React renders: the
 * spinner of each lazy screen would otherwise start the next fetch only once the one above it has
 * rendered (a waterfall of a few hundred milliseconds).
 */
for (const { route } of matchRoutes(routes, window.location) ?? []) {
  const type = (route.element as { type?: { load?: () => Promise<unknown> } } | undefined)?.type;
  // A chunk that fails here fails again, visibly, where the screen renders.
  type?.load?.().catch(() => {});
}

export const router = createBrowserRouter(routes);
