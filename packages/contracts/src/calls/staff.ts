import { ZOkReply } from '../auth';
import { ZIdParams } from '../common';
import {
  ZCreateStaffBody,
  ZStaffListQuery,
  ZStaffPage,
  ZStaffReply,
  ZToggleStaffBody,
  ZUpdateStaffBody,
} from '../staff';
import { defineCall } from './call';

/** A merchant's operation staff (SPEC §7 /admin/merchant_staff*). */
export const list = defineCall({
  method: 'GET',
  path: '/api/admin/merchant_staff_index',
  query: ZStaffListQuery,
  reply: ZStaffPage,
});

export const get = defineCall({
  method: 'GET',
  path: '/api/admin/merchant_staff/:id',
  params: ZIdParams,
  reply: ZStaffReply,
});

export const create = defineCall({
  method: 'POST',
  path: '/api/admin/merchant_staff',
  body: ZCreateStaffBody,
  reply: ZStaffReply,
});

export const update = defineCall({
  method: 'PUT',
  path: '/api/admin/merchant_staff_update/:id',
  params: ZIdParams,
  body: ZUpdateStaffBody,
  reply: ZStaffReply,
});

export const sendResetLink = defineCall({
  method: 'POST',
  path: '/api/admin/merchant_staff/:id/reset_link',
  params: ZIdParams,
  reply: ZOkReply,
});

export const toggleStatus = defineCall({
  method: 'PATCH',
  path: '/api/admin/merchant_staff_update/:id',
  params: ZIdParams,
  body: ZToggleStaffBody,
  reply: ZStaffReply,
});
