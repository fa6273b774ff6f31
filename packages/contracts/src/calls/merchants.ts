import {
  ZCheckEditReply,
  ZMerchantAgentReply,
  ZMerchantInfoQuery,
  ZMerchantProfileReply,
  ZMerchantQuery,
} from '../merchant-profile';
import { ZMerchantProfileBody } from '../merchant-profile-body';
import { defineCall } from './call';

export const info = defineCall({
  method: 'GET',
  path: '/api/admin/merchant/info',
  query: ZMerchantInfoQuery,
  reply: ZMerchantProfileReply,
});

export const update = defineCall({
  method: 'PUT',
  path: '/api/admin/merchant/update',
  body: ZMerchantProfileBody,
  reply: ZMerchantProfileReply,
});

export const patch = defineCall({
  method: 'PATCH',
  path: '/api/admin/merchant/update',
  body: ZMerchantProfileBody,
  reply: ZMerchantProfileReply,
});

export const checkEdit = defineCall({
  method: 'GET',
  path: '/api/admin/check_edit',
  query: ZMerchantQuery,
  reply: ZCheckEditReply,
});

export const viewAgent = defineCall({
  method: 'GET',
  path: '/api/admin/merchant/view_agent',
  query: ZMerchantQuery,
  reply: ZMerchantAgentReply,
});
