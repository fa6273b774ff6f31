/**
 * Malaysian reference data shared by the server and the portal: banks that take a merchant's
 * settlements, states, and the MyKad number. Plain data and functions, no zod, so a screen can
 * import them cheaply.
 */

/**
 * Banks licensed by Bank Negara Malaysia that hold current and savings accounts a settlement can
 * be paid into (commercial, Islamic and digital banks, and the development financial institutions
 * with retail accounts). `code` is what the API stores; keep codes stable, add banks at will.
 * `bic` is the bank's SWIFT/BIC code, which the payout bank files name the beneficiary's bank by
 * (IBG and DuitNow bulk payments); left out where it could not be confirmed.
 */
export const malaysianBanks = [
  { code: 'maybank', name: 'Maybank (Malayan Banking)', bic: 'MBBEMYKL' },
  { code: 'maybank_islamic', name: 'Maybank Islamic', bic: 'MBISMYKL' },
  { code: 'cimb', name: 'CIMB Bank', bic: 'CIBBMYKL' },
  { code: 'cimb_islamic', name: 'CIMB Islamic Bank', bic: 'CTBBMYKL' },
  { code: 'public_bank', name: 'Public Bank', bic: 'PBBEMYKL' },
  { code: 'public_islamic', name: 'Public Islamic Bank', bic: 'PUIBMYKL' },
  { code: 'rhb', name: 'RHB Bank', bic: 'RHBBMYKL' },
  { code: 'rhb_islamic', name: 'RHB Islamic Bank', bic: 'RHBAMYKL' },
  { code: 'hong_leong', name: 'Hong Leong Bank', bic: 'HLBBMYKL' },
  { code: 'hong_leong_islamic', name: 'Hong Leong Islamic Bank', bic: 'HLIBMYKL' },
  { code: 'ambank', name: 'AmBank', bic: 'ARBKMYKL' },
  { code: 'ambank_islamic', name: 'AmBank Islamic', bic: 'AISLMYKL' },
  { code: 'uob', name: 'UOB Malaysia', bic: 'UOVBMYKL' },
  { code: 'ocbc', name: 'OCBC Bank Malaysia', bic: 'OCBCMYKL' },
  { code: 'ocbc_al_amin', name: 'OCBC Al-Amin Bank', bic: 'OABBMYKL' },
  { code: 'hsbc', name: 'HSBC Bank Malaysia', bic: 'HBMBMYKL' },
  { code: 'hsbc_amanah', name: 'HSBC Amanah Malaysia', bic: 'HMABMYKL' },
  { code: 'standard_chartered', name: 'Standard Chartered Bank Malaysia', bic: 'SCBLMYKX' },
  { code: 'standard_chartered_saadiq', name: 'Standard Chartered Saadiq', bic: 'SCSRMYKK' },
  { code: 'bank_islam', name: 'Bank Islam Malaysia', bic: 'BIMBMYKL' },
  { code: 'bank_rakyat', name: 'Bank Rakyat', bic: 'BKRMMYKL' },
  { code: 'bsn', name: 'BSN (Bank Simpanan Nasional)', bic: 'BSNAMYK1' },
  { code: 'affin', name: 'Affin Bank', bic: 'PHBMMYKL' },
  { code: 'affin_islamic', name: 'Affin Islamic Bank', bic: 'AIBBMYKL' },
  { code: 'alliance', name: 'Alliance Bank', bic: 'MFBBMYKL' },
  { code: 'alliance_islamic', name: 'Alliance Islamic Bank', bic: 'ALSRMYKL' },
  { code: 'bank_muamalat', name: 'Bank Muamalat', bic: 'BMMBMYKL' },
  { code: 'agrobank', name: 'Agrobank', bic: 'AGOBMYK1' },
  { code: 'mbsb', name: 'MBSB Bank', bic: 'AFBQMYKL' },
  { code: 'al_rajhi', name: 'Al Rajhi Bank Malaysia', bic: 'RJHIMYKL' },
  { code: 'kfh', name: 'Kuwait Finance House (Malaysia)', bic: 'KFHOMYKL' },
  { code: 'citibank', name: 'Citibank Malaysia', bic: 'CITIMYKL' },
  { code: 'bank_of_china', name: 'Bank of China (Malaysia)', bic: 'BKCHMYKL' },
  { code: 'ccb', name: 'China Construction Bank (Malaysia)', bic: 'PCBCMYKL' },
  { code: 'icbc', name: 'ICBC (Malaysia)', bic: 'ICBKMYKL' },
  { code: 'bangkok_bank', name: 'Bangkok Bank', bic: 'BKKBMYKL' },
  { code: 'bank_of_america', name: 'Bank of America Malaysia', bic: 'BOFAMY2X' },
  { code: 'bnp_paribas', name: 'BNP Paribas Malaysia', bic: 'BNPAMYKL' },
  { code: 'deutsche_bank', name: 'Deutsche Bank (Malaysia)', bic: 'DEUTMYKL' },
  { code: 'india_international', name: 'India International Bank (Malaysia)' },
  { code: 'jp_morgan', name: 'J.P. Morgan Chase Bank', bic: 'CHASMYKX' },
  { code: 'mizuho', name: 'Mizuho Bank (Malaysia)', bic: 'MHCBMYKA' },
  { code: 'mufg', name: 'MUFG Bank (Malaysia)', bic: 'BOTKMYKX' },
  { code: 'smbc', name: 'Sumitomo Mitsui Banking Corporation Malaysia', bic: 'SMBCMYKL' },
  { code: 'co_opbank_pertama', name: 'Co-opbank Pertama' },
  { code: 'sme_bank', name: 'SME Bank' },
  { code: 'gxbank', name: 'GXBank' },
  { code: 'boost_bank', name: 'Boost Bank' },
  { code: 'aeon_bank', name: 'AEON Bank' },
  { code: 'kaf_digital', name: 'KAF Digital Bank' },
  { code: 'ryt_bank', name: 'Ryt Bank' },
] as const satisfies readonly { code: string; name: string; bic?: string }[];

