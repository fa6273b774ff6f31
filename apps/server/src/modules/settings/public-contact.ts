import type { TContactInfo } from '@meja/contracts';
import { enforce, type Limit } from '../../lib/rate-limit';
import type { Ctx } from '../../plugins/context';
import { contactInfo, contactSetting } from './contact';

/**
 * Every sign-in page and signed-in header asks for it (browsers keep it a minute), so the limit is
 * generous; it only stops a script from hammering the database.
 */
const READS_PER_ADDRESS_MINUTE: Limit = { limit: 300, windowS: 60 };

/** GET /setting/contact: the support contact in force, its contact fields only. */
export async function publicContact(ctx: Ctx): Promise<TContactInfo> {
  await enforce(ctx.db, [[`contact-ip:${ctx.ip}`, READS_PER_ADDRESS_MINUTE]]);
  return contactInfo(await contactSetting.current(ctx.db));
}
