/**
 * The front desk's API: the paths and the shapes the staff's app (src/desk) and the booking service
 * (server/desk) exchange, declared once so neither side can drift. Every path is under /desk/api;
 * answers are JSON, errors `{ "error": { "code", "message", "field"? } }` as elsewhere.
 *
 * Sessions: a cookie (HttpOnly, SameSite=Strict, Path=/desk) names the session; every request
 * that changes something also carries the session's CSRF token in the `x-desk-csrf` header. Without
 * a session the answer is 401, with a wrong or missing token 403, and nothing changes.
 */
import type { Closure } from './house.ts';
import type { Language } from './languages.ts';
import type { ServiceGroup, ServiceId } from './services.ts';

export const DESK_API = '/desk/api';
export const DESK_CSRF_HEADER = 'x-desk-csrf';

/** The desk's API paths; `:id` stands for a booking's id, `:closure` for a closure's, `:feed` for a feed's. */
export const DESK_PATHS = {
  /** POST {email, language?}: mails a one-time sign-in link to an allowed address; always 202. */
  signInLink: `${DESK_API}/sign-in/link`,
  /** POST {token}: redeems a sign-in link (once, within its time) and starts a session. */
  signInRedeem: `${DESK_API}/sign-in/redeem`,
  /** POST {}: the WebAuthn options for a passkey sign-in. POST {response}: verifies it and starts a session. */
  passkeySignInOptions: `${DESK_API}/sign-in/passkey/options`,
  passkeySignIn: `${DESK_API}/sign-in/passkey`,
  /** GET: the signed-in person (DeskSession), or 401. */
  session: `${DESK_API}/session`,
  /** POST: ends this session. */
  signOut: `${DESK_API}/sign-out`,
  /** POST: ends every session of the signed-in person, on every device. */
  signOutEverywhere: `${DESK_API}/sign-out/everywhere`,
  /** PUT {language}: the language the desk speaks to this person. */
  language: `${DESK_API}/me/language`,
  /** POST: registration options for a new passkey. POST …/passkeys {response}: stores it. GET …/passkeys: the person's passkeys. */
  passkeyOptions: `${DESK_API}/passkeys/options`,
  passkeys: `${DESK_API}/passkeys`,
  /** DELETE: removes one of the person's passkeys. */
  passkey: `${DESK_API}/passkeys/:passkey`,

  /** GET: the requests waiting for an answer, oldest first (DeskBookingSummary[]). */
  waiting: `${DESK_API}/waiting`,
  /** GET ?from=YYYY-MM-DD&days=1..7: the agenda (DeskAgenda). */
  agenda: `${DESK_API}/agenda`,
  /** GET ?q=text: bookings past and future by name, phone or e-mail (DeskBookingSummary[], newest appointment first). */
  search: `${DESK_API}/search`,
  /** GET: one booking with its details and history (DeskBookingDetail). */
  booking: `${DESK_API}/bookings/:id`,
  /** GET: a booking's n-th photo (1-based), for the desk only. */
  photo: `${DESK_API}/bookings/:id/photos/:n`,
  /** GET ?date=YYYY-MM-DD: the hours a booking could take (to propose or move to): DeskSlotDay[]. */
  slots: `${DESK_API}/bookings/:id/slots`,
  /** POST DeskAction: confirm, decline, propose, move, cancel, or mark attendance. */
  actions: `${DESK_API}/bookings/:id/actions`,
  /** GET ?service&date&guests&specialist: the hours with room for a new booking (DeskSlotDay). POST DeskNewBooking: a booking taken by phone or in person. */
  availability: `${DESK_API}/availability`,
  newBooking: `${DESK_API}/bookings`,
  /** GET ?from&until: closures, each with the bookings already on it (DeskClosure[]). POST DeskNewClosure. */
  closures: `${DESK_API}/closures`,
  /** DELETE: reopens what a closure shut. */
  closure: `${DESK_API}/closures/:closure`,
  /** GET: business messages that failed for good and nobody acknowledged (DeskMailFailure[]). */
  mailFailures: `${DESK_API}/mail-failures`,
  /** POST: acknowledges a booking's failed messages, as `bookings ack` does. */
  acknowledge: `${DESK_API}/bookings/:id/acknowledge`,

  /** GET: the calendar feeds (DeskFeed[]). POST …/:feed/replace: a new secret URL; the old one then answers 404. */
  feeds: `${DESK_API}/feeds`,
  replaceFeed: `${DESK_API}/feeds/:feed/replace`,
  /** GET: the VAPID public key. POST {subscription}: this device's push subscription. DELETE {endpoint}: stops it. */
  pushKey: `${DESK_API}/push/key`,
  pushSubscriptions: `${DESK_API}/push/subscriptions`,
} as const;

/** Fills a path's `:name` parameters. */
export function deskPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? `:${name}`)));
}

