import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { en } from '../i18n/catalogue';

type ValidationKey = `validation.${keyof typeof en.validation}`;
type Check = [test: (p: string) => boolean, message: Extract<ValidationKey, `validation.password${string}`>];

/** SPEC §5, as the server checks it (packages/contracts passwords.ts): the first rule broken is shown. */
const passwordChecks: Check[] = [
  [(p) => p.length >= 8, 'validation.passwordMin'],
  [(p) => p.length <= 128, 'validation.passwordTooLong'],
  [(p) => /\d/.test(p), 'validation.passwordNumber'],
  [(p) => /[A-Z]/.test(p), 'validation.passwordCapital'],
  [(p) => /[a-z]/.test(p), 'validation.passwordSmall'],
  [(p) => /[^A-Za-z0-9]/.test(p), 'validation.passwordSymbol'],
];

export function passwordRules(t: TFunction): FormRule[] {
  return [
    { required: true, message: t('validation.passwordRequired') },
    {
      validator: async (_, value: unknown) => {
        if (typeof value !== 'string' || value === '') return;
        const broken = passwordChecks.find(([test]) => !test(value));
        if (broken) throw new Error(t(broken[1]));
      },
    },
  ];
}

/** The confirmation must equal the field `of`; the message names which confirmation it is. */
export function confirmRules(
  t: TFunction,
  of: string,
  mismatch: 'validation.passwordMismatch' | 'validation.newPasswordMismatch',
): FormRule[] {
  return [
    { required: true, message: t('validation.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: async (_, value: unknown) => {
        if (value && value !== getFieldValue(of)) throw new Error(t(mismatch));
      },
    }),
  ];
}

export function usernameRules(t: TFunction): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('validation.usernameRequired') },
    { max: 60, message: t('validation.usernameTooLong') },
    { pattern: /^\s*[A-Za-z0-9_.@+-]*\s*$/, message: t('validation.usernameChars') },
  ];
}

export const emailRule = (t: TFunction): FormRule => ({ type: 'email', message: t('validation.email') });

export const maxRule = (t: TFunction, max: number): FormRule => ({
  max,
  message: t('validation.tooLong', { max }),
});

/** Something other than spaces is needed. */
export const requiredRule = (t: TFunction): FormRule => ({
  required: true,
  whitespace: true,
  message: t('validation.required'),
});

/** A name or a short text: needed, and at most `max` characters. */
export const textRules = (t: TFunction, max: number): FormRule[] => [requiredRule(t), maxRule(t, max)];
