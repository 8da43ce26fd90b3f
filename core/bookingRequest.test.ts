import { describe, expect, it } from 'vitest';
import { REQUIRED_REQUEST_FIELDS } from './bookingFields.ts';
import type { House } from './house.ts';
import { SERVICE_IDS } from './services.ts';
import {
  BOOKING_LIMITS,
  bookingRequestSchema,
  checkBookingRules,
  checkPlaceFields,
  isByteArray,
  PHOTOS_TOO_LARGE,
  type BookingRequest,
  type BookingRequestInput,
} from './bookingRequest.ts';

const MiB = 1024 * 1024;

function request(overrides: Partial<BookingRequestInput> = {}): BookingRequestInput {
  return {
    name: 'Elira Hoxha',
    email: 'elira@example.com',
    phone: '+355 69 123 4567',
    service: 'hair-transplant',
    appointment_date: '2026-06-16',
    appointment_time: '10:00',
    notes: null,
    photos: [],
    ...overrides,
  };
}

const photo = (bytes: number, overrides: Record<string, unknown> = {}) => ({
  filename: 'scalp.jpg',
  type: 'image/jpeg',
  content: new Array<number>(bytes).fill(7),
  ...overrides,
});

/** The first issue's path ("photos.0.content"), or null when the request is valid. */
function firstProblem(input: unknown): string | null {
  const result = bookingRequestSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.path.join('.');
}

describe('required fields', () => {
  it('the schema refuses exactly the fields of REQUIRED_REQUEST_FIELDS when they are empty', () => {
    const textFields = Object.entries(request())
      .filter(([, value]) => typeof value === 'string' || value === null)
      .map(([field]) => field);
    const refusedEmpty = textFields.filter((field) => !bookingRequestSchema.safeParse(request({ [field]: '' })).success);
    expect(refusedEmpty.sort()).toEqual([...REQUIRED_REQUEST_FIELDS].sort());
  });
});

describe('BOOKING_LIMITS', () => {
  it('has the numbers the issue and the form rely on', () => {
    expect(BOOKING_LIMITS).toEqual({
      nameMaxChars: 100,
      emailMaxChars: 254,
      phoneMaxChars: 30,
      notesMaxChars: 2000,
      photosMax: 10,
      photoMaxBytes: 10 * MiB,
      photosTotalMaxBytes: 10 * MiB,
      photoMaxEdgePx: 2048,
      filenameMaxChars: 255,
      photoTypeMaxChars: 100,
      appointmentHorizonDays: 365,
      guestsMax: 100,
      specialistMaxChars: 64,
    });
  });
});

describe('guests and specialist', () => {
  const house: House = {
    resources: { barbers: { capacity: 1, unit: 'booking', specialists: ['dritan'] }, covers: { capacity: 40, unit: 'guest' }, rooms: { capacity: 2, unit: 'booking' } },
    services: Object.fromEntries(
      SERVICE_IDS.map((id) => [
        id,
        id === 'table-reservation'
          ? { resource: 'covers', minutes: 120, hold: { minutes: 120 }, guests: { min: 1, max: 10 }, confirmation: 'instant' }
          : id === 'classic-cut'
            ? { resource: 'barbers', minutes: 45, hold: { minutes: 45 }, confirmation: 'instant' }
            : { resource: 'rooms', minutes: 60, hold: { minutes: 60 }, startTimes: id === 'hair-transplant' ? ['09:00'] : undefined, confirmation: 'request' },
      ]),
    ) as House['services'],
  };
  const check = (fields: Partial<BookingRequest>) => checkPlaceFields(house, { service: 'table-reservation', guests: 4, specialist: null, ...fields });

  it('refuses guests that are not a whole number from 1 up', () => {
    for (const guests of [0, -1, 4.5, '4', 1e9, Number.NaN, null, true]) {
      const parsed = bookingRequestSchema.safeParse(request({ guests } as never));
      if (guests === null) expect(parsed.success).toBe(true);
      else expect(parsed.success, String(guests)).toBe(false);
    }
  });

  it('asks for guests exactly where the house counts them, within the service\'s range', () => {
    expect(check({})).toBeNull();
    expect(check({ guests: null })).toMatchObject({ code: 'invalid_field', field: 'guests' });
    expect(check({ guests: 11 })).toMatchObject({ code: 'invalid_field', field: 'guests' });
    expect(check({ service: 'consultation', guests: 2 })).toMatchObject({ code: 'invalid_field', field: 'guests' });
    expect(check({ service: 'consultation', guests: null })).toBeNull();
  });

  it('takes a specialist only where specialists serve, and only one of them', () => {
    expect(check({ service: 'classic-cut', guests: null, specialist: 'dritan' })).toBeNull();
    expect(check({ service: 'classic-cut', guests: null, specialist: 'nobody' })).toMatchObject({ field: 'specialist' });
    expect(check({ service: 'consultation', guests: null, specialist: 'dritan' })).toMatchObject({ field: 'specialist' });
  });

  it('refuses an hour the service never starts at', () => {
    const transplant = { service: 'hair-transplant' as const, guests: null, appointment_date: '2026-06-15' };
    expect(check({ ...transplant, appointment_time: '09:00' })).toBeNull();
    expect(check({ ...transplant, appointment_time: '12:00' })).toMatchObject({ code: 'slot_unavailable', field: 'appointment_time' });
  });
});

