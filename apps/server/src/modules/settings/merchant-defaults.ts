import { bpToPercent, type ZMerchantSettingsBody } from '@meja/contracts';
import { z } from 'zod';
import { versioned } from './kind';

/**
 * Defaults written into every merchant's store when it is created (type=merchant); merchants
 * created before a change keep what they have. Kept in the store's own column names and units
 * (hundredths of a percent), so opening a merchant writes the value as it is.
 */

const ZMerchantDefaults = z.object({
  platformChargeBp: z.number().int().min(0).max(100_00),
  serviceChargeBp: z.number().int().min(0).max(100_00),
  salesServiceTax: z.boolean(),
  serviceCharge: z.boolean(),
});
export type MerchantDefaults = z.infer<typeof ZMerchantDefaults>;

/** As the stores table had them before this setting existed (SPEC §3: service charge 10%). */
const defaults: MerchantDefaults = {
  platformChargeBp: 0,
  serviceChargeBp: 10_00,
  salesServiceTax: false,
  serviceCharge: false,
};

export const merchantSetting = versioned({
  type: 'merchant',
  defaults,
  stored: ZMerchantDefaults,
  fromBody: (b: z.output<typeof ZMerchantSettingsBody>): MerchantDefaults => ({
    platformChargeBp: b.platform_charge,
    serviceChargeBp: b.service_charge_percent,
    salesServiceTax: b.sales_service_tax,
    serviceCharge: b.service_charge,
  }),
  toView: (v: MerchantDefaults) => ({
    platform_charge: bpToPercent(v.platformChargeBp),
    service_charge_percent: bpToPercent(v.serviceChargeBp),
    sales_service_tax: v.salesServiceTax,
    service_charge: v.serviceCharge,
  }),
  saved: 'success.merchant_settings_updated',
});

/** The defaults in force, read in the transaction that opens the merchant. */
export const merchantDefaults = merchantSetting.current;
