import { z } from 'zod';
import { ZIdParams } from '../common';
import { ZOrderTokenParams } from '../orders';
import {
  ZPrinterConnectionQuery,
  ZPrinterConnectionReply,
  ZPrintJobReply,
  ZReprintBody,
  ZTestReceiptBody,
} from '../printing';
import { defineCall } from './call';

const html = z
  .string()
  .describe('An HTML page (text/html) as wide as the store’s paper (58 or 80 mm), for the browser to print');

export const printerConnection = defineCall({
  method: 'GET',
  path: '/api/admin/merchant/printer_connection',
  query: ZPrinterConnectionQuery,
  reply: ZPrinterConnectionReply,
});

export const testReceipt = defineCall({
  method: 'POST',
  path: '/api/admin/merchant/test_receipt',
  body: ZTestReceiptBody,
  reply: ZPrintJobReply,
});

export const reprint = defineCall({
  method: 'POST',
  path: '/api/admin/order/:id/print',
  params: ZIdParams,
  body: ZReprintBody,
  reply: ZPrintJobReply,
});

export const receiptHtml = defineCall({
  method: 'GET',
  path: '/api/admin/order/:id/receipt',
  params: ZIdParams,
  reply: html,
});

export const publicReceipt = defineCall({
  method: 'GET',
  path: '/api/public/orders/:orderToken/receipt',
  params: ZOrderTokenParams,
  reply: html,
});
