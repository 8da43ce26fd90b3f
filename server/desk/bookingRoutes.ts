/**
 * The desk's work with bookings: what is waiting, the agenda, search, a booking's detail, photos
 * and history, the answers (through server/answers, as the e-mail links give them), attendance,
 * bookings taken by phone or in person, closures, and the business mail that failed. Every route
 * sits behind the desk's session guard; every body and query is checked with zod; every list is bounded.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AGENDA_STATUSES, buildAgenda, onClosure } from '../../core/agenda.ts';
import { availability } from '../../core/availability.ts';
import { checkPlaceFields, isWellFormedText, PHONE_PATTERN } from '../../core/bookingRequest.ts';
import { isIsoDate, isoDateAfter, todayIn } from '../../core/dates.ts';
import { ATTENDANCE, DESK_PATHS, type DeskClosure, type DeskMailFailure, type DeskSlotDay } from '../../core/deskApi.ts';
import { shortReference } from '../../core/reference.ts';
import type { Closure } from '../../core/house.ts';
import { LANGUAGES } from '../../core/languages.ts';
import { SERVICE_GROUPS, SERVICE_IDS, type ServiceId } from '../../core/services.ts';
import {
  businessCancelAnswer,
  confirmAnswer,
  declineAnswer,
  movableSlots,
  moveAnswer,
  offeredSlots,
  OPEN,
  proposeAnswer,
  type AnswerSettings,
  type AnsweredBy,
  type Slot,
} from '../answers/transitions.ts';
import { availabilityRequest, calendarBetween, capacityCheck } from '../booking/capacity.ts';
import { ApiError } from '../http/errors.ts';
import { storage } from '../http/storage.ts';
import { bookingMessageEntries } from '../mail/bookingMessages.tsx';
import { specialistName } from '../mail/strings.ts';
import { timeOrderedId } from '../store/ids.ts';
import type { BookingForMail, BookingTransition, NewBooking, StoredBooking } from '../store/types.ts';
import { attendanceOpen, deskDetail, deskSummary } from './bookingViews.ts';
import { registerDeskRoutes, staffOf, type DeskDeps } from './guard.ts';

/** The most any desk list holds. */
const LIST_LIMIT = 200;
/** Bookings an agenda of up to a week reads: far beyond what the house can hold in seven days. */
const AGENDA_LIMIT = 2000;
const SEARCH_LIMIT = 50;
const SEARCH_MIN_CHARS = 3;
/** Closures listed at once span at most this many days. */
const CLOSURE_SPAN_DAYS = 366;
const UNAVAILABLE = 'The desk could not reach its records just now; please try again in a moment';

const isoDate = z.string().refine(isIsoDate, 'Give a date as YYYY-MM-DD');
const hour = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give a time as HH:MM');
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => isWellFormedText(text) && !/[\r\n]/.test(text), 'Write it on one line');
const slot = z.object({ date: isoDate, time: hour }).strict();

const actionBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('confirm') }).strict(),
  z.object({ action: z.literal('decline') }).strict(),
  z.object({ action: z.literal('propose'), slots: z.array(slot).min(1).max(6) }).strict(),
  z.object({ action: z.literal('move'), date: isoDate, time: hour }).strict(),
  z.object({ action: z.literal('cancel') }).strict(),
  z.object({ action: z.literal('attendance'), attendance: z.enum(ATTENDANCE).nullable() }).strict(),
]);

