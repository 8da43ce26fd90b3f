import { describe, expect, it } from 'vitest';
import { parseSlotKey, proposableSlots, slotKey } from './proposals.ts';
import { allowedSlots } from './slots.ts';

// Monday 15 June 2026, 10:30 in Tirana.
const now = new Date('2026-06-15T08:30:00Z');
const zone = 'Europe/Tirane';

describe('proposableSlots', () => {
  it('offers the service\'s hours over the next week, from the next full hour today, without Sunday', () => {
    const days = proposableSlots('consultation', now, zone, []);
    expect(days.map((d) => d.date)).toEqual(['2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19', '2026-06-20']);
    expect(days[0]!.slots[0]).toBe('11:00');
    expect(days[1]!.slots).toEqual(allowedSlots('consultation', '2026-06-16'));
    expect(days.at(-1)!.slots.at(-1)).toBe('16:00');
  });

  it('leaves out slots that already hold a confirmed booking of the group', () => {
    const days = proposableSlots('classic-cut', now, zone, [{ date: '2026-06-16', time: '10:00' }]);
    expect(days[1]!.slots).not.toContain('10:00');
    expect(days[1]!.slots).toContain('11:00');
    expect(days[2]!.slots).toContain('10:00');
  });
});

describe('slot keys', () => {
  it('read back what they write, and nothing else', () => {
    expect(parseSlotKey(slotKey('2026-06-16', '10:00'))).toEqual({ date: '2026-06-16', time: '10:00' });
    expect(parseSlotKey('2026-06-16T10:00')).toBeNull();
    expect(parseSlotKey('2026-06-16 10:00; drop')).toBeNull();
  });
});
