import { describe, expect, it } from 'vitest';
import { HOUSE } from '../../../content/house.ts';
import { barberChoices, changeService, changeSlotInput, EMPTY_PHONE_BOOKING, missingFields, slotQuestion, toNewBooking, type PhoneBookingValues } from './phoneBooking.ts';

const haircut: PhoneBookingValues = { ...EMPTY_PHONE_BOOKING, name: ' Elira Hoxha ', phone: '+355 69 123 4567', service: 'classic-cut', date: '2026-12-07', time: '10:00' };

describe('a booking taken by phone', () => {
  it('asks for name, phone, service, day and hour, and guests only where the service seats them', () => {
    expect(missingFields(EMPTY_PHONE_BOOKING)).toEqual(['name', 'phone', 'service', 'date', 'time']);
    expect(missingFields({ ...haircut, service: 'table-reservation', guests: '' })).toEqual(['guests']);
    expect(missingFields(haircut)).toEqual([]);
  });

  it('offers the house’s barbers for a haircut and nobody for a facial', () => {
    expect(barberChoices('classic-cut').map((barber) => barber.id)).toEqual(HOUSE.resources.barbers!.specialists);
    expect(barberChoices('hydro-facial')).toEqual([]);
  });

  it('a table starts at the smallest party; another service drops guests, the barber and the hour', () => {
    const table = changeService(haircut, 'table-reservation');
    expect(table.guests).toBe(String(HOUSE.services['table-reservation'].guests!.min));
    expect(table.time).toBe('');
    const withBarber = { ...haircut, specialist: 'luan-basha' };
    expect(changeService(withBarber, 'beard-styling').specialist).toBe('luan-basha');
    expect(changeService(withBarber, 'consultation')).toMatchObject({ specialist: '', guests: '', time: '' });
  });

  it('asks for the hours again when the day, the party or the barber changes', () => {
    expect(changeSlotInput(haircut, 'date', '2026-12-08')).toMatchObject({ date: '2026-12-08', time: '' });
    expect(changeSlotInput(haircut, 'date', haircut.date).time).toBe('10:00');
    expect(slotQuestion({ ...haircut, date: '' })).toBeNull();
    expect(slotQuestion({ ...haircut, specialist: 'luan-basha' })).toEqual({ service: 'classic-cut', date: '2026-12-07', guests: '', specialist: 'luan-basha' });
  });

  it('sends trimmed text and leaves out what the caller did not give', () => {
    expect(toNewBooking(haircut, 'sq')).toEqual({
      service: 'classic-cut',
      date: '2026-12-07',
      time: '10:00',
      name: 'Elira Hoxha',
      phone: '+355 69 123 4567',
      email: undefined,
      guests: undefined,
      specialist: undefined,
      notes: undefined,
      language: 'sq',
    });
    expect(toNewBooking({ ...haircut, service: 'table-reservation', guests: '4', email: ' e@example.com ' }, 'en')).toMatchObject({ guests: 4, email: 'e@example.com' });
  });
});
