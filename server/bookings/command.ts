/**
 * `npm run bookings -- list [--status S] [--since DATE] [--by received|appointment]`, `show ID`,
 * `ack ID` (an ID may be its short reference): the bookings as the
 * database holds them, with their history and the state of their messages, for whoever looks after
 * the service; `close`, `reopen` and `closures`: the days and hours the house does not take bookings;
 * `vitals`: how fast real visits found the pages.
 * It reads the database the service uses (the SQLite file under DATA_DIR, or DATABASE_URL) and works
 * while the service runs.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closes } from '../../core/availability.ts';
import { declarationOf, TEXT_FIELDS } from '../../core/bookingFields.ts';
import { isoDateBefore, todayIn } from '../../core/dates.ts';
import type { Closure } from '../../core/house.ts';
import { isServiceGroup, serviceGroup, SERVICE_GROUPS, type ServiceGroup } from '../../core/services.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { fieldLabel } from '../views/detailRows.ts';
import { serviceName } from '../mail/strings.ts';
import { describeVitals } from '../vitals/report.ts';
import { openStore } from '../store/openStore.ts';
import { DATABASE_FILE } from '../store/sqliteStore.ts';
import {
  BOOKING_STATUSES,
  BUSINESS_MESSAGE_KINDS,
  type BookingAdminStore,
  type BookingFilter,
  type BookingStatus,
  type ClosureStore,
  type MessageState,
  type VitalsStore,
} from '../store/types.ts';

export const USAGE =
  'usage: npm run bookings -- list [--status STATUS] [--since YYYY-MM-DD] [--by received|appointment] | show ID | ack ID | ' +
  'close YYYY-MM-DD [--until YYYY-MM-DD] [--group GROUP] [--from HH:MM --to HH:MM] [--reason TEXT] | reopen ID | closures | ' +
  'vitals [--since YYYY-MM-DD]';

export type BookingsCommand =
  | { name: 'list'; filter: ListFilter }
  | { name: 'show' | 'ack' | 'reopen'; id: string }
  | { name: 'close'; closure: Omit<Closure, 'id'> }
  | { name: 'closures' }
  | { name: 'vitals'; sinceDate: string | null };

interface ListFilter {
  status?: BookingStatus;
  sinceDate?: string;
  /** By arrival (the default) or by appointment date and time. */
  by?: 'received' | 'appointment';
}

const ORDERS = ['received', 'appointment'] as const;

