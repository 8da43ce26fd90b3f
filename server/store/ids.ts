import { randomFillSync } from 'node:crypto';

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix time in milliseconds, then 74 random bits. It is
 * unguessable like a random UUID, but ids made one after another sort one after another, so new
 * rows land on the last page of each index instead of a random one, and a listing by id reads in
 * the order the bookings arrived.
 */
export function timeOrderedId(now: number = Date.now()): string {
  const bytes = randomBytes16();
  let time = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70; // version 7
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // variant 10
  const hex = Buffer.from(bytes.buffer).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// Asking the system for 16 random bytes at a time cost more than writing the booking; like
// crypto.randomUUID, take them from a pool filled 4 kB at a time.
const pool = new Uint8Array(4096);
let used = pool.length;

function randomBytes16(): Uint8Array {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = pool.slice(used, used + 16);
  used += 16;
  return bytes;
}
