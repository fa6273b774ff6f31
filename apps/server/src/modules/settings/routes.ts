import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { say } from '../../lib/reply';
import { routesOf } from '../../lib/route';
import { signedIn } from '../../plugins/context';
import { publicContact } from './public-contact';
import { readSetting, saveSetting } from './types';

/**
 * Platform settings (SPEC §7 GET and POST /admin/setting with a type), admins only: payout,
 * contact (support's e-mail, phone, WhatsApp and hours) and merchant (defaults for new merchants).
 * The support contact is also public, for the sign-in page.
 */
export default async function settingsRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['settings']);

  route(
    calls.settings.read,
    {
      allow: 'settings.payout',
      summary: 'A setting in force (type=payout|contact|merchant), or its history (type=<kind>_history)',
      description:
        'type=payout (the default), contact or merchant: the version in force (contact and merchant answer their defaults, with id, changed_by and changed_at null, until first saved). type=<kind>_history: every version, newest first, with who saved it and when; SPEC paging, the date range on when it was saved. An unknown type is a field error on `type`.',
    },
    async (req) =>
      readSetting(req.ctx, req.query.type, req.query) as Promise<z.input<typeof calls.settings.read.reply>>,
  );

  route(
    calls.settings.save,
    {
      allow: 'settings.payout',
      summary: 'Save a new version of a setting (type=payout|contact|merchant, in the body or the query)',
      description:
        'payout: percentages of the platform fee (at most two decimals) and the recruitment allowance in RM (required); refused when the percentages together exceed 100% of the fee (error on `total_percent`, naming the total); orders already paid keep their rates. contact: support_email, support_phone (a Malaysian number), whatsapp (a Malaysian mobile, optional), hours_en and hours_zh (at most 200 characters each). merchant: platform_charge and service_charge_percent (0–100, two decimals), sales_service_tax and service_charge (switches): written into merchants created from now on, existing merchants keep theirs. Every save is kept with who and when.',
      // The type may come in the query (as the old client sends it); the body's schema is picked by it.
      preValidation: async (req) => {
        const body = req.body as Record<string, unknown> | null;
        const query = req.query as Record<string, unknown>;
        if (body && typeof body === 'object' && !Array.isArray(body))
          body.type = query.type ?? body.type ?? 'payout';
      },
    },
    async (req) => {
      const saved = await saveSetting(signedIn(req.ctx), req.body);
      // The kind's own view, as the body's `type` picked it; the reply schema checks it.
      return { data: saved.data, message: say(req, saved.saved) } as z.input<
        typeof calls.settings.save.reply
      >;
    },
  );

  route(
    calls.settings.contact,
    {
      allow: 'public',
      summary: "The platform support's contact (anyone; cached for a minute)",
      description:
        'E-mail, phone and WhatsApp (international format, WhatsApp null when none) and opening hours in English and Chinese, as shown on the sign-in page and in the Help of the portal. Throttled per address.',
    },
    async (req, reply) => {
      const data = await publicContact(req.ctx);
      reply.header('cache-control', 'public, max-age=60');
      return { data };
    },
  );
}
