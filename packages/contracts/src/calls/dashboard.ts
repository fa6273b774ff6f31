import { ZDashboardReply } from '../dashboard';
import { ZDashboardQuery } from '../order-admin';
import { defineCall } from './call';

export const get = defineCall({
  method: 'GET',
  path: '/api/admin/merchant/dashboard',
  query: ZDashboardQuery,
  reply: ZDashboardReply,
});
