import { ZDinerMenuReply } from '../diner-menu';
import { ZTableTokenParams } from '../tables';
import { defineCall } from './call';

export const get = defineCall({
  method: 'GET',
  path: '/api/public/table/:token/menu',
  params: ZTableTokenParams,
  reply: ZDinerMenuReply,
});
