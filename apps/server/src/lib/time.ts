/** Malaysia has no daylight saving: days run 00:00 to 24:00 at UTC+8. */
const KL_OFFSET = '+08:00';

/** Start of a Kuala Lumpur day (YYYY-MM-DD) as an instant. */
export const klDayStart = (day: string) => new Date(`${day}T00:00:00${KL_OFFSET}`);

/** Start of the Kuala Lumpur day after `day`: an exclusive upper bound. */
export const klDayEnd = (day: string) => new Date(klDayStart(day).getTime() + 86_400_000);

/** The Kuala Lumpur day (YYYY-MM-DD) of an instant. */
export const klDayOf = (at: Date | number) =>
  new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
