import { describe, expect, it } from 'vitest';
import { isoDateBefore } from './dates.ts';

describe('isoDateBefore', () => {
  it('goes back whole months and days across year ends', () => {
    expect(isoDateBefore('2026-11-22', { months: 24 })).toBe('2024-11-22');
    expect(isoDateBefore('2026-01-15', { months: 1 })).toBe('2025-12-15');
    expect(isoDateBefore('2026-03-01', { days: 90 })).toBe('2025-12-01');
  });

  it('rolls a day past the end of a shorter month back to its last day', () => {
    expect(isoDateBefore('2026-03-31', { months: 1 })).toBe('2026-02-28');
    expect(isoDateBefore('2024-02-29', { months: 12 })).toBe('2023-02-28');
  });
});
