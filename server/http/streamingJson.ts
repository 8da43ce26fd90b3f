// Our own reader, since the streaming JSON parsers that run on Node 20 either keep each photo byte as a JavaScript number or read a photo several times slower than this (bench/body.ts compares them).

/**
 * An incremental JSON reader for large request bodies. A booking carries its photos as JSON lists
 * of numbers, about 4 characters per byte: this reader takes the body chunk by chunk as it
 * arrives, so each step is short, and keeps every list of integers 0-255 as a compact Uint8Array.
 *
 * It reads exactly what JSON.parse reads (UTF-8 only), with two differences: a non-empty array whose
 * elements are all integers 0-255 comes back as a Uint8Array, and limits (depth, string length,
 * array length, keys per object, values in all) are enforced while reading, so hostile input fails
 * early. Given a JsonShape, it also refuses the first value that does not fit it, so a body can
 * hold only what the request can use.
 */

export interface JsonLimits {
  maxDepth: number;
  /** UTF-16 code units per string (keys included). */
  maxStringLength: number;
  /** Elements of an array that is not a byte list. */
  maxArrayItems: number;
  /** Elements of a byte list (integers 0-255). */
  maxByteArrayLength: number;
  maxObjectKeys: number;
  /**
   * Values in the whole document, keys and containers included, byte list elements not: empty
   * objects cost a JavaScript object each, so their number is capped, not only their nesting.
   */
  maxValues: number;
}

/**
 * Where a value may stand and what it may be: `any` value at all; a `scalar` (string, number,
 * true, false or null: the type is checked later, with the request's own messages); `bytes`, a
 * list of integers 0-255; an `object` with only the named `fields`; a `list` of at most
 * `maxItems` elements of one shape.
 */
export type JsonShape =
  | { kind: 'any' }
  | { kind: 'scalar' }
  | { kind: 'bytes' }
  | { kind: 'object'; fields: Readonly<Record<string, JsonShape>> }
  | { kind: 'list'; of: JsonShape; maxItems: number };

export const ANY_JSON: JsonShape = { kind: 'any' };

export class JsonSyntaxError extends Error {
  override name = 'JsonSyntaxError';
}

/** The bytes are not UTF-8, which JSON requires. */
export class JsonEncodingError extends JsonSyntaxError {
  override name = 'JsonEncodingError';
}

/** The body is well-formed so far but breaks a limit; `path` names where ("photos.2.content"). */
export class JsonLimitError extends Error {
  override name = 'JsonLimitError';
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
  }
}

/** The body is well-formed so far but holds a value its JsonShape has no place for; `path` names where ("" for the body itself). */
export class JsonShapeError extends JsonLimitError {
  override name = 'JsonShapeError';
}

// What the reader expects next.
const enum Expect {
  Value, // any value (top level, after ':' or after ',' in an array)
  ValueOrArrayEnd, // just after '['
  KeyOrObjectEnd, // just after '{'
  Key, // after ',' in an object
  Colon,
  CommaOrEnd, // after a value inside a container
  Nothing, // the top-level value is complete: only whitespace may follow
}

/** A string, a number or true/false/null, whose text may be cut by the end of a chunk. */
const enum Token {
  String,
  Key,
  Number,
  Literal,
}

/** A token read so far: its bytes, and whether a string's next byte is escaped. */
interface TokenSoFar {
  token: Token;
  parts: Uint8Array[];
  length: number;
  escaped: boolean;
}

interface ObjectFrame {
  kind: 'object';
  shape: JsonShape;
  value: Record<string, unknown>;
  key: string | null;
  keys: number;
}

interface ArrayFrame {
  kind: 'array';
  shape: JsonShape;
  /** Elements while every one so far is an integer 0-255. */
  bytes: Uint8Array | null;
  /** Elements once one of them is not a byte. */
  items: unknown[] | null;
  length: number;
}

type Frame = ObjectFrame | ArrayFrame;

const isWhitespace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isNumberPart = (c: number) => isDigit(c) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x65 || c === 0x45;
const isLetter = (c: number) => c >= 0x61 && c <= 0x7a;
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const LITERALS = new Map<string, unknown>([
  ['true', true],
  ['false', false],
  ['null', null],
]);
const BYTES_ONLY = 'Must be a list of byte values (integers 0-255)';

export class StreamingJsonReader {
  // Fatal: a decoder would otherwise quietly turn bad bytes into U+FFFD, and a name would be stored with them.
  private readonly decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  private readonly stack: Frame[] = [];
  /** Values read so far (see JsonLimits.maxValues). */
  private values = 0;
  private expect = Expect.Value;
  private root: unknown = undefined;
  /** The token the last chunk ended in. */
  private cut: TokenSoFar | null = null;

