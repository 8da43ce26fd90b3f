/**
 * The front desk's one-time sign-in links: signed as the booking links are, naming the staff
 * address, a random nonce (recorded when redeemed, so the link works once) and a short expiry.
 */
import { randomBytes } from 'node:crypto';
import { signFields, verifiedFields } from './signedLinks.ts';

/** The first field: a booking link can never pass for a sign-in link, nor the other way round. */
const PURPOSE = 'desk-sign-in';
/** Long enough to reach the mailbox on a phone; short enough that a forwarded or stolen mail soon opens nothing. */
export const DESK_SIGN_IN_LINK_LIFETIME_MS = 15 * 60_000;
export const DESK_SIGN_IN_PATH = '/desk/sign-in';

export interface DeskSignInClaim {
  email: string;
  nonce: string;
  expiresAt: Date;
}

export type DeskSignInCheck = { valid: true; claim: DeskSignInClaim } | { valid: false; reason: 'invalid' } | { valid: false; reason: 'expired'; claim: DeskSignInClaim };

export function signDeskSignIn(secret: string, email: string, now: Date): { token: string; claim: DeskSignInClaim } {
  const claim = { email, nonce: randomBytes(16).toString('base64url'), expiresAt: new Date(now.getTime() + DESK_SIGN_IN_LINK_LIFETIME_MS) };
  return { token: signFields(secret, [PURPOSE, claim.nonce, String(Math.floor(claim.expiresAt.getTime() / 1000)), claim.email]), claim };
}

/** Checks the signature first, then the expiry; whether the link was used is the store's to say. */
export function verifyDeskSignIn(secret: string, token: string, now: Date): DeskSignInCheck {
  const fields = verifiedFields(secret, token);
  if (!fields || fields.length !== 4) return { valid: false, reason: 'invalid' };
  const [purpose, nonce = '', expires = '', email = ''] = fields;
  if (purpose !== PURPOSE || nonce === '' || email === '' || !/^\d+$/.test(expires)) return { valid: false, reason: 'invalid' };
  const claim = { email, nonce, expiresAt: new Date(Number(expires) * 1000) };
  return now.getTime() >= claim.expiresAt.getTime() ? { valid: false, reason: 'expired', claim } : { valid: true, claim };
}

/** The desk's sign-in page with the token in the fragment, which browsers send to no server and put in no Referer. */
export function deskSignInUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${DESK_SIGN_IN_PATH}#${token}`;
}
