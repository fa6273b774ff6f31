import {
  ZErrorReply,
  ZPayoutSettingsBody,
  ZPayoutSettingsHistory,
  ZPayoutSettingsReply,
  ZSettingQuery,
  ZSettingSaveQuery,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { say } from '../../lib/reply';
import { signedIn } from '../../plugins/context';
import * as settings from './service';

const errors = { '4xx': ZErrorReply };
const tags = ['settings'];

/** Platform settings (SPEC §7 GET and POST /admin/setting with a type): the payout settings, admins only. */
export default async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/setting',
    {
      config: { allow: 'settings.payout' },
      schema: {
        tags,
        summary: 'The payout settings in force (type=payout), or every version of them (type=payout_history)',
        description:
          'type=payout (the default): the newest version, which applies to orders paid from when it was saved. type=payout_history: every version, newest first, with who saved it and when; SPEC paging, the date range on when it was saved.',
        querystring: ZSettingQuery,
        response: { 200: z.union([ZPayoutSettingsReply, ZPayoutSettingsHistory]), ...errors },
      },
    },
    async (req) =>
      req.query.type === 'payout_history'
        ? settings.settingsHistory(req.ctx, req.query)
        : { data: await settings.currentSettings(req.ctx) },
  );

  r.post(
    '/api/admin/setting',
    {
      config: { allow: 'settings.payout' },
      schema: {
        tags,
        summary: 'Save new payout settings (type=payout, in the body or the query)',
        description:
          'Percentages of the platform fee (at most two decimals) and the recruitment allowance in RM (required). Refused when the percentages together exceed 100% of the fee: the error is on `total_percent` and names the total. Kept as a new version with who and when; orders already paid keep their rates.',
        querystring: ZSettingSaveQuery,
        body: ZPayoutSettingsBody,
        response: { 200: ZPayoutSettingsReply, ...errors },
      },
    },
    async (req) => ({
      data: await settings.saveSettings(signedIn(req.ctx), req.body),
      message: say(req, 'success.payout_settings_updated'),
    }),
  );
}
