import { ZIdParams } from '../common';
import {
  ZTermsAcceptancePage,
  ZTermsAcceptanceQuery,
  ZTermsAcceptBody,
  ZTermsCurrentReply,
  ZTermsListQuery,
  ZTermsMineReply,
  ZTermsPage,
  ZTermsPublishBody,
  ZTermsVersionReply,
} from '../terms';
import { defineCall } from './call';

export const list = defineCall({
  method: 'GET',
  path: '/api/admin/terms',
  query: ZTermsListQuery,
  reply: ZTermsPage,
});

export const current = defineCall({
  method: 'GET',
  path: '/api/admin/terms/current',
  reply: ZTermsCurrentReply,
});

export const mine = defineCall({ method: 'GET', path: '/api/admin/terms/mine', reply: ZTermsMineReply });

export const acceptances = defineCall({
  method: 'GET',
  path: '/api/admin/terms/acceptances',
  query: ZTermsAcceptanceQuery,
  reply: ZTermsAcceptancePage,
});

export const get = defineCall({
  method: 'GET',
  path: '/api/admin/terms/:id',
  params: ZIdParams,
  reply: ZTermsVersionReply,
});

export const publish = defineCall({
  method: 'POST',
  path: '/api/admin/terms',
  body: ZTermsPublishBody,
  reply: ZTermsVersionReply,
});

export const accept = defineCall({
  method: 'POST',
  path: '/api/admin/terms/accept',
  body: ZTermsAcceptBody,
  reply: ZTermsCurrentReply,
});
