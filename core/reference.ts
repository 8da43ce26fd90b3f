/** How many of a booking id's characters make the short reference guests and staff quote. */
export const REFERENCE_LENGTH = 8;

/** The booking's short reference: the first characters of its id, as the desk lists it and staff say it on the phone. */
export function shortReference(id: string): string {
  return id.slice(0, REFERENCE_LENGTH);
}
