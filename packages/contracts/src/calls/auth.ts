import {
  ZChangePasswordBody,
  ZForgetEmailBody,
  ZLoginBody,
  ZLoginReply,
  ZMeReply,
  ZOkReply,
  ZResetTokenQuery,
  ZSetPasswordBody,
} from '../auth';
import { defineCall } from './call';

export const login = defineCall({ method: 'POST', path: '/api/login', body: ZLoginBody, reply: ZLoginReply });

export const logout = defineCall({ method: 'POST', path: '/api/logout', reply: ZOkReply });

export const me = defineCall({ method: 'GET', path: '/api/me', reply: ZMeReply });

export const firstTimeLogin = defineCall({
  method: 'POST',
  path: '/api/admin/merchant/first_time_login',
  body: ZSetPasswordBody,
  reply: ZOkReply,
});

export const setPassword = defineCall({
  method: 'POST',
  path: '/api/set_password',
  body: ZSetPasswordBody,
  reply: ZOkReply,
});

export const sendForgetEmail = defineCall({
  method: 'POST',
  path: '/api/send_forget_email',
  body: ZForgetEmailBody,
  reply: ZOkReply,
});

export const changePassword = defineCall({
  method: 'POST',
  path: '/api/change_password',
  query: ZResetTokenQuery,
  body: ZChangePasswordBody,
  reply: ZOkReply,
});
