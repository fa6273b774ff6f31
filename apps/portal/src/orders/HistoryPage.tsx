import { useOrderListing } from '@meja/client';
import type { TOrderListItem } from '@meja/contracts';
import { can } from '@meja/contracts/permissions';
import { useTranslation } from 'react-i18next';
import { dateRange } from '../kit/list/date-range';
import { ListPage } from '../kit/list/ListPage';
import { useSession } from '../lib/session';
import { useMerchantScope } from '../store/merchant-scope';
import { orderColumns, paymentFilter } from './columns';
import { useOrderModals } from './OrderModals';

/**
 * Order history (/orders/history): the merchant's orders by date range, with payment status and
 * search, paged by the server; a row opens the order's detail. Admins name the merchant with
 * ?merchant_id=.
 */
export default function HistoryPage() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const scope = useMerchantScope('orders.board');
  const canAct = Boolean(user && can(user, 'orders.cashier'));
  const { show, modals } = useOrderModals(canAct);
  return (
    <ListPage<TOrderListItem, Parameters<typeof useOrderListing>[0]>
      id="order-history"
      texts={{
        title: 'orders.history.title',
        empty: 'orders.history.empty',
        noMatch: 'orders.history.noMatch',
        total: 'orders.history.total',
        noAccess: 'orders.noAccess',
        filters: 'orders.history.filters',
        chooseMerchant: ['orders.history.title', 'orders.chooseMerchant'],
      }}
      scope={scope}
      useRows={useOrderListing}
      search={{ placeholder: 'orders.history.search' }}
      filters={[dateRange('orders.history.dates'), paymentFilter(t)]}
      columns={orderColumns(t, { store: false, canAct, show })}
      onOpen={(row) => show('detail', row)}
      columnChoice
    >
      {modals}
    </ListPage>
  );
}
