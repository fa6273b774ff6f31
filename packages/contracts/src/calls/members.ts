import {
  ZMemberListQuery,
  ZMemberPage,
  ZMemberStatusBody,
  ZMemberStatusParams,
  ZMemberStatusReply,
  ZWalletHistoryBody,
  ZWalletHistoryReply,
} from '../loyalty';
import { defineCall } from './call';

export const walletHistory = defineCall({
  method: 'POST',
  path: '/api/get_wallet_history',
  query: ZWalletHistoryBody,
  body: ZWalletHistoryBody,
  reply: ZWalletHistoryReply,
});

export const list = defineCall({
  method: 'GET',
  path: '/api/admin/merchant/member_listing',
  query: ZMemberListQuery,
  reply: ZMemberPage,
});

export const toggleStatus = defineCall({
  method: 'PATCH',
  path: '/api/admin/merchant/member_status/:id',
  params: ZMemberStatusParams,
  body: ZMemberStatusBody,
  reply: ZMemberStatusReply,
});
