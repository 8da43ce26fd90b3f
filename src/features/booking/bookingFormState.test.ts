import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS, bookingRequestSchema, checkBookingRules } from '../../../core/bookingRequest.ts';
import { BOOKING_FIELDS, NO_OPTIONAL_TEXT } from '../../../core/bookingFields.ts';
import { allowedSlots } from '../../../core/slots.ts';
import { barbershopTeam } from '../../../content/team.ts';
import {
  attemptFingerprint,
  buildBookingPayload,
  changeDate,
  changeGuests,
  changeService,
  changeSpecialist,
  choosableTimes,
  chooseSlot,
  dayStatus,
  dateRefusal,
  effectiveTime,
  EMPTY_BOOKING_FORM,
  fitsPhotoBudget,
  photoBytes,
  missingRequiredFields,
  needsPhotoConsent,
  removePhoto,
  selectPhotos,
  specialistChoices,
  timeChoices,
  timeSlotsFor,
  type BookingFormValues,
  type BookingPhoto,
} from './bookingFormState.ts';
import { payloadResolver } from './checkBookingPayload.ts';
import type { DayAvailability } from './fetchAvailability.ts';

const TZ = 'Europe/Tirane';
// Wednesday 18 November 2026, 10:30 in Tirana (UTC+1 in November).
const NOW = new Date('2026-11-18T09:30:00Z');
const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-21';
const SUNDAY = '2026-11-22';

function photo(id: string, bytes: number[] = [0xff, 0xd8, 0xff, 0xd9]): BookingPhoto {
  return { id, filename: `${id}.jpg`, type: 'image/jpeg', bytes: Uint8Array.from(bytes), previewUrl: `blob:test/${id}` };
}

function filled(overrides: Partial<BookingFormValues> = {}): BookingFormValues {
  return {
    ...EMPTY_BOOKING_FORM,
    name: 'Elira Hoxha',
    email: 'elira@example.com',
    service: 'classic-cut',
    appointment_date: MONDAY,
    appointment_time: '19:00',
    ...overrides,
  };
}

const withPhotos = (values: BookingFormValues, photos: BookingPhoto[], consent = values.photo_consent): BookingFormValues => ({ ...values, photos: [...values.photos, ...photos], photo_consent: consent });