const newBookingBody = z
  .object({
    service: z.enum(SERVICE_IDS),
    date: isoDate,
    time: hour,
    name: oneLine(100),
    phone: z.string().trim().min(3).max(30).regex(PHONE_PATTERN, 'A phone number has digits, spaces, +, brackets and dashes only'),
    email: z.string().trim().toLowerCase().pipe(z.email('Give a valid e-mail address').max(254)).optional(),
    guests: z.number().int().min(1).max(100).optional(),
    specialist: z.string().max(64).optional(),
    notes: z.string().trim().max(2000).refine(isWellFormedText, 'Remove the control characters').optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .strict();

const newClosureBody = z
  .object({
    fromDate: isoDate,
    untilDate: isoDate,
    group: z.enum(SERVICE_GROUPS).nullable(),
    fromTime: hour.nullable(),
    toTime: hour.nullable(),
    reason: z.string().trim().max(200).nullable(),
  })
  .strict()
  .refine((closure) => closure.untilDate >= closure.fromDate, { message: 'The last day comes on or after the first', path: ['untilDate'] })
  .refine((closure) => (closure.fromTime === null) === (closure.toTime === null), { message: 'Give both hours, or neither for whole days', path: ['toTime'] })
  .refine((closure) => closure.fromTime === null || closure.toTime === null || closure.fromTime < closure.toTime, { message: 'The closing hour comes before the reopening', path: ['toTime'] });

const agendaQuery = z.object({ from: isoDate.optional(), days: z.coerce.number().int().min(1).max(7).default(1) });
const searchQuery = z.object({ q: z.string().trim().max(100) });
const slotsQuery = z.object({ date: isoDate.optional() });
const availabilityQuery = z.object({
  service: z.enum(SERVICE_IDS),
  date: isoDate,
  guests: z.coerce.number().int().min(1).max(100).optional(),
  specialist: z.string().max(64).optional(),
});
const closuresQuery = z.object({ from: isoDate.optional(), until: isoDate.optional() });
const bookingParams = z.object({ id: z.string().min(1).max(64) });
const photoParams = z.object({ id: z.string().min(1).max(64), n: z.coerce.number().int().min(1).max(100) });

/** The input checked against its schema, or a 400 that names the first problem. */
function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  throw new ApiError(400, 'invalid_field', field ? `${field}: ${issue.message}` : issue.message, field || undefined);
}

export function registerDeskBookingRoutes(app: FastifyInstance, deps: DeskDeps): PromiseLike<unknown> {
  const { store, config, now } = deps;
  const { house, businessTimeZone: timeZone } = config;
  const answers: AnswerSettings = { capacity: config, mail: deps.mail };
  const read = <T>(reply: FastifyReply, step: () => Promise<T>) => storage(reply, step, UNAVAILABLE);

  async function bookingOr404(reply: FastifyReply, id: string): Promise<StoredBooking> {
    const booking = await read(reply, () => store.storedBooking(id));
    if (!booking) throw new ApiError(404, 'not_found', 'No booking has this id');
    return booking;
  }

  async function detailOf(request: FastifyRequest, reply: FastifyReply, id: string) {
    const booking = await bookingOr404(reply, id);
    const events = (await read(reply, () => store.bookingDetail(id)))?.events ?? [];
    return deskDetail(house, booking, events, { language: staffOf(request).language, timeZone, now: now() });
  }

  /** The hours with room for a booking of this kind on `date` (a stored booking does not stand in its own way). */
  async function openHours(wanted: { service: ServiceId; date: string; guests: number | null; specialist: string | null; bookingId?: string }): Promise<string[]> {
    const { placed, closures } = await calendarBetween(store, house, wanted.service, wanted.date, wanted.date);
    return availability(house, placed, closures, availabilityRequest(config, wanted, now()))
      .filter((slot) => slot.status === 'available')
      .map((slot) => slot.time);
  }

  /** Every slot has room for the booking (its own hour left out, for a move): else 400, nothing changed. */
  async function checkSlots(booking: BookingForMail, slots: readonly Slot[]): Promise<void> {
    const wanted = { service: booking.service, guests: booking.guests, specialist: booking.specialistChosen ? booking.specialist : null, bookingId: booking.id };
    for (const { date, time } of slots) {
      const own = date === booking.appointmentDate && time === booking.appointmentTime;
      if (own || !(await openHours({ ...wanted, date })).includes(time)) {
        throw new ApiError(400, 'slot_unavailable', `${date} ${time} has no room for this booking; choose among the hours offered`, 'slots');
      }
    }
  }

  async function closuresWithBookings(reply: FastifyReply, closures: readonly Closure[]): Promise<DeskClosure[]> {
    return Promise.all(
      closures.map(async (closure) => {
        const onDays = await read(reply, () => store.bookingsOnDays(closure.fromDate, closure.untilDate, AGENDA_STATUSES, LIST_LIMIT));
        const bookings = onDays.map((booking) => deskSummary(house, booking)).filter((booking) => onClosure(closure, booking));
        return { ...closure, bookings };
      }),
    );
  }

  return registerDeskRoutes(app, deps, (desk) => {
    desk.get(DESK_PATHS.waiting, async (_request, reply) => (await read(reply, () => store.waitingBookings(LIST_LIMIT))).map((booking) => deskSummary(house, booking)));

    desk.get(DESK_PATHS.agenda, async (request, reply) => {
      const query = parse(agendaQuery, request.query);
      const from = query.from ?? todayIn(timeZone, now());
      const until = isoDateAfter(from, query.days - 1);
      const bookings = await read(reply, () => store.bookingsOnDays(from, until, AGENDA_STATUSES, AGENDA_LIMIT));
      const closures = await read(reply, () => store.closuresBetween(from, until));
      return buildAgenda({ house, nameOf: specialistName, from, days: query.days, bookings: bookings.map((booking) => deskSummary(house, booking)), closures });
    });

    desk.get(DESK_PATHS.search, async (request, reply) => {
      const { q } = parse(searchQuery, request.query);
      if (q.length < SEARCH_MIN_CHARS) throw new ApiError(400, 'query_too_short', `Type at least ${SEARCH_MIN_CHARS} characters of a name, phone or e-mail`, 'q');
      // A number said the local way ("068 …") is stored with its country code ("+355 68 …"): the trunk zero is left out.
      const digits = q.replace(/\D/g, '').replace(/^0+/, '');
      const found = await read(reply, () => store.searchBookings({ text: q, digits: digits.length >= SEARCH_MIN_CHARS ? digits : null }, SEARCH_LIMIT));
      return found.map((booking) => deskSummary(house, booking));
    });

    desk.get(DESK_PATHS.booking, async (request, reply) => detailOf(request, reply, parse(bookingParams, request.params).id));

    desk.get(DESK_PATHS.photo, async (request, reply) => {
      const { id, n } = parse(photoParams, request.params);
      const photo = n <= (await bookingOr404(reply, id)).photoCount ? await read(reply, () => store.attachment({ bookingId: id, position: n - 1 })) : null;
      if (!photo) throw new ApiError(404, 'not_found', 'This booking has no such photo');
      return reply.header('cache-control', 'private, no-store').type(photo.contentType).send(photo.content);
    });

    desk.get(DESK_PATHS.slots, async (request, reply): Promise<DeskSlotDay[]> => {
      const booking = await bookingOr404(reply, parse(bookingParams, request.params).id);
      const { date } = parse(slotsQuery, request.query);
      if (date) {
        const hours = await openHours({ ...booking, date, specialist: booking.specialistChosen ? booking.specialist : null, bookingId: booking.id });
        return [{ date, slots: hours.filter((time) => date !== booking.appointmentDate || time !== booking.appointmentTime) }];
      }
      if (OPEN.includes(booking.status)) return offeredSlots(store, config, booking, now());
      return booking.status === 'confirmed' ? movableSlots(store, config, booking, now()) : [];
    });

    desk.post(DESK_PATHS.actions, async (request, reply) => {
      const { id } = parse(bookingParams, request.params);
      const action = parse(actionBody, request.body);
      const staff = staffOf(request);
      const booking = await bookingOr404(reply, id);
      const at = now();
      if (action.action === 'attendance') {
        if (!attendanceOpen(booking, timeZone, at)) throw new ApiError(409, 'not_allowed_now', 'Attendance is marked on a confirmed booking once its day has come');
        const result = await read(reply, () => store.setAttendance({ bookingId: id, attendance: action.attendance, at, staff: staff.email }));
        if (result.outcome === 'unknown') throw new ApiError(404, 'not_found', 'No booking has this id');
        if (result.outcome === 'state') throw new ApiError(409, 'state', `This booking is ${result.booking.status} now`);
        return detailOf(request, reply, id);
      }
      const by: AnsweredBy = { actor: 'staff', staff: staff.email };
      let transition: BookingTransition;
      switch (action.action) {
        case 'confirm':
          transition = confirmAnswer(answers, booking, by, at);
          break;
        case 'decline':
          transition = declineAnswer(answers, booking, by, at);
          break;
        case 'propose':
          await checkSlots(booking, action.slots);
          transition = proposeAnswer(answers, booking, action.slots, by, at);
          break;
        case 'move':
          await checkSlots(booking, [action]);
          transition = moveAnswer(answers, booking, { date: action.date, time: action.time }, by, at);
          break;
        case 'cancel':
          transition = businessCancelAnswer(answers, booking, by, at);
          break;
      }
      const result = await read(reply, () => store.changeBookingStatus(transition));
      if (result.outcome === 'unknown') throw new ApiError(404, 'not_found', 'No booking has this id');
      if (result.outcome === 'slot_taken') throw new ApiError(409, 'slot_full', 'That hour has just been taken; choose another');
      if (result.outcome === 'state' || result.outcome === 'withdrawn') throw new ApiError(409, 'state', `This booking is ${result.booking.status} now`);
      deps.onQueued();
      return detailOf(request, reply, id);
    });

    desk.get(DESK_PATHS.availability, async (request, reply): Promise<DeskSlotDay> => {
      const query = parse(availabilityQuery, request.query);
      // Without a number of guests, the hours are those with room for the smallest party, as the form's are.
      const party = house.services[query.service].guests;
      const guests = query.guests ?? (party ? party.min : null);
      const wanted = { service: query.service, date: query.date, guests, specialist: query.specialist ?? null };
      const violation = checkPlaceFields(house, wanted);
      if (violation) throw new ApiError(400, violation.code, violation.message, violation.field);
      return { date: query.date, slots: await read(reply, () => openHours(wanted)) };
    });

    desk.post(DESK_PATHS.newBooking, async (request, reply) => {
      const body = parse(newBookingBody, request.body);
      const staff = staffOf(request);
      const at = now();
      const place = { service: body.service, guests: body.guests ?? null, specialist: body.specialist ?? null };
      const violation = checkPlaceFields(house, { ...place, appointment_date: body.date, appointment_time: body.time });
      if (violation) throw new ApiError(400, violation.code, violation.message, violation.field === 'appointment_time' ? 'time' : violation.field);
      if (body.date < todayIn(timeZone, at) || body.date > isoDateAfter(todayIn(timeZone, at), config.bookingHorizonDays)) {
        throw new ApiError(400, 'invalid_field', `date: a booking is taken from today through ${config.bookingHorizonDays} days ahead`, 'date');
      }
      const booking: NewBooking = {
        id: timeOrderedId(),
        receivedAt: at,
        status: 'confirmed',
        name: body.name,
        email: body.email ?? null,
        phone: body.phone,
        notes: body.notes || null,
        service: body.service,
        appointmentDate: body.date,
        appointmentTime: body.time,
        guests: place.guests,
        specialist: place.specialist,
        specialistChosen: place.specialist !== null,
        visitorKey: null,
        language: body.language ?? config.businessLanguage,
        photoConsent: null,
        photos: [],
        channel: 'desk',
        takenBy: staff.email,
      };
      // The staff took it, so the business is not told again; a visitor with an address gets the confirmation.
      const messages = booking.email ? [bookingMessageEntries(booking, config.mailFrom, true)[1]] : [];
      const check = capacityCheck(config, { ...place, date: body.date, time: body.time }, at);
      const saved = await read(reply, () => store.saveBooking(booking, messages, null, check));
      if (saved.outcome === 'refused') {
        if (saved.reason === 'closed') throw new ApiError(409, 'closed', 'The house is closed at that hour', 'time');
        throw new ApiError(409, 'slot_full', 'That hour is fully booked', 'time');
      }
      if (messages.length > 0) deps.onQueued();
      return reply.code(201).send(await detailOf(request, reply, booking.id));
    });

    desk.get(DESK_PATHS.closures, async (request, reply) => {
      const query = parse(closuresQuery, request.query);
      const from = query.from ?? todayIn(timeZone, now());
      const until = query.until ?? isoDateAfter(from, CLOSURE_SPAN_DAYS - 1);
      if (until < from || until > isoDateAfter(from, CLOSURE_SPAN_DAYS - 1)) throw new ApiError(400, 'invalid_field', `until: from one to ${CLOSURE_SPAN_DAYS} days after from`, 'until');
      const closures = (await read(reply, () => store.closuresBetween(from, until))).slice(0, LIST_LIMIT);
      return closuresWithBookings(reply, closures);
    });

    desk.post(DESK_PATHS.closures, async (request, reply) => {
      const body = parse(newClosureBody, request.body);
      const closure: Closure = { id: randomBytes(4).toString('hex'), ...body, reason: body.reason || null };
      await read(reply, () => store.addClosure(closure, now()));
      request.log.info({ closure, staff: staffOf(request).email }, 'desk: closure added');
      return reply.code(201).send((await closuresWithBookings(reply, [closure]))[0]);
    });

    desk.delete(DESK_PATHS.closure, async (request, reply) => {
      const { closure } = parse(z.object({ closure: z.string().min(1).max(64) }), request.params);
      if (!(await read(reply, () => store.removeClosure(closure)))) throw new ApiError(404, 'not_found', 'No closure has this id');
      request.log.info({ closure, staff: staffOf(request).email }, 'desk: closure removed');
      return reply.code(204).send();
    });

    desk.get(DESK_PATHS.mailFailures, async (_request, reply): Promise<DeskMailFailure[]> => {
      const failures = (await read(reply, () => store.unacknowledgedFailures())).slice(0, LIST_LIMIT);
      return Promise.all(
        failures.map(async (failure) => {
          const booking = failure.bookingId ? await read(reply, () => store.storedBooking(failure.bookingId!)) : null;
          return {
            messageId: failure.id,
            bookingId: failure.bookingId ?? '',
            reference: shortReference(failure.bookingId ?? ''),
            name: booking?.name ?? '',
            kind: failure.kind,
            failedAt: (failure.failedAt ?? failure.createdAt).toISOString(),
            error: failure.lastError ?? '',
          };
        }),
      );
    });

    desk.post(DESK_PATHS.acknowledge, async (request, reply) => {
      const { id } = parse(bookingParams, request.params);
      const seen = await read(reply, () => store.acknowledgeFailures(id, now(), staffOf(request).email));
      if (seen === null) throw new ApiError(404, 'not_found', 'No booking has this id');
      return { acknowledged: seen };
    });
  });
}
