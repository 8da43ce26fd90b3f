import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyPace, type MinimumBodyRate } from './jsonBody.ts';

interface Waiter {
  client: string;
  bytes: number;
  grant: (release: () => void) => void;
}

/**
 * Large request bodies share a budget of bytes, and each client address reads one at a time: the
 * memory of all bodies in flight stays within the budget however many arrive, and one address
 * cannot take the budget from the others. Waiters are served in the order they became ready; one
 * that does not fit yet, or whose address is already reading, lets the others pass, so a visitor's
 * booking never waits behind a large upload that cannot start.
 */
export class UploadGate {
  private held = 0;
  private readonly reading = new Set<string>();
  private readonly waiting: Waiter[] = [];

  constructor(readonly budgetBytes: number) {
    if (!(budgetBytes > 0)) throw new Error(`the budget must be a positive number of bytes, got ${budgetBytes}`);
  }

  /** Resolves with a release function once `client` may read a body of `bytes`; releasing twice is harmless. */
  enter(client: string, bytes: number): Promise<() => void> {
    return new Promise((resolve) => {
      this.waiting.push({ client, bytes, grant: resolve });
      this.admit();
    });
  }

  get heldBytes(): number {
    return this.held;
  }

  get queued(): number {
    return this.waiting.length;
  }

  private admit(): void {
    for (let i = 0; i < this.waiting.length; ) {
      const waiter = this.waiting[i]!;
      // A body larger than the whole budget still goes through, alone.
      if (this.reading.has(waiter.client) || (this.held > 0 && this.held + waiter.bytes > this.budgetBytes)) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      this.held += waiter.bytes;
      this.reading.add(waiter.client);
      waiter.grant(this.releaser(waiter));
    }
  }

  private releaser(waiter: Waiter): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.held -= waiter.bytes;
      this.reading.delete(waiter.client);
      this.admit();
    };
  }
}

/**
 * Resolves once a body in progress is flowing: as much of it has arrived as the request's buffer
 * holds (the client then waits on TCP, not on itself), or all of it; or once the connection has
 * closed. From its first byte the body must keep `rate` (BodyPace), or this rejects with the 408.
 * A client that sent a few bytes and went quiet, or trickles, thus never becomes ready for the gate.
 */
export function bodyFlowing(payload: IncomingMessage, response: ServerResponse, rate: MinimumBodyRate): Promise<void> {
  const pace = new BodyPace(rate);
  let counted = payload.readableLength;
  pace.arrived(counted);
  // An injected request (the tests' app.inject) has no `complete`: its body is all in memory.
  const complete = () => (payload as Partial<IncomingMessage>).complete !== false;
  const flowing = () => complete() || payload.readableLength >= payload.readableHighWaterMark;
  if (flowing()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: unknown) => {
      clearInterval(check);
      payload.off('readable', onReadable);
      payload.off('error', onEnd);
      response.off('close', onEnd);
      if (error) reject(error);
      else resolve();
    };
    const onReadable = () => {
      pace.arrived(payload.readableLength - counted);
      counted = payload.readableLength;
      if (flowing()) done();
    };
    const onEnd = () => done();
    const check = setInterval(() => {
      const tooSlow = pace.verdict();
      if (tooSlow) done(tooSlow);
    }, rate.checkEveryMs);
    check.unref();
    payload.on('readable', onReadable);
    payload.on('error', onEnd);
    response.on('close', onEnd);
  });
}
