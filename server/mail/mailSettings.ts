import type { Language } from '../../core/languages.ts';

/** What the booking's messages are composed with. */
export interface BookingMailSettings {
  mailFrom: string;
  bookingNotifyTo: string;
  businessTimeZone: string;
  /** The site's address, where the signed links in messages lead. */
  publicUrl: string;
  /** Signs those links (server/links). */
  linkSecret: string;
  businessLanguage: Language;
  /** The largest business message, attachments included, in bytes; tests lower it (MAX_BUSINESS_MESSAGE_BYTES otherwise). */
  maxMessageBytes?: number;
}
