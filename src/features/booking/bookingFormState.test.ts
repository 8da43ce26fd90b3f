import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS, bookingRequestSchema, checkBookingRules } from '../../../core/bookingRequest.ts';
import {
  appendPhotos,
  attemptFingerprint,
  buildBookingPayload,
  changeDate,
  changePhotoConsent,
  changeService,
  changeText,
  changeTime,
  dateRefusal,
  effectiveTime,
  EMPTY_BOOKING_FORM,
  fitsPhotoBudget,
  photoBytes,
  missingRequiredFields,
  needsPhotoConsent,
  removePhoto,
  selectPhotos,
  timeSlotsFor,
  type BookingFormState,
  type BookingPhoto,
} from './bookingFormState.ts';
import { firstInvalidField } from './checkBookingPayload.ts';

const TZ = 'Europe/Tirane';
// Wednesday 18 November 2026, 10:30 in Tirana (UTC+1 in November).
const NOW = new Date('2026-11-18T09:30:00Z');
const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-21';
const SUNDAY = '2026-11-22';

function photo(id: string, bytes: number[] = [0xff, 0xd8, 0xff, 0xd9]): BookingPhoto {
  return { id, filename: `${id}.jpg`, type: 'image/jpeg', bytes: Uint8Array.from(bytes), previewUrl: `blob:test/${id}` };
}

function filled(overrides: Partial<BookingFormState['values']> = {}): BookingFormState {
  return {
    ...EMPTY_BOOKING_FORM,
    values: {
      name: 'Elira Hoxha',
      email: 'elira@example.com',
      phone: '',
      service: 'classic-cut',
      date: MONDAY,
      time: '19:00',
      notes: '',
      ...overrides,
    },
  };
}

describe('date', () => {
  it('a new date clears the chosen time', () => {
    const next = changeDate(filled(), '2026-11-24');
    expect(next.values.date).toBe('2026-11-24');
    expect(next.values.time).toBe('');
  });

  it('the same date again keeps the time', () => {
    expect(changeDate(filled(), MONDAY).values.time).toBe('19:00');
  });

  it('clearing the date clears the time', () => {
    const next = changeDate(filled(), '');
    expect(next.values).toMatchObject({ date: '', time: '' });
  });

  it('a Sunday is refused and the form stays exactly as it was', () => {
    const before = filled();
    expect(dateRefusal(SUNDAY)).toBe('sunday');
    expect(changeDate(before, SUNDAY)).toBe(before);
  });

  it('Monday to Saturday are not refused', () => {
    for (const date of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', SATURDAY]) {
      expect(dateRefusal(date)).toBeNull();
    }
  });
});

describe('service', () => {
  it('keeps the time when the new service offers it', () => {
    const next = changeService(filled({ time: '16:00' }), 'consultation', NOW, TZ);
    expect(next.values).toMatchObject({ service: 'consultation', time: '16:00' });
  });

  it('clears the time when the new service closes earlier (barbershop 19:00 → hair clinic ends at 17:00)', () => {
    const next = changeService(filled({ time: '19:00' }), 'hair-transplant', NOW, TZ);
    expect(next.values).toMatchObject({ service: 'hair-transplant', time: '' });
  });

  it('aesthetic keeps 18:00 but not 19:00', () => {
    expect(changeService(filled({ time: '18:00' }), 'hydro-facial', NOW, TZ).values.time).toBe('18:00');
    expect(changeService(filled({ time: '19:00' }), 'hydro-facial', NOW, TZ).values.time).toBe('');
  });

  it('an unknown service id is treated as none chosen, and clears the time', () => {
    const next = changeService(filled(), 'manicure', NOW, TZ);
    expect(next.values).toMatchObject({ service: '', time: '' });
  });
});

