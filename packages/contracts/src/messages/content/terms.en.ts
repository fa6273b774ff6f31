/** Server messages of issue 15's merchant terms, spread into en.ts. */
export const termsEn = {
  'error.terms_outdated': 'A newer version of the terms has been published. Please read it and accept it.',
  'validation.terms_body_too_long': 'The text must be at most 300,000 characters.',
  'validation.terms_body_empty': 'The text of the terms is required.',
  'success.terms_published':
    'Terms version {{version}} published. Merchants accept it at their next sign-in.',
  'success.terms_accepted': 'Thank you: you accepted version {{version}} of the terms.',
} as const;
