/**
 * Web Push alerts to the staff's devices for each new request or instant booking. web-push
 * encrypts the message (aes128gcm) and signs the request (VAPID); the request itself goes out
 * through fetch, which a timeout and the service's closing can abort. An alert is sent after the
 * booking is stored and answered, and never fails it: e-mail stays the channel of record.
 */
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { contact } from '../../content/site.ts';
import type { Language } from '../../core/languages.ts';
import type { ServiceId } from '../../core/services.ts';
import type { VapidKeys } from '../config.ts';
import { fill, formatDate, mailStrings, serviceName } from '../mail/strings.ts';
import type { DeskPushSubscription, Store } from '../store/types.ts';
import { deskBookingUrl } from './deskLinks.ts';

/** What an alert tells of a booking. */
export interface AlertedBooking {
  id: string;
  status: 'received' | 'confirmed';
  service: ServiceId;
  appointmentDate: string;
  appointmentTime: string;
  name: string;
  guests: number | null;
}

/** What the desk's service worker receives, as JSON: the notification's words and the booking's desk URL. */
export interface DeskAlert {
  title: string;
  body: string;
  url: string;
  /** One notification per booking: a repeat replaces it. */
  tag: string;
}

export interface PushAlertDeps {
  store: Store;
  publicUrl: string;
  /** Null: no key pair (several instances without VAPID keys configured), no alerts. */
  vapidKeys: VapidKeys | null;
  /** Whether an address may use the desk now: a person no longer on the staff gets no alerts. */
  isStaff: (email: string) => boolean;
  log: FastifyBaseLogger;
  /** How long one push service may take to answer. */
  timeoutMs?: number;
}

const PUSH_TIMEOUT_MS = 10_000;
/** Alerts under way at once: beyond it, in a flood of bookings, further alerts are skipped, never queued. */
const MAX_PUSHES_IN_FLIGHT = 64;
/** An alert about a booking is still worth showing within half a day; a push service keeps it that long for a device that is off. */
const ALERT_TTL_SECONDS = 12 * 60 * 60;

/** The alert in the person's desk language: "New booking", "Classic Haircut · Tuesday 16 June 2026, 10:00 · Elira Hoxha". */
export function deskAlert(booking: AlertedBooking, language: Language, publicUrl: string): DeskAlert {
  const words = mailStrings(language).deskAlert;
  const guests = booking.guests === null ? [] : [booking.guests === 1 ? words.guest : fill(words.guests, { count: booking.guests })];
  const parts = [serviceName(booking.service, language), `${formatDate(booking.appointmentDate, language)}, ${booking.appointmentTime}`, booking.name, ...guests];
  return {
    title: booking.status === 'confirmed' ? words.newBooking : words.newRequest,
    body: parts.join(' · '),
    url: deskBookingUrl(publicUrl, booking.id),
    tag: booking.id,
  };
}

export class PushAlerts {
  private readonly closing = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();
  /** Pushes waiting for their push service's answer. */
  private pushes = 0;

  constructor(private readonly deps: PushAlertDeps) {}

  /** The public key the desk's app subscribes with; null when alerts are off. */
  get publicKey(): string | null {
    return this.deps.vapidKeys?.publicKey ?? null;
  }

  /** Alerts every subscribed device of the booking, after the current answer is on its way; returns at once. */
  announce(booking: AlertedBooking): void {
    if (this.deps.vapidKeys === null || this.closing.signal.aborted) return;
    const work = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.alertAll(booking));
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /** Stops the alerts under way and waits for them to end. */
  async close(): Promise<void> {
    this.closing.abort();
    await Promise.allSettled([...this.inFlight]);
  }

  private async alertAll(booking: AlertedBooking): Promise<void> {
    let subscriptions: DeskPushSubscription[];
    try {
      subscriptions = (await this.deps.store.pushSubscriptions()).filter((subscription) => this.deps.isStaff(subscription.staff));
    } catch (error) {
      this.deps.log.warn({ err: error, bookingId: booking.id }, 'desk alerts: the subscriptions could not be read; no alert sent');
      return;
    }
    await Promise.all(subscriptions.map((subscription) => this.push(subscription, booking)));
  }

  private async push(subscription: DeskPushSubscription, booking: AlertedBooking): Promise<void> {
    const vapid = this.deps.vapidKeys!;
    const where = { bookingId: booking.id, staff: subscription.staff, pushService: new URL(subscription.endpoint).origin };
    if (this.pushes >= MAX_PUSHES_IN_FLIGHT) {
      this.deps.log.warn(where, 'desk alert skipped: too many alerts under way');
      return;
    }
    this.pushes += 1;
    try {
      const payload = JSON.stringify(deskAlert(booking, subscription.language, this.deps.publicUrl));
      const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
        vapidDetails: { subject: `mailto:${contact.email}`, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: ALERT_TTL_SECONDS,
        urgency: 'high',
      });
      // fetch counts the body itself.
      const headers = Object.fromEntries(Object.entries(request.headers as Record<string, string | number>).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: new Uint8Array(request.body),
        redirect: 'manual',
        signal: AbortSignal.any([this.closing.signal, AbortSignal.timeout(this.deps.timeoutMs ?? PUSH_TIMEOUT_MS)]),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) {
        // The device unsubscribed or the subscription expired: the push service will never take it again.
        await this.deps.store.removePushSubscription(subscription.endpoint, null);
        this.deps.log.info({ ...where, status: response.status }, 'desk alert: the subscription has ended; removed');
      } else if (!response.ok) {
        this.deps.log.warn({ ...where, status: response.status }, 'desk alert refused by the push service');
      }
    } catch (error) {
      this.deps.log.warn({ ...where, err: error }, 'desk alert not delivered');
    } finally {
      this.pushes -= 1;
    }
  }
}
