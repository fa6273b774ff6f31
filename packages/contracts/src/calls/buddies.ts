import {
  ZBuddyOrderPage,
  ZBuddyOrdersQuery,
  ZSendCodeBody,
  ZSendCodeReply,
  ZVerifyCodeBody,
  ZVerifyCodeReply,
} from '../buddies';
import {
  ZBuddyDateOfBirthBody,
  ZBuddyDateOfBirthParams,
  ZBuddyDateOfBirthReply,
  ZBuddyMeReply,
  ZBuddyProfileBody,
} from '../loyalty';
import { defineCall } from './call';

export const sendCode = defineCall({
  method: 'POST',
  path: '/api/public/otp/send',
  body: ZSendCodeBody,
  reply: ZSendCodeReply,
});

export const verifyCode = defineCall({
  method: 'POST',
  path: '/api/public/otp/verify',
  body: ZVerifyCodeBody,
  reply: ZVerifyCodeReply,
});

export const me = defineCall({ method: 'GET', path: '/api/public/me', reply: ZBuddyMeReply });

export const saveProfile = defineCall({
  method: 'PUT',
  path: '/api/public/me',
  body: ZBuddyProfileBody,
  reply: ZBuddyMeReply,
});

export const setDateOfBirth = defineCall({
  method: 'PATCH',
  path: '/api/admin/buddy/date_of_birth/:id',
  params: ZBuddyDateOfBirthParams,
  body: ZBuddyDateOfBirthBody,
  reply: ZBuddyDateOfBirthReply,
});

export const myOrders = defineCall({
  method: 'GET',
  path: '/api/public/me/orders',
  query: ZBuddyOrdersQuery,
  reply: ZBuddyOrderPage,
});
