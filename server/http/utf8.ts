import { isUtf8 } from 'node:buffer';

/** Bytes a UTF-8 sequence takes, from its first byte; 0 for a byte that cannot begin one. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/**
 * Checks that a body arriving in chunks is well-formed UTF-8 (RFC 8259 requires it of JSON), one
 * chunk at a time without decoding it: a sequence split between two chunks is carried over. A
 * decoder would quietly turn bad bytes into U+FFFD, and a name would be stored with them.
 */
export class Utf8Checker {
  private carry: Buffer | null = null;

  /** False once the bytes so far cannot be UTF-8. */
  push(chunk: Buffer): boolean {
    const bytes = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    this.carry = null;
    const complete = bytes.length - this.incompleteTail(bytes);
    if (complete < bytes.length) this.carry = Buffer.from(bytes.subarray(complete));
    return isUtf8(complete === bytes.length ? bytes : bytes.subarray(0, complete));
  }

  /** False when the body ended inside a sequence. */
  end(): boolean {
    return this.carry === null;
  }

  /** How many bytes at the end begin a sequence that the next chunk should finish (0 to 3). */
  private incompleteTail(bytes: Buffer): number {
    for (let back = 1; back <= Math.min(3, bytes.length); back++) {
      const byte = bytes[bytes.length - back]!;
      if ((byte & 0xc0) === 0x80) continue; // a continuation byte: its lead is further back
      const length = sequenceLength(byte);
      return length > back ? back : 0;
    }
    return 0;
  }
}
