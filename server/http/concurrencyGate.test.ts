import { describe, expect, it } from 'vitest';
import { ConcurrencyGate } from './concurrencyGate.ts';

describe('ConcurrencyGate', () => {
  it('lets `limit` holders in at once and the next one only when a slot is released', async () => {
    const gate = new ConcurrencyGate(2);
    const first = await gate.enter();
    await gate.enter();
    let thirdIn = false;
    const third = gate.enter().then((release) => {
      thirdIn = true;
      return release;
    });
    await Promise.resolve();
    expect(thirdIn).toBe(false);
    expect(gate.queued).toBe(1);

    first();
    first(); // a second release of the same slot changes nothing
    await third;
    expect(thirdIn).toBe(true);
    expect(gate.holders).toBe(2);
    expect(gate.queued).toBe(0);
  });

  it('hands slots over in arrival order and frees them when nobody waits', async () => {
    const gate = new ConcurrencyGate(1);
    const order: number[] = [];
    const release = await gate.enter();
    const waiters = [1, 2, 3].map((n) => gate.enter().then((r) => (order.push(n), r())));
    release();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    expect(gate.holders).toBe(0);
  });

  it('refuses a limit below one', () => {
    expect(() => new ConcurrencyGate(0)).toThrow(/at least 1/);
  });
});
