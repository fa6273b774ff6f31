import { fpxMinimumSen } from '@meja/contracts';

/**
 * Every figure the merchant agreement states, said once here and put into both languages' text,
 * so the English and the Chinese can never disagree. SPEC §9 gives two figures in two places;
 * the agreement uses 21 days' notice of a change of terms (not 7) and settlement within
 * 3 business days (not 4). The admin terms screen says so in its help text.
 */
export const figures = {
  /** SPEC §9: the overriding commission, as a percentage of the Platform Fees. */
  overridingCommissionPercent: 30,
  /** SPEC §9: late interest per annum on overdue amounts... */
  lateInterestPercentPerAnnum: 8,
  /** ...once they are this many days overdue. */
  lateInterestAfterDays: 7,
  /** SPEC §9: the Company may terminate for fees still unpaid this many days after they fell due. */
  unpaidFeesTerminationDays: 30,
  /** SPEC §9: notice of termination without cause. */
  terminationNoticeDays: 30,
  /** SPEC §9 says 21 in one place and 7 in another: we chose 21. */
  termsChangeNoticeDays: 21,
  /** SPEC §9 says 3 in one place and 4 in another: we chose 3. */
  settlementBusinessDays: 3,
  /** SPEC §9: a discrepancy is raised within this many days of the statement... */
  discrepancyRaiseDays: 30,
  /** ...and resolved within this many business days. */
  discrepancyResolveBusinessDays: 14,
  /** SPEC §9: records are kept this many years. */
  recordsRetentionYears: 7,
  /** SPEC §9: bank account information is due within this many days. */
  bankAccountInfoDays: 14,
  /** SPEC §9: information about suspected fraud is due within this many days. */
  fraudInfoDays: 14,
  /** SPEC §9: access to records within this many business days of a request. */
  recordsAccessBusinessDays: 3,
  /** SPEC §9: the non-solicitation period in months (clause 18.5). */
  nonSolicitationMonths: 6,
  /** SPEC §9: the security deposit in ringgit. */
  depositRinggit: '1,000',
  /** The Company returns what is left of the deposit within this many days after the agreement ends. */
  depositReturnDays: 30,
  /** SPEC §9 and PRODUCT "Money": this many points are worth RM1.00 to the merchant... */
  pointsPerRinggit: 100,
  /** ...and redeemed points are settled to the merchant within this many business days. */
  pointsSettlementBusinessDays: 14,
  /** SPEC §9: sales and service tax. */
  sstPercent: 6,
  /** SPEC §9: the default service charge percentage of a store. */
  defaultServiceChargePercent: 10,
  /** SPEC §9: a store may hide instant bank transfer (FPX) for bills under this many ringgit. */
  fpxMinimumBillRinggit: fpxMinimumSen / 100,
  /** PRODUCT "Orders": an unpaid online order expires after this many minutes. */
  unpaidOrderExpiryMinutes: 15,
  /** PRODUCT "Buddies and referrals": referral rewards reach this many levels of uplines. */
  referralLevels: 5,
  /** An invoice of the Company is due this many days after its date. */
  invoiceDueDays: 14,
  /** Bank Negara Malaysia's rounding mechanism: cash bills round to the nearest this many sen. */
  cashRoundingSen: 5,
  /** Malaysian law: the minimum age for buying alcohol. */
  alcoholMinimumAge: 21,
  /** A party tells the other of a personal data breach within this many hours. */
  dataBreachNoticeHours: 72,
  /** Before terminating for unpaid fees, the Company sends a reminder at least this many days ahead. */
  unpaidFeesReminderDays: 7,
  /** A remediable material breach must be remedied within this many days of notice. */
  breachRemedyDays: 14,
  /** Either party may end the agreement when force majeure lasts longer than this many days. */
  forceMajeureDays: 30,
  /** Managers try to settle a dispute for this many days before going to court. */
  disputeNegotiationDays: 30,
  /** An audit finding an underpayment above this percentage is paid for by the party audited. */
  auditUnderpaymentPercent: 5,
  /** Liability is capped at the Platform Fees of this many months. */
  liabilityCapMonths: 12,
} as const;
