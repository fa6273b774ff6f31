import { ZCashOutBody, ZCashOutReply, ZCashOutSummaryReply } from '../cash-out';
import {
  ZClearBalanceBody,
  ZClearBalanceRunPage,
  ZClearBalanceRunQuery,
  ZClearBalanceRunReply,
  ZMerchantBalancePage,
  ZMerchantBalanceQuery,
} from '../clear-balance';
import { ZPagingQuery } from '../common';
import { defineCall } from './call';

export const merchantBalance = defineCall({
  method: 'GET',
  path: '/api/admin/report/merchant_balance',
  query: ZMerchantBalanceQuery,
  reply: ZMerchantBalancePage,
});

export const clearBalance = defineCall({
  method: 'POST',
  path: '/api/admin/report/clear_balance',
  body: ZClearBalanceBody,
  reply: ZClearBalanceRunReply,
});

export const clearBalanceRun = defineCall({
  method: 'GET',
  path: '/api/admin/report/clear_balance_run',
  query: ZClearBalanceRunQuery,
  reply: ZClearBalanceRunReply,
});

export const clearBalanceRuns = defineCall({
  method: 'GET',
  path: '/api/admin/report/clear_balance_runs',
  query: ZPagingQuery,
  reply: ZClearBalanceRunPage,
});

export const cashOutSummary = defineCall({
  method: 'GET',
  path: '/api/public/me/cash_out',
  reply: ZCashOutSummaryReply,
});

export const cashOut = defineCall({
  method: 'POST',
  path: '/api/public/me/cash_out',
  body: ZCashOutBody,
  reply: ZCashOutReply,
});
