/**
 * A booking's details as labelled rows: the one list every message and page shows them from,
 * derived from the declared fields (core/bookingFields.ts) in their order, with the labels the form
 * uses (the `labels` of content/locales/<language>/booking.json), so a new field appears everywhere at once.
 */
import { BOOKING_FIELD_NAMES, declarationOf, fieldTitle, type BookingFieldName, type FieldType, type TextFieldName } from '../../core/bookingFields.ts';
import type { Language } from '../../core/languages.ts';
import de from '../../content/locales/de/booking.json' with { type: 'json' };
import en from '../../content/locales/en/booking.json' with { type: 'json' };
import sq from '../../content/locales/sq/booking.json' with { type: 'json' };
import tr from '../../content/locales/tr/booking.json' with { type: 'json' };
import { formatDate, serviceName, specialistName } from '../mail/strings.ts';
import type { BookingForMail } from '../store/types.ts';

const LABELS: Record<Language, Record<string, string | undefined>> = { en: en.labels, sq: sq.labels, tr: tr.labels, de: de.labels };

/** What an empty optional field shows the business, in every language. */
export const NO_VALUE = '—';

/** A field's label; `context` picks the words one kind of message uses where they differ ("Your barber"). */
export function fieldLabel(field: BookingFieldName, language: Language, context?: 'confirmed'): string {
  const labels = LABELS[language];
  return (context && labels[`${field}_${context}`]) || labels[field] || fieldTitle(field);
}

export interface DetailRow {
  field?: BookingFieldName;
  label: string;
  value: string;
  /** Where the value leads, such as the address's map. */
  href?: string;
}

type Booking = Omit<BookingForMail, 'calendarSequence' | 'proposalRound' | 'photoBytes'>;

const typed = (booking: Booking, field: BookingFieldName) => booking[field as TextFieldName];
/** A field's value in words, or null when it has none; the types without a value of their own (photos, consent, language) are not rows. */
const VALUE_OF_TYPE: Partial<Record<FieldType, (booking: Booking, field: BookingFieldName, language: Language) => string | null>> = {
  text: typed,
  email: typed,
  tel: typed,
  service: (booking, _field, language) => serviceName(booking.service, language),
  count: (booking) => (booking.guests === null ? null : String(booking.guests)),
  specialist: (booking) => (booking.specialist === null ? null : specialistName(booking.specialist)),
  date: (booking, _field, language) => formatDate(booking.appointmentDate, language),
  time: (booking) => booking.appointmentTime,
};

export interface DetailOptions {
  language: Language;
  /** The visitor reads only the fields shown to everyone; the business reads every one, an empty one as a dash. */
  audience: 'business' | 'visitor';
  context?: 'confirmed';
  /** Only these fields. */
  only?: readonly BookingFieldName[];
}

/** The booking's declared fields that have a value for the audience, labelled in `language`, in the declaration's order. */
export function requestDetailRows(booking: Booking, { language, audience, context, only }: DetailOptions): DetailRow[] {
  return BOOKING_FIELD_NAMES.flatMap((field): DetailRow[] => {
    const declared = declarationOf(field);
    const valueOf = VALUE_OF_TYPE[declared.type];
    if (!valueOf || !declared.shownTo || (only && !only.includes(field))) return [];
    if (audience === 'visitor' && declared.shownTo !== 'everyone') return [];
    // A field for some services only is left out where it has no value; another reads as a dash to the business.
    const value = valueOf(booking, field, language) ?? (audience === 'business' && !declared.appliesTo ? NO_VALUE : null);
    return value === null ? [] : [{ field, label: fieldLabel(field, language, context), value }];
  });
}
