import { z } from 'zod';
import {
  ZPayoutSettingsHistory,
  ZPayoutSettingsReply,
  ZSettingQuery,
  ZSettingSaveQuery,
} from '../payout-settings';
import {
  ZContactInfoReply,
  ZContactSettingsHistory,
  ZContactSettingsReply,
  ZMerchantSettingsHistory,
  ZMerchantSettingsReply,
  ZSettingSaveBody,
} from '../settings';
import { defineCall } from './call';

const settingReply = z.union([ZPayoutSettingsReply, ZContactSettingsReply, ZMerchantSettingsReply]);
const readReply = z.union([
  settingReply,
  ZPayoutSettingsHistory,
  ZContactSettingsHistory,
  ZMerchantSettingsHistory,
]);

export const read = defineCall({
  method: 'GET',
  path: '/api/admin/setting',
  query: ZSettingQuery,
  reply: readReply,
});

export const save = defineCall({
  method: 'POST',
  path: '/api/admin/setting',
  query: ZSettingSaveQuery,
  body: ZSettingSaveBody,
  reply: settingReply,
});

export const contact = defineCall({ method: 'GET', path: '/api/setting/contact', reply: ZContactInfoReply });
