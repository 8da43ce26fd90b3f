import { describe, expect, it } from 'vitest';
import { NO_OPTIONAL_TEXT } from '../../core/bookingFields.ts';
import { ROOM_ALWAYS } from '../testing/capacity.ts';
import { storesUnderTest } from '../testing/stores.ts';
import type { NewBooking, Store } from './types.ts';

/** What the front desk reads and writes, run against SQLite and a real PostgreSQL server started here. */
const databases = storesUnderTest();

const at = (time: string) => new Date(`2026-06-01T${time}Z`);

const booking = (id: string, overrides: Partial<NewBooking> = {}): NewBooking => ({
  ...NO_OPTIONAL_TEXT,
  id,
  guests: null,
  specialist: null,
  specialistChosen: false,
  visitorKey: null,
  receivedAt: at('10:00:00'),
  status: 'received',
  name: 'Elira Hoxha',
  email: 'elira@example.com',
  phone: '+355 69 123 4567',
  service: 'consultation',
  appointmentDate: '2026-06-16',
  appointmentTime: '10:00',
  language: 'sq',
  photoConsent: null,
  photos: [],
  ...overrides,
});

describe.each(Object.keys(databases))('the %s store at the desk', (name) => {
  const withStore = async (run: (store: Store) => Promise<void>) => {
    const { store, dispose } = await databases[name]!();
    try {
      await run(store);
    } finally {
      await dispose();
    }
  };

  it('keeps a booking taken by phone without an address, with who took it', () =>
    withStore(async (store) => {
      await store.saveBooking(booking('0a1b2c3d-desk', { email: null, status: 'confirmed', channel: 'desk', takenBy: 'klea@aurum.test' }), [], null, ROOM_ALWAYS);
      expect(await store.storedBooking('0a1b2c3d-desk')).toMatchObject({ email: null, channel: 'desk', attendance: null, status: 'confirmed' });
      expect((await store.bookingDetail('0a1b2c3d-desk'))!.events).toEqual([expect.objectContaining({ type: 'received', actor: 'staff', staff: 'klea@aurum.test' })]);
      await store.saveBooking(booking('0a1b2c3d-site'), [], null, ROOM_ALWAYS);
      expect(await store.storedBooking('0a1b2c3d-site')).toMatchObject({ email: 'elira@example.com', channel: 'site' });
    }));

  it('lists what waits oldest first, the days in order of appointment, and finds an id by its beginning or its end, all within their bounds', () =>
    withStore(async (store) => {
      await store.saveBooking(booking('aaaa0003', { receivedAt: at('10:00:03'), appointmentDate: '2026-06-18' }), [], null, ROOM_ALWAYS);
      await store.saveBooking(booking('aaaa0001', { receivedAt: at('10:00:01'), appointmentDate: '2026-06-17', appointmentTime: '12:00' }), [], null, ROOM_ALWAYS);
      await store.saveBooking(booking('aaaa0002', { receivedAt: at('10:00:02'), status: 'confirmed', appointmentDate: '2026-06-17', appointmentTime: '09:00' }), [], null, ROOM_ALWAYS);
      await store.saveBooking(booking('bbbb0004', { receivedAt: at('10:00:04'), status: 'declined', appointmentDate: '2026-06-17' }), [], null, ROOM_ALWAYS);
      expect((await store.waitingBookings(10)).map((b) => b.id)).toEqual(['aaaa0001', 'aaaa0003']);
      expect((await store.waitingBookings(1)).map((b) => b.id)).toEqual(['aaaa0001']);
      expect((await store.bookingsOnDays('2026-06-17', '2026-06-18', ['received', 'confirmed'], 10)).map((b) => b.id)).toEqual(['aaaa0002', 'aaaa0001', 'aaaa0003']);
      expect((await store.bookingsOnDays('2026-06-17', '2026-06-18', ['received', 'confirmed'], 2)).map((b) => b.id)).toEqual(['aaaa0002', 'aaaa0001']);
      expect((await store.listBookings({ order: 'appointment' })).map((o) => o.booking.id)).toEqual(['aaaa0002', 'bbbb0004', 'aaaa0001', 'aaaa0003']);
      expect(await store.bookingIdsMatching('aaaa', 10)).toEqual(['aaaa0001', 'aaaa0002', 'aaaa0003']);
      expect(await store.bookingIdsMatching('bbbb', 10)).toEqual(['bbbb0004']);
      expect(await store.bookingIdsMatching('0004', 10)).toEqual(['bbbb0004']);
      expect(await store.bookingIdsMatching('a', 2)).toEqual(['aaaa0001', 'aaaa0002']);
      expect(await store.bookingIdsMatching('a%', 10)).toEqual([]);
    }));

  it('searches names and addresses whatever their case, phones by their digits, and takes wildcards literally', () =>
    withStore(async (store) => {
      await store.saveBooking(booking('s-1', { name: 'Arta Kola', email: 'Arta.Kola@Example.com', phone: '+355 (69) 111-2222', appointmentDate: '2026-06-10' }), [], null, ROOM_ALWAYS);
      await store.saveBooking(booking('s-2', { name: 'Besa 100%', email: null, phone: '+355 68 333 4444', appointmentDate: '2026-06-20' }), [], null, ROOM_ALWAYS);
      await store.saveBooking(booking('s-3', { name: 'Arta Gashi', email: 'gashi@example.com', phone: null, appointmentDate: '2026-06-30' }), [], null, ROOM_ALWAYS);
      const find = async (text: string, digits: string | null = null, limit = 10) => (await store.searchBookings({ text, digits }, limit)).map((b) => b.id);
      expect(await find('arta')).toEqual(['s-3', 's-1']);
      expect(await find('arta', null, 1)).toEqual(['s-3']);
      expect(await find('ARTA.KOLA@')).toEqual(['s-1']);
      expect(await find('1112222', '1112222')).toEqual(['s-1']);
      expect(await find('100%')).toEqual(['s-2']);
      expect(await find('1_0')).toEqual([]);
    }));

  it('marks attendance on a confirmed booking only, with the staff member in its history', () =>
    withStore(async (store) => {
      await store.saveBooking(booking('c-1', { status: 'confirmed' }), [], null, ROOM_ALWAYS);
      await store.saveBooking(booking('r-1'), [], null, ROOM_ALWAYS);
      const marked = await store.setAttendance({ bookingId: 'c-1', attendance: 'arrived', at: at('11:00:00'), staff: 'klea@aurum.test' });
      expect(marked).toMatchObject({ outcome: 'changed', booking: { attendance: 'arrived' } });
      expect((await store.bookingDetail('c-1'))!.events.at(-1)).toEqual({ at: at('11:00:00'), type: 'attendance', status: 'confirmed', detail: 'arrived', actor: 'staff', staff: 'klea@aurum.test' });
      expect(await store.setAttendance({ bookingId: 'r-1', attendance: 'no_show', at: at('11:00:00'), staff: 'klea@aurum.test' })).toMatchObject({ outcome: 'state', booking: { attendance: null } });
      expect((await store.bookingDetail('r-1'))!.events).toHaveLength(1);
      expect(await store.setAttendance({ bookingId: 'missing', attendance: null, at: at('11:00:00'), staff: 'klea@aurum.test' })).toEqual({ outcome: 'unknown' });
    }));
});