  constructor(
    private readonly limits: JsonLimits,
    private readonly shape: JsonShape = ANY_JSON,
  ) {}

  /** Reads the next piece of the body. Throws JsonSyntaxError (JsonEncodingError) or JsonLimitError. */
  push(chunk: Uint8Array): void {
    this.read(chunk, false);
  }

  /** The complete value, once the whole body has been pushed. */
  end(): unknown {
    this.read(new Uint8Array(0), true);
    if (this.expect !== Expect.Nothing) throw new JsonSyntaxError('Unexpected end of JSON input');
    return this.root;
  }

  private read(chunk: Uint8Array, last: boolean): void {
    const n = chunk.length;
    let i = 0;
    if (this.cut) {
      const cut = this.cut;
      this.cut = null;
      i = this.readToken(cut.token, chunk, 0, last, cut);
    }
    while (i < n) {
      const top = this.stack[this.stack.length - 1];
      if (top?.kind === 'array' && top.bytes !== null) {
        const next = this.readByteRun(top, chunk, i);
        if (next !== i) {
          i = next;
          continue;
        }
      }
      const c = chunk[i]!;
      if (isWhitespace(c)) i++;
      else if (this.expect === Expect.Value || (this.expect === Expect.ValueOrArrayEnd && c !== 0x5d)) i = this.startValue(c, chunk, i, last);
      else if (this.expect === Expect.Key || (this.expect === Expect.KeyOrObjectEnd && c !== 0x7d)) {
        if (c !== 0x22) throw new JsonSyntaxError('Expected a property name');
        i = this.readToken(Token.Key, chunk, i, last);
      } else {
        this.readStructural(c);
        i++;
      }
    }
    if (last && this.cut) throw new JsonSyntaxError('Unterminated string');
  }

  /** Where the reader is ("photos.2.content"); `ofArray` names the innermost array itself, not its element. */
  private path(ofArray = false): string {
    const frames = ofArray ? this.stack.slice(0, -1) : this.stack;
    return frames.map((frame) => (frame.kind === 'object' ? (frame.key ?? '') : String(frame.length))).join('.');
  }

  private limit(message: string, ofArray = false): JsonLimitError {
    return new JsonLimitError(message, this.path(ofArray));
  }

  private misfit(message: string, ofArray = false): JsonShapeError {
    return new JsonShapeError(message, this.path(ofArray));
  }

  /**
   * A list past maxArrayItems. A list of numbers that long can only have been meant as bytes (a
   * photo's content), so it is told what a byte is (its first number outside 0-255, or a
   * fraction) rather than that it is too long.
   */
  private tooManyItems(top: ArrayFrame, value: unknown): JsonLimitError {
    const numbers = top.items ?? (top.bytes ? [] : null);
    if (typeof value === 'number' && numbers !== null && numbers.every((item) => typeof item === 'number')) {
      const bad = [...numbers, value].find((item) => !Number.isInteger(item) || (item as number) < 0 || (item as number) > 255);
      return this.limit(`A list of more than ${this.limits.maxArrayItems} numbers must hold byte values (integers 0-255); ${String(bad)} is not one`, true);
    }
    return this.limit(`More than ${this.limits.maxArrayItems} elements`, true);
  }

  /** A comma, a colon or a closing bracket. */
  private readStructural(c: number): void {
    const top = this.stack[this.stack.length - 1];
    if (this.expect === Expect.ValueOrArrayEnd || this.expect === Expect.KeyOrObjectEnd) return this.close();
    if (this.expect === Expect.Colon) {
      if (c !== 0x3a) throw new JsonSyntaxError('Expected ":"');
      this.expect = Expect.Value;
    } else if (this.expect === Expect.CommaOrEnd && c === 0x2c) {
      this.expect = top!.kind === 'array' ? Expect.Value : Expect.Key;
    } else if (this.expect === Expect.CommaOrEnd && c === (top!.kind === 'array' ? 0x5d : 0x7d)) {
      this.close();
    } else {
      throw new JsonSyntaxError(this.expect === Expect.Nothing ? 'Unexpected data after the end of the JSON value' : `Unexpected character "${String.fromCharCode(c)}"`);
    }
  }

  /** The shape the next value must fit, where the reader stands. */
  private shapeHere(): JsonShape {
    const top = this.stack[this.stack.length - 1];
    if (!top) return this.shape;
    const shape = top.shape;
    if (shape.kind === 'object' && top.kind === 'object') return shape.fields[top.key!]!; // the key was checked
    if (shape.kind === 'list') return shape.of;
    return ANY_JSON; // in `any`, or the elements of `bytes` (checked as they are added)
  }