describe('time slots', () => {
  it('none until both a service and a date are chosen', () => {
    expect(timeSlotsFor({ service: '', date: MONDAY }, NOW, TZ)).toEqual([]);
    expect(timeSlotsFor({ service: 'classic-cut', date: '' }, NOW, TZ)).toEqual([]);
    expect(timeSlotsFor({ service: 'classic-cut', date: MONDAY }, null, TZ)).toEqual([]);
  });

  it.each([
    ['classic-cut', 12],
    ['table-reservation', 12],
    ['prp-facial', 10],
    ['consultation', 9],
    ['eyebrow-transplant', 9],
  ] as const)('%s on a weekday: %i slots, on Saturday 8', (service, weekday) => {
    expect(timeSlotsFor({ service, date: MONDAY }, NOW, TZ)).toHaveLength(weekday);
    expect(timeSlotsFor({ service, date: SATURDAY }, NOW, TZ)).toHaveLength(8);
  });

  it("today's hours already begun are not offered", () => {
    // 10:30 in Tirana: 09:00 and 10:00 are gone.
    expect(timeSlotsFor({ service: 'classic-cut', date: '2026-11-18' }, NOW, TZ)[0]).toBe('11:00');
  });

  it('a chosen time that is no longer offered counts as not chosen', () => {
    expect(effectiveTime(filled({ time: '10:00' }).values, ['11:00', '12:00'])).toBe('');
    expect(effectiveTime(filled({ time: '11:00' }).values, ['11:00', '12:00'])).toBe('11:00');
  });

  it('changeTime sets the time', () => {
    expect(changeTime(filled(), '09:00').values.time).toBe('09:00');
  });
});

describe('photos', () => {
  const file = (name: string, type: string) => ({ name, type });

  it('keeps only files whose type begins with image/, and still keeps the valid ones', () => {
    const pick = [file('a.jpg', 'image/jpeg'), file('notes.txt', 'text/plain'), file('b.heic', 'image/heic'), file('c.pdf', 'application/pdf'), file('x', '')];
    const { accepted, notImages, overLimit } = selectPhotos(pick, 0);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.heic']);
    expect(notImages.map((f) => f.name)).toEqual(['notes.txt', 'c.pdf', 'x']);
    expect(overLimit).toEqual([]);
  });

  it('never lets a request hold more photos than the service accepts', () => {
    const pick = Array.from({ length: 4 }, (_, i) => file(`${i}.png`, 'image/png'));
    const { accepted, overLimit } = selectPhotos(pick, BOOKING_LIMITS.photosMax - 3);
    expect(accepted).toHaveLength(3);
    expect(overLimit.map((f) => f.name)).toEqual(['3.png']);
    expect(selectPhotos(pick, BOOKING_LIMITS.photosMax + 2).accepted).toEqual([]);
  });

  it('keeps the photos of one request within what the service accepts', () => {
    const MB = 1024 * 1024;
    expect(fitsPhotoBudget(0, 800 * 1024)).toBe(true);
    expect(fitsPhotoBudget(0, BOOKING_LIMITS.photoMaxBytes + 1)).toBe(false);
    expect(fitsPhotoBudget(BOOKING_LIMITS.photosTotalMaxBytes - MB, MB)).toBe(true);
    expect(fitsPhotoBudget(BOOKING_LIMITS.photosTotalMaxBytes - MB, MB + 1)).toBe(false);
    expect(photoBytes([photo('p1', [1, 2, 3]), photo('p2', [4])])).toBe(4);
  });

  it('appends across several picks and removes one by one', () => {
    let state = appendPhotos(EMPTY_BOOKING_FORM, [photo('p1'), photo('p2')]);
    state = appendPhotos(state, [photo('p3')]);
    expect(state.photos.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);

    const first = removePhoto(state, 'p2');
    expect(first.removed?.id).toBe('p2');
    expect(first.state.photos.map((p) => p.id)).toEqual(['p1', 'p3']);
    const second = removePhoto(first.state, 'p1');
    expect(second.state.photos.map((p) => p.id)).toEqual(['p3']);
  });

  it('removing an unknown photo changes nothing', () => {
    const state = appendPhotos(EMPTY_BOOKING_FORM, [photo('p1')]);
    expect(removePhoto(state, 'nope')).toEqual({ state, removed: null });
  });

  it('consent is needed once a photo is attached, and asked afresh after the last one is removed', () => {
    let state = appendPhotos(EMPTY_BOOKING_FORM, [photo('p1')]);
    expect(needsPhotoConsent(state)).toBe(true);
    state = changePhotoConsent(state, true);
    expect(needsPhotoConsent(state)).toBe(false);
    state = removePhoto(state, 'p1').state;
    expect(state.photoConsent).toBe(false);
    expect(needsPhotoConsent(state)).toBe(false);
    state = appendPhotos(state, [photo('p2')]);
    expect(needsPhotoConsent(state)).toBe(true);
  });
});

