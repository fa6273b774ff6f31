import { canList } from '@meja/contracts/permissions';
import { Navigate, useParams } from 'react-router';
import { Forbidden, NotFoundPage } from '../kit/Results';
import { listingOfPath } from '../lib/listing-paths';
import { useSession } from '../lib/session';
import { UserListPage } from './UserListPage';

/** /users/:type — the listing of that type, if this role may see it. */
export default function UsersPage() {
  const { type } = useParams();
  const role = useSession()?.user.role;
  const listing = listingOfPath(type);
  if (!listing) return <NotFoundPage />;
  // Buddies have their own screen ("Platform buddy"), with each buddy's profile and wallet.
  if (listing === 'buddy') return <Navigate to="/buddies" replace />;
  if (!role || !canList(role, listing)) return <Forbidden />;
  // A new listing starts with fresh paging, search and filters.
  return <UserListPage key={listing} listing={listing} />;
}
