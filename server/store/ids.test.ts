import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './ids.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('timeOrderedId', () => {
  it('is a UUID version 7 carrying the time in its first 48 bits', () => {
    const at = Date.UTC(2026, 5, 15, 8, 0, 0, 123);
    const id = timeOrderedId(at);
    expect(id).toMatch(UUID_V7);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  it('sorts later ids after earlier ones, and never repeats', () => {
    const start = Date.UTC(2026, 5, 15);
    const ids = Array.from({ length: 2000 }, (_, i) => timeOrderedId(start + i));
    expect([...ids].sort()).toEqual(ids);
    const many = Array.from({ length: 10_000 }, () => timeOrderedId(start));
    expect(new Set(many).size).toBe(many.length);
  });
});