describe('required fields', () => {
  it('names every empty one of name, email, service, date and time, in form order', () => {
    expect(missingRequiredFields(EMPTY_BOOKING_FORM.values)).toEqual(['name', 'email', 'service', 'date', 'time']);
    expect(missingRequiredFields(filled({ email: '  ', time: '' }).values)).toEqual(['email', 'time']);
  });

  it('phone and notes are optional', () => {
    expect(missingRequiredFields(filled({ phone: '', notes: '' }).values)).toEqual([]);
  });
});

describe('payload', () => {
  it('has the shape of the contract, phone and notes null when empty, no consent flag without photos', () => {
    const payload = buildBookingPayload(changeText(filled(), 'phone', '   '), 'sq');
    expect(payload).toEqual({
      name: 'Elira Hoxha',
      email: 'elira@example.com',
      phone: null,
      service: 'classic-cut',
      appointment_date: MONDAY,
      appointment_time: '19:00',
      notes: null,
      photos: [],
      language: 'sq',
    });
  });

  it('sends photos as lists of byte values, with consent', () => {
    let state = changeText(changeText(filled(), 'phone', ' +355 69 200 4500 '), 'notes', 'Window table, please.');
    state = changePhotoConsent(appendPhotos(state, [photo('p1', [255, 216, 0, 7])]), true);
    const payload = buildBookingPayload(state, 'de');
    expect(payload.phone).toBe('+355 69 200 4500');
    expect(payload.notes).toBe('Window table, please.');
    expect(payload.photos).toEqual([{ filename: 'p1.jpg', content: [255, 216, 0, 7], type: 'image/jpeg' }]);
    expect(payload.photo_consent).toBe(true);
    expect(payload.language).toBe('de');
  });

  it('an unsupported language is sent as English', () => {
    expect(buildBookingPayload(filled(), 'fr').language).toBe('en');
  });

  it('is accepted by the schema and rules the service applies', () => {
    const state = changePhotoConsent(appendPhotos(filled(), [photo('p1')]), true);
    const parsed = bookingRequestSchema.parse(buildBookingPayload(state, 'en'));
    expect(checkBookingRules(parsed, NOW, TZ)).toBeNull();
  });

  it('points at the field the service would refuse', () => {
    expect(firstInvalidField(buildBookingPayload(filled(), 'en'))).toBeNull();
    expect(firstInvalidField(buildBookingPayload(filled({ email: 'elira@' }), 'en'))).toBe('email');
    expect(firstInvalidField(buildBookingPayload(filled({ phone: 'call me' }), 'en'))).toBe('phone');
    expect(firstInvalidField(buildBookingPayload(filled({ name: 'x'.repeat(BOOKING_LIMITS.nameMaxChars + 1) }), 'en'))).toBe('name');
  });
});

describe('attempt fingerprint', () => {
  it('is the same for the same values and photos, and differs when anything changes', () => {
    const state = appendPhotos(filled(), [photo('p1')]);
    expect(attemptFingerprint(state, 'en')).toBe(attemptFingerprint({ ...state }, 'en'));
    expect(attemptFingerprint(changeText(state, 'notes', 'x'), 'en')).not.toBe(attemptFingerprint(state, 'en'));
    expect(attemptFingerprint(removePhoto(state, 'p1').state, 'en')).not.toBe(attemptFingerprint(state, 'en'));
    expect(attemptFingerprint(state, 'de')).not.toBe(attemptFingerprint(state, 'en'));
  });
});