  /** Refuses a value that starts with `c` where `shape` has no place for it, before a byte of it is kept. */
  private checkShape(c: number, shape: JsonShape): void {
    const top = this.stack[this.stack.length - 1];
    if (top?.kind === 'array' && top.shape.kind === 'list' && top.length >= top.shape.maxItems) throw this.misfit(`At most ${top.shape.maxItems} elements`, true);
    // A number is read whole so that the message can name it (addValue); anything else is refused at once.
    if (top?.shape.kind === 'bytes' && !isDigit(c) && c !== 0x2d) throw this.misfit(BYTES_ONLY, true);
    if (shape.kind === 'scalar' && (c === 0x7b || c === 0x5b)) throw this.misfit('Expected a single value, not a list or an object');
    if (shape.kind === 'object' && c !== 0x7b) throw this.misfit(this.stack.length === 0 ? 'The body must be a JSON object' : 'Expected an object');
    if (shape.kind === 'bytes' && c !== 0x5b) throw this.misfit(BYTES_ONLY);
    if (shape.kind === 'list' && c !== 0x5b) throw this.misfit('Expected a list');
  }

  /** Begins the value whose first character is `c`, at `i`; returns where reading goes on. */
  private startValue(c: number, chunk: Uint8Array, i: number, last: boolean): number {
    const shape = this.shapeHere();
    this.checkShape(c, shape);
    const top = this.stack[this.stack.length - 1];
    // Numbers that may be bytes are stored compactly and not counted; everything else is.
    if (!(top?.kind === 'array' && top.bytes !== null && isDigit(c)) && ++this.values > this.limits.maxValues) {
      throw this.limit(`More than ${this.limits.maxValues} values`);
    }
    if (c === 0x7b || c === 0x5b) {
      if (this.stack.length >= this.limits.maxDepth) throw this.limit(`Nesting deeper than ${this.limits.maxDepth} levels`);
      this.stack.push(c === 0x7b ? { kind: 'object', shape, value: {}, key: null, keys: 0 } : { kind: 'array', shape, bytes: new Uint8Array(64), items: null, length: 0 });
      this.expect = c === 0x7b ? Expect.KeyOrObjectEnd : Expect.ValueOrArrayEnd;
      return i + 1;
    }
    if (c === 0x22) return this.readToken(Token.String, chunk, i, last);
    if (c === 0x2d || isDigit(c)) return this.readToken(Token.Number, chunk, i, last);
    if (isLetter(c)) return this.readToken(Token.Literal, chunk, i, last);
    throw new JsonSyntaxError(`Unexpected character "${String.fromCharCode(c)}"`);
  }

  /**
   * Reads the token that starts at `start` (or goes on from the last chunk's `cut`) up to its end; a
   * token cut by the end of `chunk` is kept for the next one. Returns where reading goes on.
   */
  private readToken(token: Token, chunk: Uint8Array, start: number, last: boolean, cut: TokenSoFar = { token, parts: [], length: 0, escaped: false }): number {
    const n = chunk.length;
    let i = start;
    let done = false;
    if (token === Token.Number || token === Token.Literal) {
      const part = token === Token.Number ? isNumberPart : isLetter;
      while (i < n && part(chunk[i]!)) i++;
      done = i < n || last;
    } else {
      if (cut.length === 0) i++; // the opening quote
      let escaped = cut.escaped;
      for (; i < n && !done; i++) {
        const c = chunk[i]!;
        if (escaped) escaped = false;
        else if (c === 0x5c) escaped = true;
        else if (c === 0x22) done = true;
        else if (c < 0x20) throw new JsonSyntaxError('Unescaped control character in a string');
      }
      cut.escaped = escaped;
    }
    cut.parts.push(done && cut.length === 0 ? chunk.subarray(start, i) : chunk.slice(start, i));
    cut.length += i - start;
    if (done) {
      this.finishToken(token, cut.parts.length === 1 ? cut.parts[0]! : Buffer.concat(cut.parts));
    } else {
      // Escapes take at most 6 bytes for one character: a longer token cannot be a string within the limit.
      if (cut.length > 6 * this.limits.maxStringLength + 2) throw this.limit(`A value longer than ${this.limits.maxStringLength} characters`);
      if (token === Token.Literal && cut.length > 5) throw new JsonSyntaxError('Invalid literal');
      this.cut = cut;
    }
    return i;
  }

