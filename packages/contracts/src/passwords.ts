import { z } from 'zod';

/** SPEC §5: 8+ characters with a number, a capital letter, a small letter and a symbol. */
export const ZPassword = z
  .string({ error: 'validation.password_required' })
  .min(1, 'validation.password_required')
  .max(128, 'validation.password_too_long')
  .refine((p) => p.length >= 8, 'validation.password_min')
  .refine((p) => /\d/.test(p), 'validation.password_number')
  .refine((p) => /[A-Z]/.test(p), 'validation.password_capital')
  .refine((p) => /[a-z]/.test(p), 'validation.password_small')
  .refine((p) => /[^A-Za-z0-9]/.test(p), 'validation.password_symbol');
