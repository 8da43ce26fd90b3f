import { describe, expect, it } from 'vitest';
import { UploadGate } from './uploadGate.ts';

/** Enters `gate` and records the order in which entries are granted. */
function entering(gate: UploadGate, order: string[], name: string, client: string, bytes: number): Promise<() => void> {
  return gate.enter(client, bytes).then((release) => {
    order.push(name);
    return release;
  });
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('UploadGate', () => {
  it('lets bodies in while their bytes fit the budget, and the next once bytes are released', async () => {
    const gate = new UploadGate(100);
    const order: string[] = [];
    const a = entering(gate, order, 'a', '10.0.0.1', 60);
    const b = entering(gate, order, 'b', '10.0.0.2', 30);
    void entering(gate, order, 'c', '10.0.0.3', 20);
    await settle();
    expect(order).toEqual(['a', 'b']);
    expect(gate.heldBytes).toBe(90);
    const release = await a;
    release();
    release(); // a second release changes nothing
    await settle();
    expect(order).toEqual(['a', 'b', 'c']);
    expect(gate.heldBytes).toBe(50);
    (await b)();
    expect(gate.heldBytes).toBe(20);
  });

  it('reads one body at a time per client address, letting other addresses pass', async () => {
    const gate = new UploadGate(1000);
    const order: string[] = [];
    const first = entering(gate, order, 'first', '10.0.0.1', 10);
    void entering(gate, order, 'second from the same address', '10.0.0.1', 10);
    void entering(gate, order, 'another address', '10.0.0.2', 10);
    await settle();
    expect(order).toEqual(['first', 'another address']);
    (await first)();
    await settle();
    expect(order).toEqual(['first', 'another address', 'second from the same address']);
  });

  it('lets a body that fits pass one that does not fit yet', async () => {
    const gate = new UploadGate(100);
    const order: string[] = [];
    const first = entering(gate, order, 'first', '10.0.0.1', 50);
    void entering(gate, order, 'large', '10.0.0.2', 90);
    const small = entering(gate, order, 'small behind', '10.0.0.3', 10);
    await settle();
    expect(order).toEqual(['first', 'small behind']);
    (await first)();
    (await small)();
    await settle();
    expect(order).toEqual(['first', 'small behind', 'large']);
  });

  it('lets a body larger than the whole budget in alone', async () => {
    const gate = new UploadGate(100);
    const release = await gate.enter('10.0.0.1', 500);
    expect(gate.heldBytes).toBe(500);
    release();
    expect(gate.heldBytes).toBe(0);
  });
});
