import { createStore, local, readJson, useStore, writeJson } from './store';

/**
 * What a new buddy's sign-up carries on this phone: the referral code of the share link they came
 * through (PRODUCT.md "Buddies and referrals"), kept until a sign-in creates their account, and
 * the profile they were offered to complete later because they signed in in the middle of paying.
 */

const referralKey = 'meja.referral';
/** A code as the server keeps them: letters and digits; anything else in a link is not one. */
const codePattern = /^[A-Za-z0-9_-]{1,20}$/;

export const savedReferral = (): string | null => readJson<string>(local, referralKey);

export function saveReferral(code: string) {
  const clean = code.trim();
  if (codePattern.test(clean)) writeJson(local, referralKey, clean);
}

export const forgetReferral = () => writeJson(local, referralKey, null);

const laterKey = 'meja.profile-later';
const laterStore = createStore<boolean>(readJson<boolean>(local, laterKey) ?? false);

/** The order page offers the profile ("Complete your profile…") while this is set. */
export const useProfileLater = () => useStore(laterStore);

export function setProfileLater(later: boolean) {
  writeJson(local, laterKey, later || null);
  laterStore.set(later);
}
