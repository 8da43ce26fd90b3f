import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a link in a message may do, each for one booking. The business's links: view the request,
 * confirm, decline, propose another time, and for a confirmed booking move it or cancel it
 * (cancel_business). The visitor's: accept a proposed time, change the time, cancel, and fetch the
 * booking's calendar file (calendar).
 */
export const LINK_ACTIONS = ['view', 'confirm', 'decline', 'propose', 'move', 'cancel_business', 'accept', 'change', 'cancel', 'calendar'] as const;
export type LinkAction = (typeof LINK_ACTIONS)[number];

/** A business's links stay valid this long after the message that carries them. */
export const LINK_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export interface LinkClaim {
  bookingId: string;
  action: LinkAction;
  expiresAt: Date;
  /** What the action needs besides the booking, such as the proposed slot an accept link takes. */
  detail?: string;
}

/** An expired link's claim is told too (its signature held), so its page can speak the reader's language. */
export type LinkCheck = { valid: true; claim: LinkClaim } | { valid: false; reason: 'invalid' } | { valid: false; reason: 'expired'; claim: LinkClaim };

const SEPARATOR = '\n';

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/**
 * A token of `fields` in the clear, signed with HMAC-SHA256, so the service keeps no table of links:
 * changing any part breaks the signature.
 */
export function signFields(secret: string, fields: readonly string[]): string {
  if (fields.some((field) => field.includes(SEPARATOR))) throw new Error('A link claim cannot contain a line break');
  const payload = fields.join(SEPARATOR);
  return `${Buffer.from(payload).toString('base64url')}.${signature(secret, payload).toString('base64url')}`;
}

/** The fields of a token whose signature holds, else null. */
export function verifiedFields(secret: string, token: string): string[] | null {
  const [encodedPayload, encodedSignature, ...rest] = token.split('.');
  if (!encodedPayload || !encodedSignature || rest.length > 0) return null;
  const payload = Buffer.from(encodedPayload, 'base64url').toString();
  const given = Buffer.from(encodedSignature, 'base64url');
  const expected = signature(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return payload.split(SEPARATOR);
}

/** A booking's link: its booking, action, expiry and detail, signed (signFields). */
export function signLink(secret: string, claim: LinkClaim): string {
  return signFields(secret, [claim.bookingId, claim.action, String(Math.floor(claim.expiresAt.getTime() / 1000)), claim.detail ?? '']);
}

/** Checks a token's signature first, then its expiry. */
export function verifyLink(secret: string, token: string, now: Date): LinkCheck {
  const fields = verifiedFields(secret, token);
  if (!fields) return { valid: false, reason: 'invalid' };
  const [bookingId = '', action = '', expires = '', detail = ''] = fields;
  if (!(LINK_ACTIONS as readonly string[]).includes(action) || !/^\d+$/.test(expires) || bookingId === '') return { valid: false, reason: 'invalid' };
  const claim: LinkClaim = { bookingId, action: action as LinkAction, expiresAt: new Date(Number(expires) * 1000), ...(detail ? { detail } : {}) };
  if (now.getTime() >= claim.expiresAt.getTime()) return { valid: false, reason: 'expired', claim };
  return { valid: true, claim };
}

/** Where a signed link leads: one page that shows the booking and performs the link's action on a POST. */
export function linkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/requests/${token}`;
}

/** Where a calendar link leads: the booking's .ics file as it stands, which a phone offers to add to its calendar. */
export function calendarLinkUrl(publicUrl: string, token: string): string {
  return `${linkUrl(publicUrl, token)}/calendar.ics`;
}
