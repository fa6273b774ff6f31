import { en, type MessageKey } from './messages';

/**
 * The specific reason of an error reply (`order_already_paid`), beside its coarse `code`
 * (`conflict`). Each reason is the message key `error.<reason>`, so it has a text in every language.
 */
export type ErrorReason = MessageKey extends `error.${infer R}` ? R : never;

export const errorReasons = Object.keys(en)
  .filter((k) => k.startsWith('error.'))
  .map((k) => k.slice('error.'.length)) as ErrorReason[];