/** Arguments the command cannot use: one line for the user, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

function validDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `close DATE [--until DATE] [--group GROUP] [--from HH:MM --to HH:MM] [--reason TEXT]`. */
function parseClose(rest: string[]): BookingsCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { until: { type: 'string' }, group: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, reason: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message} (${USAGE})`);
  }
  const { positionals, values } = parsed;
  if (positionals.length !== 1 || !validDate(positionals[0]!)) throw new UsageError(`close takes one date such as 2026-12-24 (${USAGE})`);
  const fromDate = positionals[0]!;
  const untilDate = values.until ?? fromDate;
  if (!validDate(untilDate) || untilDate < fromDate) throw new UsageError(`--until must be a date on or after ${fromDate}, got "${untilDate}"`);
  if (values.group !== undefined && !isServiceGroup(values.group)) throw new UsageError(`--group must be one of ${SERVICE_GROUPS.join(', ')}, got "${values.group}"`);
  const { from, to } = values;
  if ((from === undefined) !== (to === undefined)) throw new UsageError('--from and --to go together');
  if (from !== undefined && to !== undefined && (!HOUR.test(from) || !HOUR.test(to) || from >= to)) {
    throw new UsageError(`--from and --to must be times such as 14:00 and 16:00, the first before the second, got "${from}" and "${to}"`);
  }
  return {
    name: 'close',
    closure: { fromDate, untilDate, group: (values.group as ServiceGroup | undefined) ?? null, fromTime: from ?? null, toTime: to ?? null, reason: values.reason?.trim() || null },
  };
}

/** `vitals [--since DATE]`. */
function parseVitals(rest: string[]): BookingsCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: rest, options: { since: { type: 'string' } }, strict: true, allowPositionals: false });
  } catch (error) {
    throw new UsageError(`${(error as Error).message} (${USAGE})`);
  }
  const since = parsed.values.since ?? null;
  if (since !== null && !validDate(since)) throw new UsageError(`--since must be a date such as 2026-06-15, got "${since}"`);
  return { name: 'vitals', sinceDate: since };
}

export function parseArguments(args: readonly string[]): BookingsCommand {
  const [name, ...rest] = args;
  if (name === 'close') return parseClose(rest);
  if (name === 'closures') {
    if (rest.length > 0) throw new UsageError(`closures takes no arguments (${USAGE})`);
    return { name };
  }
  if (name === 'vitals') return parseVitals(rest);
  if (name === 'show' || name === 'ack' || name === 'reopen') {
    if (rest.length !== 1 || rest[0]!.startsWith('-') || rest[0]!.trim() === '') throw new UsageError(`${name} takes one ${name === 'reopen' ? 'closure' : 'booking'} ID (${USAGE})`);
    return { name, id: rest[0]! };
  }
  if (name !== 'list') throw new UsageError(name === undefined ? `no command given (${USAGE})` : `unknown command "${name}" (${USAGE})`);
  const filter: ListFilter = {};
  for (let i = 0; i < rest.length; i++) {
    const [option, inline] = rest[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    if (option !== '--status' && option !== '--since' && option !== '--by') throw new UsageError(`unknown option "${rest[i]}" (${USAGE})`);
    const value = inline ?? rest[++i];
    if (value === undefined || value === '') throw new UsageError(`${option} needs a value (${USAGE})`);
    if (option === '--status') {
      if (!(BOOKING_STATUSES as readonly string[]).includes(value)) throw new UsageError(`--status must be one of ${BOOKING_STATUSES.join(', ')}, got "${value}"`);
      filter.status = value as BookingStatus;
    } else if (option === '--by') {
      if (!(ORDERS as readonly string[]).includes(value)) throw new UsageError(`--by must be one of ${ORDERS.join(', ')}, got "${value}"`);
      filter.by = value as ListFilter['by'];
    } else {
      if (!validDate(value)) throw new UsageError(`--since must be a date such as 2026-06-15, got "${value}"`);
      filter.sinceDate = value;
    }
  }
  return { name, filter };
}

/** "2026-06-15 10:00:00" on the business's clock. */
function clock(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(at);
}

/** The moment a day begins on the business's clock (its UTC offset found by formatting). */
export function startOfDay(isoDate: string, timeZone: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  const offsetAt = (ms: number) => Date.parse(`${clock(new Date(ms), timeZone).replace(' ', 'T')}Z`) - ms;
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}

const KIND_NAMES: Record<MessageState['kind'], string> = {
  booking_business: 'request to the business',
  booking_business_fallback: 'fallback note to the business',
  booking_visitor: 'receipt to the visitor',
  newsletter_confirmation: 'newsletter confirmation',
  booking_confirmed: 'confirmation to the visitor',
  booking_declined: 'decline to the visitor',
  booking_proposed: 'other times proposed to the visitor',
  booking_cancelled: 'cancellation notice to the business',
  booking_reminder: 'reminder to the visitor',
  booking_instant_business: 'new booking to the business',
  booking_instant_visitor: 'confirmation to the visitor',
  booking_moved: 'new time to the visitor',
  booking_cancelled_by_business: 'cancellation to the visitor',
  booking_notice: 'notice to the business',
  desk_sign_in: 'front-desk sign-in link',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One message's state in words: "sent at …", "failing: 3 attempts, last error …", "failed at …: …". */
export function describeMessage(message: MessageState, timeZone: string): string {
  switch (message.state) {
    case 'queued':
      return `queued since ${clock(message.createdAt, timeZone)}`;
    case 'sent':
      return `sent at ${clock(message.sentAt!, timeZone)}`;
    case 'failing':
      return `FAILING: ${plural(message.attempts, 'attempt')}, next ${message.nextAttemptAt ? clock(message.nextAttemptAt, timeZone) : 'soon'}, last error: ${message.lastError ?? 'unknown'}`;
    case 'failed':
      return `FAILED at ${clock(message.failedAt!, timeZone)}: ${message.lastError ?? 'unknown'}${message.acknowledgedAt ? ` (acknowledged ${clock(message.acknowledgedAt, timeZone)})` : ''}`;
  }
}

/** The business's mail for a booking: null when the request itself was delivered. */
function undelivered(messages: MessageState[], timeZone: string): string | null {
  const business = messages.find((m) => m.kind === 'booking_business' || m.kind === 'booking_instant_business');
  if (!business) return 'no message to the business';
  if (business.state === 'sent') return null;
  const fallback = messages.filter((m) => m.kind === 'booking_business_fallback').pop();
  const state = describeMessage(business, timeZone);
  return fallback ? `${state}; fallback note ${describeMessage(fallback, timeZone)}` : state;
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CommandContext {
  store: BookingAdminStore & ClosureStore & VitalsStore;
  timeZone: string;
  now: () => Date;
}

/** Runs one command against the store and returns what it prints; never exits the process. */
export async function runBookingsCommand(args: readonly string[], context: CommandContext): Promise<CommandResult> {
  let command: BookingsCommand;
  try {
    command = parseArguments(args);
  } catch (error) {
    if (error instanceof UsageError) return { code: 2, stdout: '', stderr: `bookings: ${error.message}\n` };
    throw error;
  }
  const out: string[] = [];
  const { store, timeZone } = context;
  if (command.name === 'close') return close(command.closure, context);
  if (command.name === 'reopen') {
    if (!(await store.removeClosure(command.id))) return { code: 1, stdout: '', stderr: `bookings: no closure with ID ${command.id}\n` };
    return { code: 0, stdout: `Closure ${command.id} removed: those days and hours take bookings again.\n`, stderr: '' };
  }
  if (command.name === 'vitals') {
    // The field tools look at the last 28 days unless asked otherwise.
    const sinceDate = command.sinceDate ?? isoDateBefore(todayIn(timeZone, context.now()), { days: 28 });
    return { code: 0, stdout: describeVitals(await store.vitalsSince(startOfDay(sinceDate, timeZone)), sinceDate), stderr: '' };
  }
  if (command.name === 'closures') {
    const today = todayIn(timeZone, context.now());
    const closures = await store.closuresBetween(today, '9999-12-31');
    out.push(closures.length === 0 ? 'No closures from today on.' : `${plural(closures.length, 'closure')} from today on:`);
    for (const closure of closures) out.push(`  ${closure.id}  ${describeClosure(closure)}`);
    return { code: 0, stdout: `${out.join('\n')}\n`, stderr: '' };
  }
  if (command.name === 'list') {
    const filter: BookingFilter = {
      status: command.filter.status,
      since: command.filter.sinceDate ? startOfDay(command.filter.sinceDate, timeZone) : undefined,
      order: command.filter.by,
    };
    const bookings = await store.listBookings(filter);
    const order = command.filter.by === 'appointment' ? 'by appointment' : 'by arrival';
    out.push(`${plural(bookings.length, 'booking')} ${order} (times in ${timeZone}; ! marks a booking whose full request has not been delivered to the business)`);
    let marked = 0;
    for (const { booking, messages } of bookings) {
      // A booking taken at the desk sends the business nothing: the staff took it.
      const problem = booking.channel === 'desk' ? null : undelivered(messages, timeZone);
      if (problem) marked++;
      const line = [booking.id, clock(booking.receivedAt, timeZone).slice(0, 16), booking.status, `${booking.appointmentDate} ${booking.appointmentTime}`, serviceName(booking.service, 'en'), booking.name];
      out.push(`${problem ? '!' : ' '} ${line.join('  ')}`);
      if (problem) out.push(`    business mail: ${problem}`);
    }
    if (marked > 0) out.push(`${plural(marked, 'booking')} marked !: see npm run bookings -- show ID; ack ID once a failure has been seen`);
    return { code: 0, stdout: `${out.join('\n')}\n`, stderr: '' };
  }

  const resolved = await resolveBookingId(store, command.id);
  if ('problem' in resolved) return { code: 1, stdout: '', stderr: `bookings: ${resolved.problem}\n` };
  const { id } = resolved;

  if (command.name === 'ack') {
    const seen = await store.acknowledgeFailures(id, context.now());
    if (seen === null) return { code: 1, stdout: '', stderr: `bookings: no booking with ID ${command.id}\n` };
    const text = seen === 0 ? `Booking ${id} has no failed message to the business waiting to be acknowledged; nothing changed.` : `Booking ${id}: ${plural(seen, 'failed message')} to the business marked as seen.`;
    return { code: 0, stdout: `${text}\n`, stderr: '' };
  }

  const detail = await store.bookingDetail(id);
  if (!detail) return { code: 1, stdout: '', stderr: `bookings: no booking with ID ${command.id}\n` };
  const { booking, events, messages } = detail;
  // The declared text fields, each under its English label: the one-line ones with the booking's facts, free text last.
  const text = TEXT_FIELDS.map((field) => ({ label: fieldLabel(field, 'en'), value: booking[field] ?? '—', multiline: Boolean(declarationOf(field).control?.rows) }));
  const fields: [string, string][] = [
    ['Status', booking.status],
    ['Received', clock(booking.receivedAt, timeZone)],
    ...text.filter((field) => !field.multiline).map((field): [string, string] => [field.label, field.value]),
    ['Service', `${serviceName(booking.service, 'en')} (${booking.service})`],
    ['Appointment', `${booking.appointmentDate} ${booking.appointmentTime}`],
    ['Language', booking.language],
    ['Photos', booking.photoCount === 0 ? 'none' : `${booking.photoCount} (${booking.photoBytes.map((bytes) => `${Math.round(bytes / 1024)} KiB`).join(', ')})`],
    ['Photo consent', booking.photoConsent ? `given ${clock(booking.photoConsent.givenAt, timeZone)} (text version ${booking.photoConsent.version})` : 'none'],
    ...text.filter((field) => field.multiline).map((field): [string, string] => [field.label, field.value.replace(/\r?\n/g, '\n                 ')]),
  ];
  out.push(`Booking ${booking.id} (times in ${timeZone})`);
  for (const [label, value] of fields) out.push(`  ${`${label}:`.padEnd(14)} ${value}`);
  out.push('', 'History');
  for (const event of events) {
    const who = event.staff ? ` by ${event.staff} at the desk` : event.actor ? ` by the ${event.actor}` : '';
    out.push(`  ${clock(event.at, timeZone)}  ${event.type}${who} (status ${event.status})${event.detail ? `: ${event.detail}` : ''}`);
  }
  out.push('', 'Messages');
  if (messages.length === 0) out.push('  none');
  for (const message of messages) out.push(`  ${KIND_NAMES[message.kind].padEnd(30)}${describeMessage(message, timeZone)}`);
  const problem = undelivered(messages, timeZone);
  if (problem) {
    const unseen = messages.some((m) => (BUSINESS_MESSAGE_KINDS as readonly string[]).includes(m.kind) && m.state === 'failed' && !m.acknowledgedAt);
    out.push('', `! The full request has not been delivered to the business (see Messages).${unseen ? ` Once seen: npm run bookings -- ack ${booking.id}` : ''}`);
  }
  return { code: 0, stdout: `${out.join('\n')}\n`, stderr: '' };
}

/**
 * The booking an ID names: the whole id, its short reference (its last characters, as the desk and
 * the guest's messages show them) or its first characters, when they name exactly one booking;
 * two or more are refused with the ones they could mean.
 */
export async function resolveBookingId(store: BookingAdminStore, given: string): Promise<{ id: string } | { problem: string }> {
  const candidates = await store.bookingIdsMatching(given.toLowerCase(), 3);
  if (candidates.includes(given)) return { id: given };
  if (candidates.length === 1) return { id: candidates[0]! };
  if (candidates.length === 0) return { problem: `no booking with ID ${given}` };
  const listed = candidates.slice(0, 2).join(', ');
  return { problem: `ID ${given} is part of several bookings' ids (${listed}${candidates.length > 2 ? ', …' : ''}); give more of it` };
}