export type BankCode = (typeof malaysianBanks)[number]['code'];
export const bankCodes = malaysianBanks.map((b) => b.code) as [BankCode, ...BankCode[]];

/** A bank's SWIFT/BIC code by its code, or undefined when unknown. */
export function bicOf(code: string | null | undefined): string | undefined {
  const bank = malaysianBanks.find((b) => b.code === code);
  return bank && 'bic' in bank ? bank.bic : undefined;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A bank by its code or its name, written any way ("Maybank", "MAYBANK", "maybank"). */
export function bankOf(input: string): (typeof malaysianBanks)[number] | undefined {
  const key = squash(input);
  if (!key) return undefined;
  return malaysianBanks.find(
    (b) =>
      squash(b.code) === key || squash(b.name) === key || squash(b.name.replace(/\s*\(.*\)$/, '')) === key,
  );
}

export const bankNameOf = (code: string | null | undefined) =>
  code ? (malaysianBanks.find((b) => b.code === code)?.name ?? code) : null;

/** The states and federal territories, as a store's address names them. */
export const malaysianStates = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Melaka',
  'Negeri Sembilan',
  'Pahang',
  'Perak',
  'Perlis',
  'Pulau Pinang',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
  'W.P. Kuala Lumpur',
  'W.P. Labuan',
  'W.P. Putrajaya',
] as const;
export type MalaysianState = (typeof malaysianStates)[number];

const stateAliases: Record<string, MalaysianState> = {
  penang: 'Pulau Pinang',
  malacca: 'Melaka',
  kualalumpur: 'W.P. Kuala Lumpur',
  wpkualalumpur: 'W.P. Kuala Lumpur',
  labuan: 'W.P. Labuan',
  putrajaya: 'W.P. Putrajaya',
  negerisembilan: 'Negeri Sembilan',
};

/** A state by its name written any way, or a common other name ("Penang", "Kuala Lumpur"). */
export function stateOf(input: string): MalaysianState | undefined {
  const key = squash(input);
  if (!key) return undefined;
  return malaysianStates.find((s) => squash(s) === key) ?? stateAliases[key];
}

const isDate = (year: number, month: number, day: number) => {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
};

/**
 * Place-of-birth codes of the MyKad (National Registration Department): states 01–16 and
 * 21–59, abroad 60–68, 71–72, 74–79, 82–93, 98–99.
 */
const placeCodeValid = (n: number) =>
  (n >= 1 && n <= 16) ||
  (n >= 21 && n <= 68) ||
  n === 71 ||
  n === 72 ||
  (n >= 74 && n <= 79) ||
  (n >= 82 && n <= 93) ||
  n === 98 ||
  n === 99;

/**
 * A MyKad number ("900101-14-5678", "900101 14 5678" or "900101145678") as its 12 digits, or
 * undefined when it is not one: YYMMDD must be a real date (in 19YY or 20YY) and the place of
 * birth code a real one.
 */
export function normalizeIcNo(input: string): string | undefined {
  const trimmed = input.trim();
  if (!/^\d{6}[-\s]?\d{2}[-\s]?\d{4}$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  const yy = Number(digits.slice(0, 2));
  const mm = Number(digits.slice(2, 4));
  const dd = Number(digits.slice(4, 6));
  if (!isDate(1900 + yy, mm, dd) && !isDate(2000 + yy, mm, dd)) return undefined;
  if (!placeCodeValid(Number(digits.slice(6, 8)))) return undefined;
  return digits;
}

/** 900101145678 → "900101-14-5678". */
export const formatIcNo = (digits: string) =>
  /^\d{12}$/.test(digits) ? `${digits.slice(0, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}` : digits;

/** A bank account number as banks print it, with spaces or dashes: its digits (6 to 20). */
export function normalizeAccountNo(input: string): string | undefined {
  const digits = input.trim().replace(/[\s-]/g, '');
  return /^\d{6,20}$/.test(digits) ? digits : undefined;
}

const nameKey = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** Registered Business Name and Bank Account Name must be the same, ignoring case and whitespace. */
export const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);
