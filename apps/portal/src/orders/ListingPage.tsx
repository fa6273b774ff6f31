import { useOrderListing } from '@meja/client';
import type { TOrderListItem, TOrderListingQuery } from '@meja/contracts';
import { can } from '@meja/contracts/permissions';
import { useTranslation } from 'react-i18next';
import { dateRange } from '../kit/list/date-range';
import { ListPage } from '../kit/list/ListPage';
import { useSession } from '../lib/session';
import { orderColumns, paymentFilter } from './columns';
import { merchantFilter } from './MerchantSelect';
import { useOrderModals } from './OrderModals';

type Params = TOrderListingQuery & { merchant?: number };

// The list page sets merchant_id from its scope (none here): the merchant filter goes by its own name.
const useListing = ({ merchant, ...query }: Params, options: { enabled: boolean }) =>
  useOrderListing({ ...query, merchant_id: merchant || undefined }, options);

/** Order listing for admins (/orders/listing): every merchant's orders, by merchant and payment status. */
export default function ListingPage() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const allowed = user && can(user, 'orders.board') && can(user, 'merchants.every');
  const { show, modals } = useOrderModals(Boolean(allowed));
  return (
    <ListPage<TOrderListItem, Params>
      id="order-listing"
      texts={{
        title: 'orders.listing.title',
        empty: 'orders.listing.empty',
        noMatch: 'orders.listing.noMatch',
        total: 'orders.listing.total',
        noAccess: 'orders.noAccess',
        filters: 'orders.history.filters',
      }}
      scope={{ allowed }}
      useRows={useListing}
      search={{ placeholder: 'orders.history.search' }}
      filters={[merchantFilter('orders.board.merchant'), dateRange('orders.history.dates'), paymentFilter(t)]}
      columns={orderColumns(t, { store: true, canAct: Boolean(allowed), show })}
      onOpen={(row) => show('detail', row)}
      columnChoice
    >
      {modals}
    </ListPage>
  );
}