describe('bookingRequestSchema: each limit, at the limit and one past it', () => {
  it('accepts a plain valid request and fills the defaults', () => {
    const parsed = bookingRequestSchema.parse(request({ photos: undefined, language: undefined }));
    expect(parsed.photos).toEqual([]);
    expect(parsed.language).toBe('en');
  });

  it('name: required, at most 100 characters after trimming', () => {
    expect(firstProblem(request({ name: 'a'.repeat(100) }))).toBeNull();
    expect(firstProblem(request({ name: `  ${'a'.repeat(100)}  ` }))).toBeNull();
    expect(firstProblem(request({ name: 'a'.repeat(101) }))).toBe('name');
    expect(firstProblem(request({ name: '   ' }))).toBe('name');
  });

  it('email: a valid address of at most 254 characters', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(at254).toHaveLength(254);
    expect(firstProblem(request({ email: at254 }))).toBeNull();
    expect(firstProblem(request({ email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com` }))).toBe('email');
    for (const bad of ['', 'elira', 'elira@', '@example.com', 'elira@example', 'eli ra@example.com', 'a@b.c\r\nBcc: x@y.com']) {
      expect(firstProblem(request({ email: bad })), bad).toBe('email');
    }
  });

  it('phone: optional, at most 30 characters of digits, spaces and + ( ) -', () => {
    expect(bookingRequestSchema.parse(request({ phone: '' })).phone).toBeNull();
    expect(bookingRequestSchema.parse(request({ phone: '   ' })).phone).toBeNull();
    expect(firstProblem(request({ phone: null }))).toBeNull();
    expect(firstProblem(request({ phone: '+355 (69) 123-4567' }))).toBeNull();
    expect(firstProblem(request({ phone: '1'.repeat(30) }))).toBeNull();
    expect(firstProblem(request({ phone: '1'.repeat(31) }))).toBe('phone');
    for (const bad of ['069 123 45x7', '+355.69.123', '<script>', '12\n34']) expect(firstProblem(request({ phone: bad })), bad).toBe('phone');
  });

  it('notes: optional, at most 2,000 characters', () => {
    expect(bookingRequestSchema.parse(request({ notes: '' })).notes).toBeNull();
    expect(firstProblem(request({ notes: 'n'.repeat(2000) }))).toBeNull();
    expect(firstProblem(request({ notes: 'n'.repeat(2001) }))).toBe('notes');
  });

  it('service: one of the service ids', () => {
    expect(firstProblem(request({ service: 'special-events' }))).toBeNull();
    expect(firstProblem(request({ service: 'car-rental' as never }))).toBe('service');
    expect(firstProblem(request({ service: '' as never }))).toBe('service');
  });

  it('date and time: a real date written YYYY-MM-DD and a time written HH:MM', () => {
    expect(firstProblem(request({ appointment_date: '2026-02-29' }))).toBe('appointment_date');
    expect(firstProblem(request({ appointment_date: '16/06/2026' }))).toBe('appointment_date');
    expect(firstProblem(request({ appointment_time: '9:00' }))).toBe('appointment_time');
    expect(firstProblem(request({ appointment_time: '09:00:00' }))).toBe('appointment_time');
  });

  it('language: one of en, sq, tr, de', () => {
    expect(firstProblem(request({ language: 'sq' }))).toBeNull();
    expect(firstProblem(request({ language: 'fr' as never }))).toBe('language');
  });

  it('photos: at most 10', () => {
    expect(firstProblem(request({ photos: Array.from({ length: 10 }, () => photo(16)) }))).toBeNull();
    expect(firstProblem(request({ photos: Array.from({ length: 11 }, () => photo(16)) }))).toBe('photos');
  });

  it('photo: 1 to 10 MiB of integer bytes 0-255', () => {
    expect(firstProblem(request({ photos: [photo(10 * MiB)] }))).toBeNull();
    expect(firstProblem(request({ photos: [photo(10 * MiB + 1)] }))).toBe('photos.0.content');
    expect(firstProblem(request({ photos: [photo(0)] }))).toBe('photos.0.content');
    for (const bad of [[256], [-1], [1.5], ['1'], [null], 'AAEC', { 0: 1 }]) {
      expect(firstProblem(request({ photos: [photo(1, { content: bad })] })), JSON.stringify(bad)).toBe('photos.0.content');
    }
  });

  it('photos together: at most 10 MiB', () => {
    expect(firstProblem(request({ photos: [photo(5 * MiB), photo(5 * MiB)] }))).toBeNull();
    const result = bookingRequestSchema.safeParse(request({ photos: [photo(5 * MiB), photo(5 * MiB + 1)] }));
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual(['photos']);
    expect((issue as { params?: { reason?: string } }).params?.reason).toBe(PHOTOS_TOO_LARGE);
  });

  it('photo file name: 1 to 255 characters; type: image/* of at most 100 characters', () => {
    expect(firstProblem(request({ photos: [photo(4, { filename: 'f'.repeat(255) })] }))).toBeNull();
    expect(firstProblem(request({ photos: [photo(4, { filename: 'f'.repeat(256) })] }))).toBe('photos.0.filename');
    expect(firstProblem(request({ photos: [photo(4, { filename: ' ' })] }))).toBe('photos.0.filename');
    expect(firstProblem(request({ photos: [photo(4, { type: `image/${'x'.repeat(94)}` })] }))).toBeNull();
    expect(firstProblem(request({ photos: [photo(4, { type: `image/${'x'.repeat(95)}` })] }))).toBe('photos.0.type');
    for (const bad of ['application/pdf', 'text/html', 'image/', 'image/png; charset=x', 'IMAGE']) {
      expect(firstProblem(request({ photos: [photo(4, { type: bad })] })), bad).toBe('photos.0.type');
    }
  });
});

describe('bookingRequestSchema: hostile text', () => {
  it('refuses a name with a line break or another control character, which would forge lines in the messages', () => {
    for (const name of ['Elira\r\nBcc: x@evil.test', 'Elira\nSubject: hi', 'Elira\rHoxha', 'Elira\u0000', 'Elira\u2028Hoxha', 'Elira\tHoxha']) {
      expect(firstProblem(request({ name })), JSON.stringify(name)).toBe('name');
    }
    expect(firstProblem(request({ name: 'Élira Hoxha-Çela' }))).toBeNull();
  });

  it('refuses a lone surrogate in any free text, and accepts a real astral character', () => {
    expect(firstProblem(request({ name: 'Elira \uD83D' }))).toBe('name');
    expect(firstProblem(request({ notes: 'broken \uDE00 text' }))).toBe('notes');
    expect(firstProblem(request({ photos: [photo(4, { filename: 'a\uD800.jpg' })] }))).toBe('photos.0.filename');
    expect(firstProblem(request({ name: 'Elira 😀', notes: '😀 line one\nline two' }))).toBeNull();
  });
});

describe('isByteArray', () => {
  it('accepts integers 0-255 up to the given length, nothing else', () => {
    expect(isByteArray([0, 255, -0], 3)).toBe(true);
    expect(isByteArray([0, 1, 2, 3], 3)).toBe(false);
    expect(isByteArray([], 3)).toBe(false);
    expect(isByteArray([Number.NaN], 3)).toBe(false);
    expect(isByteArray([Infinity], 3)).toBe(false);
    expect(isByteArray(new Uint8Array([1]), 3)).toBe(false);
  });
});

describe('checkBookingRules', () => {
  const TZ = 'Europe/Tirane';
  // Monday 15 June 2026, 12:30 in Tirana.
  const now = new Date('2026-06-15T10:30:00Z');
  const parsed = (overrides: Partial<BookingRequestInput> = {}): BookingRequest => bookingRequestSchema.parse(request(overrides));

  it('accepts a bookable slot today and any slot of a later day', () => {
    expect(checkBookingRules(parsed({ appointment_date: '2026-06-15', appointment_time: '13:00', service: 'classic-cut' }), now, TZ)).toBeNull();
    expect(checkBookingRules(parsed({ appointment_date: '2026-06-16', appointment_time: '09:00' }), now, TZ)).toBeNull();
  });

  it('refuses a day before today in Tirana', () => {
    expect(checkBookingRules(parsed({ appointment_date: '2026-06-14' }), now, TZ)?.code).toBe('date_in_past');
    // 23:30 UTC on the 15th is already the 16th in Tirana: the 15th is past.
    expect(checkBookingRules(parsed({ appointment_date: '2026-06-15' }), new Date('2026-06-15T23:30:00Z'), TZ)).toMatchObject({
      code: 'date_in_past',
      field: 'appointment_date',
    });
  });

  it('refuses a date further ahead than the horizon (365 days unless given), since retention counts from it', () => {
    expect(checkBookingRules(parsed({ appointment_date: '2027-06-15' }), now, TZ)).toBeNull(); // a Tuesday, 365 days on
    expect(checkBookingRules(parsed({ appointment_date: '2027-06-16' }), now, TZ)).toMatchObject({ code: 'date_too_far', field: 'appointment_date' });
    expect(checkBookingRules(parsed({ appointment_date: '9999-12-30' }), now, TZ)?.code).toBe('date_too_far');
    expect(checkBookingRules(parsed({ appointment_date: '2026-06-30' }), now, TZ, 14)).toMatchObject({ code: 'date_too_far' });
    expect(checkBookingRules(parsed({ appointment_date: '2026-06-29' }), now, TZ, 14)).toBeNull();
  });

  it('refuses a Sunday', () => {
    expect(checkBookingRules(parsed({ appointment_date: '2026-06-21' }), now, TZ)).toMatchObject({ code: 'sunday_closed', field: 'appointment_date' });
  });

  it('refuses a time that is not a slot of the service that day, or that has begun', () => {
    const slot = (service: BookingRequestInput['service'], date: string, time: string) =>
      checkBookingRules(parsed({ service, appointment_date: date, appointment_time: time }), now, TZ)?.code ?? null;
    expect(slot('hair-transplant', '2026-06-16', '17:00')).toBeNull();
    expect(slot('hair-transplant', '2026-06-16', '18:00')).toBe('slot_unavailable');
    expect(slot('prp-facial', '2026-06-16', '18:00')).toBeNull();
    expect(slot('prp-facial', '2026-06-16', '19:00')).toBe('slot_unavailable');
    expect(slot('classic-cut', '2026-06-16', '20:00')).toBeNull();
    expect(slot('classic-cut', '2026-06-16', '21:00')).toBe('slot_unavailable');
    expect(slot('classic-cut', '2026-06-16', '08:00')).toBe('slot_unavailable');
    expect(slot('classic-cut', '2026-06-16', '09:30')).toBe('slot_unavailable');
    expect(slot('classic-cut', '2026-06-20', '16:00')).toBeNull(); // Saturday
    expect(slot('classic-cut', '2026-06-20', '17:00')).toBe('slot_unavailable');
    expect(slot('classic-cut', '2026-06-15', '12:00')).toBe('slot_unavailable'); // begun
    expect(slot('classic-cut', '2026-06-15', '13:00')).toBeNull();
  });

  it('requires consent when photos are attached, and only then', () => {
    const withPhoto = (consent: boolean | undefined) => parsed({ photos: [photo(4)], photo_consent: consent });
    expect(checkBookingRules(withPhoto(undefined), now, TZ)).toMatchObject({ code: 'consent_required', field: 'photo_consent' });
    expect(checkBookingRules(withPhoto(false), now, TZ)?.code).toBe('consent_required');
    expect(checkBookingRules(withPhoto(true), now, TZ)).toBeNull();
    expect(checkBookingRules(parsed({ photo_consent: undefined }), now, TZ)).toBeNull();
  });
});
