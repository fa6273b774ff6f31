import { useKeyInMenu } from '@meja/client';
import { can, merchantAccess } from '@meja/contracts/permissions';
import { useSession } from '../lib/session';
import { usePendingKeyIns, usePendingPayments } from './pending';

/**
 * What the cashier's board adds offline: the orders keyed in and payments taken on this device
 * and not yet sent, and key-in's menu read ahead, so that key-in opens with no connection too.
 * `merchantId` is the merchant an admin named (a merchant's own staff name none).
 */
export function useOfflineBoard(merchantId: number | undefined, enabled: boolean) {
  const user = useSession()?.user;
  const named = user ? merchantAccess(user.role) === 'named' : false;
  const own = named ? merchantId : undefined;
  const cashier = Boolean(user && can(user, 'orders.cashier'));
  useKeyInMenu(own, { enabled: enabled && cashier && (!named || own !== undefined), staleTime: 5 * 60_000 });
  return { keyIns: usePendingKeyIns(own), payments: usePendingPayments() };
}
