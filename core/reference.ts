/** How many of a booking id's characters make the short reference guests and staff quote. */
export const REFERENCE_LENGTH = 8;

/**
 * The booking's short reference, as the desk lists it and guests and staff say it on the phone: the
 * last characters of its id, which are random; its first characters are its time, the same for every
 * booking made within the same minute.
 */
export function shortReference(id: string): string {
  return id.slice(-REFERENCE_LENGTH);
}