  private finishToken(token: Token, bytes: Uint8Array): void {
    let text: string;
    try {
      text = this.decoder.decode(bytes);
    } catch {
      throw new JsonEncodingError('The body is not valid UTF-8');
    }
    if (token === Token.Number) {
      if (!NUMBER.test(text)) throw new JsonSyntaxError('Invalid number');
      return this.addValue(Number(text));
    }
    if (token === Token.Literal) {
      if (!LITERALS.has(text)) throw new JsonSyntaxError(`Invalid literal "${text.slice(0, 10)}"`);
      return this.addValue(LITERALS.get(text));
    }
    let value: string;
    try {
      // Escapes, lone surrogates included, read as JSON.parse reads them.
      value = text.includes('\\') ? (JSON.parse(text) as string) : text.slice(1, -1);
    } catch {
      throw new JsonSyntaxError('Invalid escape in a string');
    }
    if (value.length > this.limits.maxStringLength) throw this.limit(`A string longer than ${this.limits.maxStringLength} characters`);
    if (token === Token.String) return this.addValue(value);
    // Like Fastify's JSON parser: a "__proto__" key could change the prototype of the object built.
    if (value === '__proto__') throw new JsonSyntaxError('Forbidden property name "__proto__"');
    const top = this.stack[this.stack.length - 1] as ObjectFrame;
    top.key = value;
    if (top.shape.kind === 'object' && !Object.hasOwn(top.shape.fields, value)) throw this.misfit(`Unknown field "${value}"`);
    if (++this.values > this.limits.maxValues) throw this.limit(`More than ${this.limits.maxValues} values`);
    if (!Object.hasOwn(top.value, value) && ++top.keys > this.limits.maxObjectKeys) throw this.limit(`More than ${this.limits.maxObjectKeys} properties`);
    this.expect = Expect.Colon;
  }

  private close(): void {
    const frame = this.stack.pop()!;
    if (frame.kind === 'object') return this.addValue(frame.value);
    this.addValue(frame.items ?? (frame.length > 0 ? frame.bytes!.slice(0, frame.length) : []));
  }

  /** A complete value: it becomes the root, an array element, or the current key's value. */
  private addValue(value: unknown): void {
    const top = this.stack[this.stack.length - 1];
    if (!top) {
      this.root = value;
      this.expect = Expect.Nothing;
      return;
    }
    this.expect = Expect.CommaOrEnd;
    if (top.kind === 'object') {
      top.value[top.key!] = value;
      return;
    }
    if (top.bytes !== null) {
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 255) return this.addByte(top, value);
      if (top.shape.kind === 'bytes') throw this.misfit(`${BYTES_ONLY}; ${String(value)} is not one`, true);
      // Not a byte list after all: continue as an ordinary array.
      if (top.length >= this.limits.maxArrayItems) throw this.tooManyItems(top, value);
      top.items = Array.from(top.bytes.subarray(0, top.length));
      top.bytes = null;
    }
    if (top.length >= this.limits.maxArrayItems) throw this.tooManyItems(top, value);
    top.items!.push(value);
    top.length++;
  }

  private addByte(top: ArrayFrame, value: number): void {
    if (top.length >= this.limits.maxByteArrayLength) throw this.limit(`More than ${this.limits.maxByteArrayLength} elements`, true);
    if (top.length === top.bytes!.length) {
      const grown = new Uint8Array(Math.min(top.length * 2, this.limits.maxByteArrayLength));
      grown.set(top.bytes!);
      top.bytes = grown;
    }
    top.bytes![top.length++] = value;
  }

  /**
   * The hot path: "12,255,0,..." inside a byte list, read in one tight loop. It stops, leaving
   * the rest to the general reader, at anything else: whitespace, the closing bracket, a number
   * that is not a plain byte or that may continue in the next chunk, or a limit.
   */
  private readByteRun(top: ArrayFrame, chunk: Uint8Array, start: number): number {
    let expectValue = this.expect !== Expect.CommaOrEnd;
    const n = chunk.length;
    let i = start;
    while (i < n) {
      const c = chunk[i]!;
      if (!expectValue) {
        if (c !== 0x2c) break;
        expectValue = true;
        i++;
        continue;
      }
      let j = i;
      let value = 0;
      for (; j < n && j - i < 4 && isDigit(chunk[j]!); j++) value = value * 10 + chunk[j]! - 0x30;
      if (j === i || j === n || j - i > 3 || value > 255 || (j - i > 1 && c === 0x30) || top.length >= this.limits.maxByteArrayLength) break;
      const after = chunk[j];
      if (after === 0x2e || after === 0x65 || after === 0x45) break;
      this.addByte(top, value);
      expectValue = false;
      i = j;
    }
    if (i !== start) this.expect = expectValue ? Expect.Value : Expect.CommaOrEnd;
    return i;
  }
}

/** Reads a whole JSON document held in memory. */
export function parseJsonBytes(bytes: Uint8Array, limits: JsonLimits, shape: JsonShape = ANY_JSON): unknown {
  const reader = new StreamingJsonReader(limits, shape);
  reader.push(bytes);
  return reader.end();
}
