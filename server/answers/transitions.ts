/**
 * The answers to a booking, whoever gives them: the business through the links in its e-mail, the
 * visitor through theirs, or a staff member at the desk. Each answer is one BookingTransition (the
 * statuses it applies from, the place it takes, the history line, the messages it sends), written
 * here once, so the links and the desk follow the same rules and send the same messages.
 */
import { proposableSlots, proposalSearchEnd, slotKey, type DaySlots } from '../../core/proposals.ts';
import { todayIn } from '../../core/dates.ts';
import { availabilityRequest, calendarBetween, capacityCheck, type CapacitySettings } from '../booking/capacity.ts';
import {
  composeBusinessCancellation,
  composeBusinessNotice,
  composeCancelNotice,
  composeConfirmation,
  composeDecline,
  composeMoved,
  composeProposal,
} from '../mail/answerMessages.tsx';
import type { BookingMailSettings } from '../mail/mailSettings.ts';
import type { Actor, BookingForMail, BookingStatus, BookingTransition, ClosureStore, NewOutboxMessage } from '../store/types.ts';

/** Statuses the business may still answer from: a new request, or one it proposed other times for. */
export const OPEN: readonly BookingStatus[] = ['received', 'proposed'];

export interface AnswerSettings {
  capacity: CapacitySettings;
  mail: BookingMailSettings;
}

/** Who answers: the business or the visitor through a link, or a staff member (by address) at the desk. */
export type AnsweredBy = { actor: 'business' | 'visitor' } | { actor: 'staff'; staff: string };

export interface Slot {
  date: string;
  time: string;
}

/** The desk speaks for the business: its messages read as the business's. */
const speaksAs = (by: AnsweredBy) => (by.actor === 'visitor' ? 'visitor' : 'business');

/** A message to the visitor, when the booking has an address to send it to (one taken by phone may not). */
const toVisitor = (booking: BookingForMail, compose: () => NewOutboxMessage): NewOutboxMessage[] => (booking.email === null ? [] : [compose()]);

function base(booking: BookingForMail, by: AnsweredBy, at: Date): Pick<BookingTransition, 'bookingId' | 'at' | 'detail' | 'actor' | 'staff'> {
  const actor: Actor = by.actor;
  return { bookingId: booking.id, at, detail: null, actor, staff: by.actor === 'staff' ? by.staff : null };
}

/** The place a stored booking holds: its hour, guests, and the specialist the visitor chose (a house's choice may change). */
export const placeOf = (booking: BookingForMail) => ({
  service: booking.service,
  date: booking.appointmentDate,
  time: booking.appointmentTime,
  guests: booking.guests,
  specialist: booking.specialistChosen ? booking.specialist : null,
  bookingId: booking.id,
});

/** The capacity check of a booking taking its place at `slot` (its own hour when absent). */
const placeFor = (settings: AnswerSettings, at: Date, slot?: Slot) => (booking: BookingForMail) => capacityCheck(settings.capacity, { ...placeOf(booking), ...slot }, at);

/** The hours the business may propose: near the one asked for, with room for the same service, guests and specialist. */
export async function offeredSlots(store: ClosureStore, settings: CapacitySettings, booking: BookingForMail, at: Date): Promise<DaySlots[]> {
  const today = todayIn(settings.businessTimeZone, at);
  const { placed, closures } = await calendarBetween(store, settings.house, booking.service, today, proposalSearchEnd(today));
  return proposableSlots(settings.house, placed, closures, availabilityRequest(settings, placeOf(booking), at), booking.appointmentTime);
}

/** The hours a confirmed booking may move to: those with room near its hour, its own hour left out. */
export async function movableSlots(store: ClosureStore, settings: CapacitySettings, booking: BookingForMail, at: Date): Promise<DaySlots[]> {
  const own = slotKey(booking.appointmentDate, booking.appointmentTime);
  return (await offeredSlots(store, settings, booking, at))
    .map((day) => ({ date: day.date, slots: day.slots.filter((time) => slotKey(day.date, time) !== own) }))
    .filter((day) => day.slots.length > 0);
}

