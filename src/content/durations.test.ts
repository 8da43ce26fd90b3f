import { describe, expect, it } from 'vitest';
import { barbershopServices } from './barbershop.ts';
import { hairClinicDurations } from './hairClinic.ts';
import { appointmentMinutes, DEFAULT_APPOINTMENT_MINUTES } from '../../content/durations.ts';

describe('appointmentMinutes', () => {
  it('holds the longest published time of a service', () => {
    expect(appointmentMinutes('classic-cut')).toBe(45);
    expect(appointmentMinutes('hot-towel-shave')).toBe(45);
    expect(appointmentMinutes('hair-transplant')).toBe(8 * 60);
    expect(appointmentMinutes('consultation')).toBe(30);
  });

  it('holds an hour when the house publishes none', () => {
    expect(appointmentMinutes('special-events')).toBe(DEFAULT_APPOINTMENT_MINUTES);
    expect(appointmentMinutes('hydro-facial')).toBe(60);
    expect(appointmentMinutes('complete-grooming')).toBe(90);
  });
});

describe('the durations the pages show', () => {
  it('are the ones a calendar file holds', () => {
    const cut = barbershopServices.find((item) => item.service === 'classic-cut');
    expect(cut?.duration.max).toBe(appointmentMinutes('classic-cut'));
    const transplant = hairClinicDurations.find((item) => item.service === 'hair-transplant');
    expect((transplant?.duration.max ?? 0) * 60).toBe(appointmentMinutes('hair-transplant'));
  });
});
