import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './ui.tsx';

describe('the desk writes days and moments as the site does', () => {
  it('in British English, day before month', () => {
    expect(formatDay('2026-06-16', 'en')).toBe('Tue 16 Jun');
    expect(formatDay('2026-06-16', 'en', true)).toBe('Tuesday 16 June');
    expect(formatMoment('2026-06-16T12:05:00Z', 'en', 'Europe/Tirane')).toBe('16 Jun, 14:05');
  });

  it('in German, with its own order', () => {
    expect(formatDay('2026-06-16', 'de', true)).toBe('Dienstag, 16. Juni');
  });
});