/** The business confirms a request at its hour, if the house still has room: the visitor gets the confirmation. */
export function confirmAnswer(settings: AnswerSettings, booking: BookingForMail, by: AnsweredBy, at: Date): BookingTransition {
  return {
    ...base(booking, by, at),
    from: OPEN,
    to: 'confirmed',
    event: 'confirmed',
    capacity: placeFor(settings, at),
    calendarChanged: true,
    proposals: 'close',
    messages: (after) => toVisitor(after, () => composeConfirmation(after, settings.mail, at)),
  };
}

/** The business declines a request: the visitor gets a polite decline. */
export function declineAnswer(settings: AnswerSettings, booking: BookingForMail, by: AnsweredBy, at: Date): BookingTransition {
  return {
    ...base(booking, by, at),
    from: OPEN,
    to: 'declined',
    event: 'declined',
    proposals: 'close',
    messages: (after) => toVisitor(after, () => composeDecline(after, settings.mail, at)),
  };
}

/** The business proposes other hours (already checked to have room): the visitor may accept one in a click. */
export function proposeAnswer(settings: AnswerSettings, booking: BookingForMail, slots: readonly Slot[], by: AnsweredBy, at: Date): BookingTransition {
  const sorted = [...slots].sort((a, b) => slotKey(a.date, a.time).localeCompare(slotKey(b.date, b.time)));
  return {
    ...base(booking, by, at),
    from: OPEN,
    to: 'proposed',
    event: 'proposed',
    detail: sorted.map((slot) => slotKey(slot.date, slot.time)).join(', '),
    proposals: 'next',
    messages: (after) => toVisitor(after, () => composeProposal(after, sorted, settings.mail, at)),
  };
}

/** The visitor accepts a proposed hour of proposal round `round`: confirmed there if it still has room, and the business is told. */
export function acceptAnswer(settings: AnswerSettings, booking: BookingForMail, slot: Slot, round: number, at: Date): BookingTransition {
  const asked = { date: booking.appointmentDate, time: booking.appointmentTime };
  return {
    ...base(booking, { actor: 'visitor' }, at),
    from: ['proposed'],
    to: 'confirmed',
    event: 'accepted',
    detail: slotKey(slot.date, slot.time),
    appointment: slot,
    capacity: placeFor(settings, at, slot),
    calendarChanged: true,
    proposals: round,
    messages: (after) => [...toVisitor(after, () => composeConfirmation(after, settings.mail, at)), composeBusinessNotice('accepted', after, asked, settings.mail, at)],
  };
}

/** The visitor cancels a confirmed booking: the business is told. */
export function visitorCancelAnswer(settings: AnswerSettings, booking: BookingForMail, at: Date): BookingTransition {
  return {
    ...base(booking, { actor: 'visitor' }, at),
    from: ['confirmed'],
    to: 'cancelled',
    event: 'cancelled',
    messages: (after) => [composeCancelNotice(after, settings.mail, at)],
  };
}

/** The business cancels a confirmed booking: the visitor gets an apology and the calendar file that removes it. */
export function businessCancelAnswer(settings: AnswerSettings, booking: BookingForMail, by: AnsweredBy, at: Date): BookingTransition {
  return {
    ...base(booking, by, at),
    from: ['confirmed'],
    to: 'cancelled',
    event: 'cancelled',
    calendarChanged: true,
    messages: (after) => toVisitor(after, () => composeBusinessCancellation(after, settings.mail, at)),
  };
}

/**
 * A confirmed booking moves to `slot` if it has room: the visitor gets the new time and its calendar
 * file; when the visitor moved it (a change), the business is told too.
 */
export function moveAnswer(settings: AnswerSettings, booking: BookingForMail, slot: Slot, by: AnsweredBy, at: Date): BookingTransition {
  const from = { date: booking.appointmentDate, time: booking.appointmentTime };
  const byVisitor = by.actor === 'visitor';
  return {
    ...base(booking, by, at),
    from: ['confirmed'],
    to: 'confirmed',
    event: 'moved',
    detail: `${slotKey(from.date, from.time)} → ${slotKey(slot.date, slot.time)}`,
    appointment: slot,
    capacity: placeFor(settings, at, slot),
    calendarChanged: true,
    messages: (after) => [
      ...toVisitor(after, () => composeMoved(after, speaksAs(by), settings.mail, at)),
      ...(byVisitor ? [composeBusinessNotice('changed', after, from, settings.mail, at)] : []),
    ],
  };
}