/** The first field the service's schema would refuse, as the form's check names it. */
async function firstInvalidField(values: BookingFormValues): Promise<string | null> {
  const { errors } = await payloadResolver(buildBookingPayload(values, 'en'), undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.keys(errors)[0] ?? null;
}

describe('date', () => {
  it('a new date clears the chosen time', () => {
    const next = changeDate(filled(), '2026-11-24');
    expect(next.appointment_date).toBe('2026-11-24');
    expect(next.appointment_time).toBe('');
  });

  it('the same date again keeps the time', () => {
    expect(changeDate(filled(), MONDAY).appointment_time).toBe('19:00');
  });

  it('clearing the date clears the time', () => {
    const next = changeDate(filled(), '');
    expect(next).toMatchObject({ appointment_date: '', appointment_time: '' });
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
    const next = changeService(filled({ appointment_time: '16:00' }), 'consultation', NOW, TZ);
    expect(next).toMatchObject({ service: 'consultation', appointment_time: '16:00' });
  });

  it('clears the time when the new service closes earlier (barbershop 19:00 → hair clinic ends at 17:00)', () => {
    const next = changeService(filled({ appointment_time: '19:00' }), 'hair-transplant', NOW, TZ);
    expect(next).toMatchObject({ service: 'hair-transplant', appointment_time: '' });
  });

  it('aesthetic keeps 18:00 but not 19:00', () => {
    expect(changeService(filled({ appointment_time: '18:00' }), 'hydro-facial', NOW, TZ).appointment_time).toBe('18:00');
    expect(changeService(filled({ appointment_time: '19:00' }), 'hydro-facial', NOW, TZ).appointment_time).toBe('');
  });

  it('an unknown service id is treated as none chosen, and clears the time', () => {
    const next = changeService(filled(), 'manicure', NOW, TZ);
    expect(next).toMatchObject({ service: '', appointment_time: '' });
  });
});

describe('time slots', () => {
  it('none until both a service and a date are chosen', () => {
    expect(timeSlotsFor({ service: '', appointment_date: MONDAY }, NOW, TZ)).toEqual([]);
    expect(timeSlotsFor({ service: 'classic-cut', appointment_date: '' }, NOW, TZ)).toEqual([]);
    expect(timeSlotsFor({ service: 'classic-cut', appointment_date: MONDAY }, null, TZ)).toEqual([]);
  });

  it.each(['classic-cut', 'table-reservation', 'prp-facial', 'consultation', 'eyebrow-transplant'] as const)('%s on a later weekday and Saturday: every slot of its hours', (service) => {
    expect(timeSlotsFor({ service, appointment_date: MONDAY }, NOW, TZ)).toEqual(allowedSlots(service, MONDAY));
    expect(timeSlotsFor({ service, appointment_date: SATURDAY }, NOW, TZ)).toEqual(allowedSlots(service, SATURDAY));
  });

  it("today's hours already begun are not offered", () => {
    // 10:30 in Tirana: 09:00 and 10:00 are gone.
    expect(timeSlotsFor({ service: 'classic-cut', appointment_date: '2026-11-18' }, NOW, TZ)[0]).toBe('11:00');
  });

  it('a chosen time that is no longer offered counts as not chosen', () => {
    expect(effectiveTime(filled({ appointment_time: '10:00' }), ['11:00', '12:00'])).toBe('');
    expect(effectiveTime(filled({ appointment_time: '11:00' }), ['11:00', '12:00'])).toBe('11:00');
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

  it('removes one by one', () => {
    const values = withPhotos(EMPTY_BOOKING_FORM, [photo('p1'), photo('p2'), photo('p3')]);
    const first = removePhoto(values, 'p2');
    expect(first.photos.map((p) => p.id)).toEqual(['p1', 'p3']);
    expect(removePhoto(first, 'p1').photos.map((p) => p.id)).toEqual(['p3']);
  });

  it('removing an unknown photo changes nothing', () => {
    const values = withPhotos(EMPTY_BOOKING_FORM, [photo('p1')]);
    expect(removePhoto(values, 'nope')).toBe(values);
  });

  it('consent is needed once a photo is attached, and asked afresh after the last one is removed', () => {
    let values = withPhotos(EMPTY_BOOKING_FORM, [photo('p1')]);
    expect(needsPhotoConsent(values)).toBe(true);
    values = { ...values, photo_consent: true };
    expect(needsPhotoConsent(values)).toBe(false);
    values = removePhoto(values, 'p1');
    expect(values.photo_consent).toBe(false);
    expect(needsPhotoConsent(values)).toBe(false);
    expect(needsPhotoConsent(withPhotos(values, [photo('p2')]))).toBe(true);
  });
});

describe('required fields', () => {
  it('names every empty one of name, email, service, date and time, in form order', () => {
    expect(missingRequiredFields(EMPTY_BOOKING_FORM)).toEqual(['name', 'email', 'service', 'appointment_date', 'appointment_time']);
    expect(missingRequiredFields(filled({ email: '  ', appointment_time: '' }))).toEqual(['email', 'appointment_time']);
  });

  it('phone and notes are optional; guests are required where the service counts them', () => {
    expect(missingRequiredFields(filled({ phone: '', notes: '' }))).toEqual([]);
    expect(missingRequiredFields(filled({ service: 'table-reservation', guests: '' }))).toEqual(['guests']);
  });
});

describe('payload', () => {
  it('has the shape of the contract, phone, notes, guests and barber null when empty, no consent flag without photos', () => {
    const payload = buildBookingPayload(filled({ phone: '   ' }), 'sq');
    expect(payload).toEqual({
      ...NO_OPTIONAL_TEXT,
      name: 'Elira Hoxha',
      email: 'elira@example.com',
      phone: null,
      service: 'classic-cut',
      appointment_date: MONDAY,
      appointment_time: '19:00',
      notes: null,
      photos: [],
      language: 'sq',
      guests: null,
      specialist: null,
    });
  });

  it('sends photos as lists of byte values, with consent', () => {
    const values = withPhotos(filled({ phone: ' +355 69 200 4500 ', notes: 'Window table, please.' }), [photo('p1', [255, 216, 0, 7])], true);
    const payload = buildBookingPayload(values, 'de');
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
    const parsed = bookingRequestSchema.parse(buildBookingPayload(withPhotos(filled(), [photo('p1')], true), 'en'));
    expect(checkBookingRules(parsed, NOW, TZ)).toBeNull();
  });

  it('points at the field the service would refuse', async () => {
    expect(await firstInvalidField(filled())).toBeNull();
    expect(await firstInvalidField(filled({ email: 'elira@' }))).toBe('email');
    expect(await firstInvalidField(filled({ phone: 'call me' }))).toBe('phone');
    expect(await firstInvalidField(filled({ name: 'x'.repeat(BOOKING_FIELDS.name.maxChars + 1) }))).toBe('name');
  });
});

describe('attempt fingerprint', () => {
  it('is the same for the same values and photos, and differs when anything changes', () => {
    const values = withPhotos(filled(), [photo('p1')]);
    expect(attemptFingerprint(values, 'en')).toBe(attemptFingerprint({ ...values }, 'en'));
    expect(attemptFingerprint({ ...values, notes: 'x' }, 'en')).not.toBe(attemptFingerprint(values, 'en'));
    expect(attemptFingerprint(removePhoto(values, 'p1'), 'en')).not.toBe(attemptFingerprint(values, 'en'));
    expect(attemptFingerprint(values, 'de')).not.toBe(attemptFingerprint(values, 'en'));
  });
});

describe('guests and barber', () => {
  it('a restaurant service asks for guests within its range, starting at a party of two (or its smallest party)', () => {
    const table = changeService(filled(), 'table-reservation', NOW, TZ);
    expect(table.guests).toBe('2');
    expect(changeGuests(table, '10').guests).toBe('10');
    expect(changeGuests(table, '11')).toBe(table);
    expect(changeGuests(table, '0')).toBe(table);
    const events = changeService(table, 'special-events', NOW, TZ);
    expect(events.guests).toBe('10');
    expect(changeService(events, 'classic-cut', NOW, TZ).guests).toBe('');
  });

  it('a barbershop service offers its barbers by name; another service forgets the one chosen', () => {
    expect(specialistChoices('classic-cut').map((choice) => choice.name)).toEqual(barbershopTeam.map((member) => member.name));
    expect(specialistChoices('consultation')).toEqual([]);
    const withDritan = changeSpecialist(filled(), 'dritan-berisha');
    expect(withDritan.specialist).toBe('dritan-berisha');
    expect(changeSpecialist(filled(), 'erion-shehu').specialist).toBe('');
    expect(changeService(withDritan, 'beard-styling', NOW, TZ).specialist).toBe('dritan-berisha');
    expect(changeService(withDritan, 'consultation', NOW, TZ).specialist).toBe('');
  });

  it('a restaurant service lets go of the photos and their consent', () => {
    const consultation = withPhotos(filled({ service: 'consultation', appointment_time: '10:00' }), [photo('a')], true);
    const table = changeService(consultation, 'table-reservation', NOW, TZ);
    expect(table.photos).toEqual([]);
    expect(table.photo_consent).toBe(false);
    // A photo that finishes preparing after the switch is not sent with the table.
    expect(buildBookingPayload(withPhotos(table, [photo('late')]), 'en')).toMatchObject({ photos: [] });
    expect(buildBookingPayload(withPhotos(table, [photo('late')]), 'en')).not.toHaveProperty('photo_consent');
  });

  it('sends guests and the barber only where they apply, and the schema takes them', () => {
    const table = changeGuests(changeService(filled({ appointment_time: '13:00' }), 'table-reservation', NOW, TZ), '4');
    expect(buildBookingPayload(table, 'en')).toMatchObject({ guests: 4, specialist: null, photos: [] });
    const cut = changeSpecialist(filled(), 'luan-basha');
    expect(buildBookingPayload(cut, 'en')).toMatchObject({ guests: null, specialist: 'luan-basha' });
    expect(buildBookingPayload(filled(), 'en')).toMatchObject({ guests: null, specialist: null });
    for (const values of [table, cut]) expect(bookingRequestSchema.safeParse(buildBookingPayload(values, 'en')).success).toBe(true);
  });
});

describe('availability', () => {
  const answer = (statuses: Record<string, DayAvailability['slots'][number]['status']>, closed = false): DayAvailability => ({
    closed,
    slots: Object.entries(statuses).map(([time, status]) => ({ time, status })),
    next: { date: '2026-11-24', time: '09:00' },
  });

  it("lists the service's available and full hours, full ones marked, leaving out closed and past ones", () => {
    const choices = timeChoices(['17:00', '18:00', '19:00', '20:00'], answer({ '16:00': 'past', '17:00': 'available', '18:00': 'full', '19:00': 'full', '20:00': 'closed' }));
    expect(choices).toEqual([
      { time: '17:00', full: false },
      { time: '18:00', full: true },
      { time: '19:00', full: true },
    ]);
    expect(choosableTimes(choices)).toEqual(['17:00']);
    expect(dayStatus(choices, null)).toBe('open');
  });

  it("offers the house's hours as they are while there is no answer", () => {
    expect(timeChoices(['09:00', '10:00'], null)).toEqual([
      { time: '09:00', full: false },
      { time: '10:00', full: false },
    ]);
  });

  it('tells a full day from a closed one and from a day with no hour left', () => {
    const full = answer({ '09:00': 'full', '10:00': 'full', '11:00': 'closed' });
    expect(dayStatus(timeChoices(['09:00', '10:00', '11:00'], full), full)).toBe('full');
    const closed = answer({ '09:00': 'closed', '10:00': 'closed' }, true);
    expect(dayStatus(timeChoices(['09:00', '10:00'], closed), closed)).toBe('closed');
    const closedHours = answer({ '09:00': 'past', '10:00': 'closed' });
    expect(dayStatus(timeChoices(['10:00'], closedHours), closedHours)).toBe('closed');
    const over = answer({ '09:00': 'past', '10:00': 'past' });
    expect(dayStatus(timeChoices([], over), over)).toBe('none');
    expect(dayStatus([], null)).toBe('none');
  });

  it('a full hour chosen before the answer came counts as not chosen', () => {
    const choices = timeChoices(['09:00', '10:00'], answer({ '09:00': 'available', '10:00': 'full' }));
    expect(effectiveTime(filled({ appointment_time: '10:00' }), choosableTimes(choices))).toBe('');
  });

  it('the next available time sets date and hour in one tap, never a Sunday', () => {
    const next = chooseSlot(filled({ appointment_time: '' }), '2026-11-24', '11:00');
    expect(next).toMatchObject({ appointment_date: '2026-11-24', appointment_time: '11:00' });
    expect(chooseSlot(filled(), SUNDAY, '10:00')).toEqual(filled());
  });
});
