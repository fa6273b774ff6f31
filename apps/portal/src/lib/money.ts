import { formatMoney } from '@meja/contracts/money-format';

/** Integer sen as RM for people to read: "RM 1,234.50" (SPEC §9: truncated, never rounded). */
export const formatRM = (sen: number) => formatMoney(sen);
