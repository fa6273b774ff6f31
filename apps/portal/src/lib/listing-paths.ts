import { type ListingType, listingTypes } from '@meja/contracts/constants';

/** URL segment of each listing: /users/sub-agent rather than /users/sub_agent. */
export const pathOfListing = (type: ListingType) => `/users/${type.replace('_', '-')}`;

export function listingOfPath(segment: string | undefined): ListingType | undefined {
  const type = segment?.replace('-', '_');
  return listingTypes.find((t) => t === type);
}