/** "2026-12-24 to 2026-12-26, the whole house, all day (Holidays)". */
function describeClosure(closure: Closure): string {
  const days = closure.untilDate === closure.fromDate ? closure.fromDate : `${closure.fromDate} to ${closure.untilDate}`;
  const who = closure.group ? `the ${closure.group} group` : 'the whole house';
  const hours = closure.fromTime ? `${closure.fromTime} to ${closure.toTime}` : 'all day';
  return `${days}, ${who}, ${hours}${closure.reason ? ` (${closure.reason})` : ''}`;
}

/** Writes the closure, then lists the bookings already on it so the business can move them. */
async function close(wanted: Omit<Closure, 'id'>, { store, now }: CommandContext): Promise<CommandResult> {
  const closure: Closure = { id: randomBytes(4).toString('hex'), ...wanted };
  await store.addClosure(closure, now());
  const out = [`Closed ${describeClosure(closure)}: closure ${closure.id} (undo with npm run bookings -- reopen ${closure.id}).`];
  const onIt = (await store.listBookings({ appointmentFrom: closure.fromDate, appointmentTo: closure.untilDate }))
    .map(({ booking }) => booking)
    .filter((booking) => (booking.status === 'received' || booking.status === 'confirmed') && closes(closure, serviceGroup(booking.service), booking.appointmentDate, booking.appointmentTime));
  if (onIt.length === 0) out.push('No booking is on those days and hours.');
  else out.push(`${plural(onIt.length, 'booking')} already on them, to move or cancel:`);
  for (const booking of onIt) {
    out.push(`  ${booking.id}  ${booking.status}  ${booking.appointmentDate} ${booking.appointmentTime}  ${serviceName(booking.service, 'en')}  ${booking.name}  ${booking.phone ?? booking.email ?? ''}`);
  }
  return { code: 0, stdout: `${out.join('\n')}\n`, stderr: '' };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  try {
    parseArguments(args);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`bookings: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`bookings: ${error instanceof ConfigError ? error.message : String(error)}\n`);
    return 1;
  }
  const file = path.join(config.dataDir, DATABASE_FILE);
  if (!config.databaseUrl && !existsSync(file)) {
    process.stderr.write(`bookings: no database at ${file} (DATA_DIR=${config.dataDir}); is this the service's DATA_DIR?\n`);
    return 1;
  }
  const store = await openStore(config);
  try {
    const result = await runBookingsCommand(args, { store, timeZone: config.businessTimeZone, now: () => new Date() });
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    return result.code;
  } finally {
    await store.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`bookings: ${(error as Error).message}\n`);
      process.exitCode = 1;
    },
  );
}
