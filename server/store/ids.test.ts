import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './ids.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('timeOrderedId', () => {
  it('is a UUID version 7 carrying the time in its first 48 bits', () => {
    const before = Date.now();
    const id = timeOrderedId();
    expect(id).toMatch(UUID_V7);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBeGreaterThanOrEqual(before);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBeLessThanOrEqual(Date.now());
  });

  it('sorts later ids after earlier ones, within the same millisecond too, and never repeats', () => {
    const ids = Array.from({ length: 10_000 }, () => timeOrderedId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
