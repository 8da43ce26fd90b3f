import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationOf, NO_OPTIONAL_TEXT, REQUIRED_FIELDS, TEXT_FIELDS, type RequiredFieldName } from '../../core/bookingFields.ts';
import { openSqliteStore } from '../store/sqliteStore.ts';
import { fieldLabel } from '../views/detailRows.ts';
import type { NewBooking, OutboxEntry, Store } from '../store/types.ts';
import { bookingRequest, eventually, postBooking, startService, tempDataDir } from '../testing/harness.ts';
import { startSmtpSink } from '../testing/smtpSink.ts';
import { parseArguments, runBookingsCommand, USAGE, startOfDay } from './command.ts';
import { ROOM_ALWAYS } from '../testing/capacity.ts';

const TZ = 'Europe/Tirane';
const at = (time: string) => new Date(`2026-06-15T${time}Z`);

const emptyOneLineFields = TEXT_FIELDS.filter((field) => !REQUIRED_FIELDS.includes(field as RequiredFieldName) && !declarationOf(field).control?.rows);

describe('npm run bookings, run for real beside the running service', () => {
  it('lists the booking whose request was refused, shows it, acks it, and /healthz follows', async () => {
    const smtp = await startSmtpSink(0, { refuseMessage: (mail) => (mail.subject?.startsWith('New booking request') ? { code: 550, text: '5.7.1 Message rejected as spam' } : null) });
    const service = await startService({ smtpPort: smtp.port });
    const run = async (...args: string[]) => {
      const tsx = path.join(process.cwd(), 'node_modules/.bin/tsx');
      try {
        const { stdout, stderr } = await promisify(execFile)(tsx, ['server/bookings/command.ts', ...args], { env: { ...process.env, DATA_DIR: service.dataDir } });
        return { code: 0, stdout, stderr };
      } catch (error) {
        const e = error as { code: number; stdout: string; stderr: string };
        return { code: e.code, stdout: e.stdout, stderr: e.stderr };
      }
    };
    try {
      const { id } = (await postBooking(service.app, bookingRequest({ name: 'Elira Hoxha' }))).json() as { id: string };
      await smtp.waitFor(2); // the receipt and the fallback note
      await eventually(async () => (await service.app.inject({ method: 'GET', url: '/healthz' })).statusCode === 503);
      const health = await service.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.json()).toMatchObject({ status: 'unavailable', reason: 'business_mail_failed' });

      const list = await run('list');
      expect(list.code).toBe(0);
      const lines = list.stdout.split('\n');
      expect(lines.find((line) => line.includes(id))).toMatch(/^! /);
      expect(list.stdout).toContain('business mail: FAILED at 2026-');
      expect(list.stdout).toContain('550 5.7.1 Message rejected as spam');
      expect(list.stdout).toMatch(/fallback note sent at 2026-/);

      expect(await run('ack', id)).toMatchObject({ code: 0, stdout: `Booking ${id}: 1 failed message to the business marked as seen.\n` });
      expect((await service.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const show = await run('show', id);
      expect(show.code).toBe(0);
      expect(show.stdout).toMatch(/History\n {2}\S+ \S+ {2}received \(status received\)\n {2}\S+ \S+ {2}failure_acknowledged \(status received\): 1 failed message to the business seen/);
      expect(show.stdout).toMatch(/request to the business +FAILED at .*550 5\.7\.1 Message rejected as spam.*\(acknowledged /);

      expect(await run('show', 'no-such-booking')).toMatchObject({ code: 1, stderr: 'bookings: no booking with ID no-such-booking\n' });
      const bad = await run('list', '--status', 'lost');
      expect(bad.code).toBe(2);
      expect(bad.stderr).toBe('bookings: --status must be one of received, confirmed, declined, proposed, cancelled, got "lost"\n');
    } finally {
      await service.close();
      await smtp.close();
    }
  }, 60_000);
});

describe('the bookings command', () => {
  let store: Store;
  let dir: string;
  const run = (...args: string[]) => runBookingsCommand(args, { store, timeZone: TZ, now: () => at('12:00:00') });

  const booking = (id: string, receivedAt: Date, overrides: Partial<NewBooking> = {}): NewBooking => ({
    ...NO_OPTIONAL_TEXT,
    id,
    guests: null,
    specialist: null,
    specialistChosen: false,
    visitorKey: null,
    receivedAt,
    status: 'received',
    name: `Guest ${id}`,
    email: `${id}@example.com`,
    phone: null,
    service: 'classic-cut',
    appointmentDate: '2026-06-20',
    appointmentTime: '11:00',
    notes: 'Short at the sides,\nlonger on top',
    language: 'de',
    photoConsent: null,
    photos: [],
    ...overrides,
  });
  const entries = (id: string, createdAt: Date): OutboxEntry[] => [
    { id: `${id}-1-business`, kind: 'booking_business', bookingId: id, messageId: `<${id}-b@t>`, createdAt },
    { id: `${id}-2-visitor`, kind: 'booking_visitor', bookingId: id, messageId: `<${id}-v@t>`, createdAt },
  ];

  beforeAll(async () => {
    dir = tempDataDir();
    store = await openSqliteStore(dir);
    // One booking in each state of its business message: sent, queued, failing, failed.
    for (const [id, time] of [['sent', '07:00:00'], ['queued', '08:00:00'], ['failing', '09:00:00'], ['failed', '10:00:00']] as const) {
      await store.saveBooking(booking(id, at(time), id === 'sent' ? { status: 'confirmed' } : {}), entries(id, at(time)), null, ROOM_ALWAYS);
    }
    await store.markSent('sent-1-business', at('07:00:05'));
    await store.markSent('sent-2-visitor', at('07:00:06'));
    await store.scheduleRetry('failing-1-business', 'ECONNREFUSED connect ECONNREFUSED 127.0.0.1:25', at('09:30:00'));
    await store.scheduleRetry('failing-1-business', '421 4.7.0 Try again later', at('10:30:00'));
    await store.markFailed('failed-1-business', '552 5.3.4 Message size exceeds fixed limit', at('10:00:05'), {
      id: 'failed-3-fallback',
      kind: 'booking_business_fallback',
      bookingId: 'failed',
      messageId: '<failed-f@t>',
      createdAt: at('10:00:05'),
    });
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists every booking with its state, and marks each whose request has not reached the business', async () => {
    const { code, stdout } = await run('list');
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        '4 bookings by arrival (times in Europe/Tirane; ! marks a booking whose full request has not been delivered to the business)',
        '  sent  2026-06-15 09:00  confirmed  2026-06-20 11:00  Classic Haircut  Guest sent',
        '! queued  2026-06-15 10:00  received  2026-06-20 11:00  Classic Haircut  Guest queued',
        '    business mail: queued since 2026-06-15 10:00:00',
        '! failing  2026-06-15 11:00  received  2026-06-20 11:00  Classic Haircut  Guest failing',
        '    business mail: FAILING: 2 attempts, next 2026-06-15 12:30:00, last error: 421 4.7.0 Try again later',
        '! failed  2026-06-15 12:00  received  2026-06-20 11:00  Classic Haircut  Guest failed',
        '    business mail: FAILED at 2026-06-15 12:00:05: 552 5.3.4 Message size exceeds fixed limit; fallback note queued since 2026-06-15 12:00:05',
        '3 bookings marked !: see npm run bookings -- show ID; ack ID once a failure has been seen',
        '',
      ].join('\n'),
    );
  });

  it('sorts by appointment when asked, and takes the first characters of an id, refusing those that begin several', async () => {
    const own = tempDataDir();
    const store = await openSqliteStore(own);
    const run = (...args: string[]) => runBookingsCommand(args, { store, timeZone: TZ, now: () => at('12:00:00') });
    await store.saveBooking(booking('0197a1b2-early', at('11:00:00'), { appointmentDate: '2026-06-18', appointmentTime: '09:00', service: 'hot-towel-shave' }), [], null, ROOM_ALWAYS);
    await store.saveBooking(booking('0197a1b2-later', at('11:00:01'), { appointmentDate: '2026-06-25', appointmentTime: '09:00' }), [], null, ROOM_ALWAYS);
    await store.saveBooking(booking('0197c3d4-other', at('11:00:02'), { appointmentDate: '2026-06-20', appointmentTime: '10:00' }), [], null, ROOM_ALWAYS);
    try {
      const ids = (stdout: string) => stdout.split('\n').filter((line) => /^[ !] \S/.test(line)).map((line) => line.slice(2).split('  ')[0]);
      const byAppointment = await run('list', '--by', 'appointment');
      expect(byAppointment.stdout).toMatch(/^3 bookings by appointment /);
      expect(ids(byAppointment.stdout)).toEqual(['0197a1b2-early', '0197c3d4-other', '0197a1b2-later']);
      expect(byAppointment.stdout).toContain('2026-06-18 09:00  Hot Towel Shave  Guest 0197a1b2-early');
      expect(ids((await run('list')).stdout)).toEqual(['0197a1b2-early', '0197a1b2-later', '0197c3d4-other']);

      expect((await run('show', '0197c3d4')).stdout).toMatch(/^Booking 0197c3d4-other /);
      expect(await run('ack', '0197c3d4')).toMatchObject({ code: 0, stdout: expect.stringContaining('Booking 0197c3d4-other has no failed message') });
      // The short reference a guest quotes is the id's end.
      expect((await run('show', 'b2-later')).stdout).toMatch(/^Booking 0197a1b2-later /);
      expect(await run('show', '0197a1b2')).toEqual({ code: 1, stdout: '', stderr: "bookings: ID 0197a1b2 is part of several bookings' ids (0197a1b2-early, 0197a1b2-later); give more of it\n" });
      expect(await run('ack', '0197a1b2')).toMatchObject({ code: 1, stdout: '' });
      expect((await store.bookingDetail('0197a1b2-early'))!.events).toHaveLength(1);
      expect((await run('list', '--by', 'name')).stderr).toBe('bookings: --by must be one of received, appointment, got "name"\n');
    } finally {
      await store.close();
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('filters by status and by the day received, on the business’s clock', async () => {
    expect((await run('list', '--status', 'confirmed')).stdout).toMatch(/^1 booking .*\n {2}sent /);
    // 10:00 in Tirana is 08:00 UTC: --since 2026-06-15 takes all; the next day none.
    expect((await run('list', '--since=2026-06-15')).stdout).toMatch(/^4 bookings/);
    expect((await run('list', '--since', '2026-06-16')).stdout).toMatch(/^0 bookings/);
    expect(startOfDay('2026-06-15', TZ)).toEqual(new Date('2026-06-14T22:00:00Z'));
    expect(startOfDay('2026-01-15', TZ)).toEqual(new Date('2026-01-14T23:00:00Z'));
  });

  it('shows every field, the history and every message of a booking', async () => {
    const { code, stdout } = await run('show', 'failed');
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        'Booking failed (times in Europe/Tirane)',
        '  Status:        received',
        '  Received:      2026-06-15 12:00:00',
        '  Name:          Guest failed',
        '  Email:         failed@example.com',
        // Every optional one-line field the booking left empty (the phone among them) reads as a dash.
        ...emptyOneLineFields.map((field) => `  ${`${fieldLabel(field, 'en')}:`.padEnd(14)} —`),
        '  Service:       Classic Haircut (classic-cut)',
        '  Appointment:   2026-06-20 11:00',
        '  Language:      de',
        '  Photos:        none',
        '  Photo consent: none',
        '  Notes:         Short at the sides,',
        '                 longer on top',
        '',
        'History',
        '  2026-06-15 12:00:00  received (status received)',
        '',
        'Messages',
        '  request to the business       FAILED at 2026-06-15 12:00:05: 552 5.3.4 Message size exceeds fixed limit',
        '  receipt to the visitor        queued since 2026-06-15 12:00:00',
        '  fallback note to the business queued since 2026-06-15 12:00:05',
        '',
        '! The full request has not been delivered to the business (see Messages). Once seen: npm run bookings -- ack failed',
        '',
      ].join('\n'),
    );
    const sent = (await run('show', 'sent')).stdout;
    expect(sent).toContain('  request to the business       sent at 2026-06-15 09:00:05');
    expect(sent).not.toContain('!');
    expect((await run('show', 'failing')).stdout).toContain('FAILING: 2 attempts, next 2026-06-15 12:30:00, last error: 421 4.7.0 Try again later');
  });

  it('acks a booking’s failed business mail once, with the time in its history; an unknown ID changes nothing', async () => {
    expect(await run('ack', 'nobody')).toEqual({ code: 1, stdout: '', stderr: 'bookings: no booking with ID nobody\n' });
    expect(await run('ack', 'queued')).toEqual({ code: 0, stdout: 'Booking queued has no failed message to the business waiting to be acknowledged; nothing changed.\n', stderr: '' });
    expect((await run('ack', 'failed')).stdout).toBe('Booking failed: 1 failed message to the business marked as seen.\n');
    const shown = (await run('show', 'failed')).stdout;
    expect(shown).toContain('  2026-06-15 14:00:00  failure_acknowledged (status received): 1 failed message to the business seen');
    expect(shown).toContain('(acknowledged 2026-06-15 14:00:00)');
    expect(shown).not.toContain('Once seen');
    expect((await store.bookingDetail('queued'))!.events).toHaveLength(1);
  });

  it('refuses bad arguments with one line and exit code 2, touching nothing', async () => {
    const cases: [string[], string][] = [
      [[], `bookings: no command given (${USAGE})\n`],
      [['delete', 'x'], `bookings: unknown command "delete" (${USAGE})\n`],
      [['list', '--since', '2026-02-30'], 'bookings: --since must be a date such as 2026-06-15, got "2026-02-30"\n'],
      [['list', '--since'], `bookings: --since needs a value (${USAGE})\n`],
      [['list', '--limit', '3'], `bookings: unknown option "--limit" (${USAGE})\n`],
      [['ack'], `bookings: ack takes one booking ID (${USAGE})\n`],
      [['show', 'a', 'b'], `bookings: show takes one booking ID (${USAGE})\n`],
    ];
    for (const [args, stderr] of cases) expect(await run(...args), args.join(' ')).toEqual({ code: 2, stdout: '', stderr });
    expect(parseArguments(['list', '--status=declined', '--since', '2026-06-01'])).toEqual({ name: 'list', filter: { status: 'declined', sinceDate: '2026-06-01' } });
  });

  it('closes days or hours for the house or a group, lists the bookings already on them, and reopens them', async () => {
    // Two of the bookings above are on 2026-06-20 at 11:00 in the barbershop; received and confirmed ones count.
    const closed = await run('close', '2026-06-20', '--group', 'barbershop', '--from', '10:00', '--to', '12:00', '--reason', 'Training day');
    expect(closed.code).toBe(0);
    expect(closed.stdout).toMatch(/^Closed 2026-06-20, the barbershop group, 10:00 to 12:00 \(Training day\): closure ([0-9a-f]{8})/);
    expect(closed.stdout).toContain('4 bookings already on them, to move or cancel:');
    expect(closed.stdout).toContain('sent  confirmed  2026-06-20 11:00  Classic Haircut  Guest sent');
    const id = /closure ([0-9a-f]{8})/.exec(closed.stdout)![1]!;

    const elsewhere = await run('close', '2026-12-24', '--until', '2026-12-26', '--group', 'restaurant');
    expect(elsewhere.stdout).toContain('No booking is on those days and hours.');
    const list = await run('closures');
    expect(list.stdout).toContain(`${id}  2026-06-20, the barbershop group, 10:00 to 12:00 (Training day)`);
    expect(list.stdout).toContain('2026-12-24 to 2026-12-26, the restaurant group, all day');
    expect(await store.closuresBetween('2026-06-20', '2026-06-20')).toHaveLength(1);

    expect(await run('reopen', id)).toMatchObject({ code: 0 });
    expect(await store.closuresBetween('2026-06-20', '2026-06-20')).toHaveLength(0);
    expect(await run('reopen', id)).toEqual({ code: 1, stdout: '', stderr: `bookings: no closure with ID ${id}\n` });
  });

  it('refuses a closure it cannot read, writing nothing', async () => {
    const before = (await store.closuresBetween('2000-01-01', '9999-12-31')).length;
    for (const args of [
      ['close'],
      ['close', '2026-02-30'],
      ['close', '2026-06-20', '--until', '2026-06-19'],
      ['close', '2026-06-20', '--group', 'spa'],
      ['close', '2026-06-20', '--from', '14:00'],
      ['close', '2026-06-20', '--from', '16:00', '--to', '14:00'],
      ['close', '2026-06-20', '--from', '25:00', '--to', '26:00'],
      ['close', '2026-06-20', '--everything'],
    ]) {
      const result = await run(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr.split('\n').filter(Boolean), args.join(' ')).toHaveLength(1);
    }
    expect(await store.closuresBetween('2000-01-01', '9999-12-31')).toHaveLength(before);
  });
});
