/**
 * A booking's details as labelled rows: the one list every message and page shows them from. The
 * fields come in one order, each named by the labels of the message or page at hand; a message
 * shows the fields its labels name. Guests and a barber show where they apply; a phone or notes
 * left empty read as the labels' `none`, or are left out when the labels have no such word.
 */
import type { Language } from '../../core/languages.ts';
import type { BookingForMail } from '../store/types.ts';
import { formatDate, serviceName, specialistName } from '../mail/strings.ts';

export interface DetailRow {
  field?: DetailField;
  label: string;
  value: string;
}

export type DetailField = 'name' | 'email' | 'phone' | 'service' | 'date' | 'time' | 'guests' | 'specialist' | 'notes';

/** The labels of a message or page (the specialist is labelled `barber`: only the barbershop names one), and its language. */
export type DetailWords = Partial<Record<Exclude<DetailField, 'specialist'> | 'barber' | 'none', string>> & { language: Language };

type Detail = [field: DetailField, label: keyof DetailWords, value: (booking: BookingForMail, language: Language) => string | null, optional?: boolean];

const DETAILS: readonly Detail[] = [
  ['name', 'name', (booking) => booking.name],
  ['email', 'email', (booking) => booking.email],
  ['phone', 'phone', (booking) => booking.phone, true],
  ['service', 'service', (booking, language) => serviceName(booking.service, language)],
  ['date', 'date', (booking, language) => formatDate(booking.appointmentDate, language)],
  ['time', 'time', (booking) => booking.appointmentTime],
  ['guests', 'guests', (booking) => (booking.guests === null ? null : String(booking.guests))],
  ['specialist', 'barber', (booking) => (booking.specialist === null ? null : specialistName(booking.specialist))],
  ['notes', 'notes', (booking) => booking.notes, true],
];

export function requestDetailRows(booking: BookingForMail, t: DetailWords): DetailRow[] {
  return DETAILS.flatMap(([field, key, read, optional]): DetailRow[] => {
    const label = t[key];
    if (label === undefined) return [];
    const value = read(booking, t.language) ?? (optional ? t.none : undefined);
    return value === undefined ? [] : [{ field, label, value }];
  });
}