/** The signed-in person. */
export interface DeskSession {
  email: string;
  language: Language;
  csrfToken: string;
  /** The person has registered at least one passkey (the desk stops offering one). */
  hasPasskey: boolean;
}

export interface DeskPasskey {
  id: string;
  /** A name the person recognises it by (the device's, or when it was added). */
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** Whether a confirmed booking's client came: set by the desk on or after the day. */
export const ATTENDANCE = ['arrived', 'completed', 'no_show'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

export type DeskBookingStatus = 'received' | 'confirmed' | 'declined' | 'proposed' | 'cancelled';

/** How a booking reached the house. */
export type DeskChannel = 'site' | 'desk';

/** A booking as a list shows it. Dates are ISO (YYYY-MM-DD), times "HH:MM" in the house's time zone, instants ISO strings. */
export interface DeskBookingSummary {
  id: string;
  /** The id's short reference (core/reference.ts), as staff say it on the phone. */
  reference: string;
  status: DeskBookingStatus;
  attendance: Attendance | null;
  service: ServiceId;
  group: ServiceGroup;
  date: string;
  time: string;
  /** Minutes the appointment lasts, from the house's data. */
  minutes: number;
  guests: number | null;
  specialist: string | null;
  name: string;
  phone: string;
  email: string | null;
  notes: string | null;
  photoCount: number;
  receivedAt: string;
  channel: DeskChannel;
  language: Language;
}

export interface DeskHistoryEvent {
  at: string;
  type: string;
  status: DeskBookingStatus;
  detail: string | null;
  actor: 'business' | 'visitor' | 'staff' | null;
  /** The staff member's address when the desk did it. */
  staff: string | null;
}

export interface DeskBookingDetail extends DeskBookingSummary {
  /** Every declared field the business sees, labelled in the desk's language. */
  details: { label: string; value: string }[];
  history: DeskHistoryEvent[];
  /** What the desk may do with it now. */
  actions: DeskActionName[];
}

/** One lane of the agenda: a barber, a room, a person, or the restaurant's covers. */
export interface DeskLane {
  /** `specialist:<id>` for a person who serves (the barbers), else the house's resource key. */
  id: string;
  /** The person's name; for rooms and covers, the resource key the desk's words translate. */
  label: string;
  resource: string;
  /** Places at once: 1 for a person or room, the covers for the restaurant. */
  capacity: number;
  unit: 'booking' | 'guest';
}

export interface DeskAgendaDay {
  date: string;
  closures: Closure[];
  /** Each lane's bookings that day (received, proposed and confirmed), by start time. */
  lanes: { lane: string; bookings: DeskBookingSummary[] }[];
  /** The restaurant's guests hour by hour ("HH:MM" → guests seated then). */
  covers: Record<string, number>;
}

export interface DeskAgenda {
  lanes: DeskLane[];
  days: DeskAgendaDay[];
}

export interface DeskSlotDay {
  date: string;
  slots: string[];
}

export type DeskActionName = 'confirm' | 'decline' | 'propose' | 'move' | 'cancel' | 'attendance';

export type DeskAction =
  | { action: 'confirm' }
  | { action: 'decline' }
  | { action: 'propose'; slots: { date: string; time: string }[] }
  | { action: 'move'; date: string; time: string }
  | { action: 'cancel' }
  | { action: 'attendance'; attendance: Attendance | null };

/** A booking taken by phone or in person: it takes capacity like any other and is confirmed at once. */
export interface DeskNewBooking {
  service: ServiceId;
  date: string;
  time: string;
  name: string;
  phone: string;
  /** When given, the visitor receives the confirmation. */
  email?: string;
  guests?: number;
  specialist?: string;
  notes?: string;
  language?: Language;
}

export interface DeskNewClosure {
  fromDate: string;
  untilDate: string;
  /** Null for the whole house. */
  group: ServiceGroup | null;
  /** Both null for whole days. */
  fromTime: string | null;
  toTime: string | null;
  reason: string | null;
}

export interface DeskClosure extends Closure {
  /** The bookings (received, proposed, confirmed) that fall within it. */
  bookings: DeskBookingSummary[];
}

export interface DeskMailFailure {
  messageId: string;
  bookingId: string;
  reference: string;
  name: string;
  kind: string;
  failedAt: string;
  /** The mail server's answer. */
  error: string;
}

/** A calendar feed: one lane's (a person who serves, a room) or one house's (a service group), with its secret URL. */
export interface DeskFeed {
  id: string;
  kind: 'lane' | 'house';
  /** A lane's id (DeskLane.id) or a service group. */
  subject: string;
  label: string;
  url: string;
}

/** GET push/key: the VAPID public key (base64url) the desk's app subscribes with. */
export interface DeskPushKey {
  publicKey: string;
}

/** POST push/subscriptions: the device's PushSubscription as the browser's toJSON() gives it. DELETE: `{ endpoint }`. */
export interface DeskPushSubscriptionBody {
  subscription: { endpoint: string; expirationTime?: number | null; keys: { p256dh: string; auth: string } };
}
