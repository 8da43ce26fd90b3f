/**
 * An incremental JSON reader for large request bodies. A booking carries its photos as JSON lists
 * of numbers (about 4 characters per byte), so a 10 MB set of photos is a 40 MB body. JSON.parse
 * on such a body blocks the event loop for half a second and holds ~120 MB of heap (measured:
 * 522 ms, +121 MB for 37 MB). This reader takes the body chunk by chunk as it arrives, so each
 * step is short, and keeps every list of integers 0-255 as a compact Uint8Array (1 byte per
 * element instead of a boxed array slot), so 10 MB of photos cost about 10 MB.
 *
 * It follows RFC 8259 exactly like JSON.parse, with two differences: a non-empty array whose
 * elements are all integers 0-255 comes back as a Uint8Array, and limits (depth, string length,
 * array length, keys per object, values in all) are enforced while reading, so hostile input fails
 * early. Given a JsonShape, it also refuses the first value that does not fit it, so a body can
 * hold only what the request can use: a value is kept only where the shape has a place for it.
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

// Token in progress, carried across chunk boundaries.
const enum Token {
  None,
  String,
  StringEscape,
  StringUnicode,
  Number,
  Literal,
}

// Number grammar states (RFC 8259 section 6).
const enum Num {
  Minus, // '-' read
  Zero, // leading '0'
  Int, // integer digits
  Dot, // '.' read, a digit must follow
  Frac,
  Exp, // 'e' read
  ExpSign, // exponent sign read
  ExpDigits,
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
const hexValue = (c: number) => (c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x57 : c >= 0x41 && c <= 0x46 ? c - 0x37 : -1);
const ESCAPES: Record<number, string> = { 0x22: '"', 0x5c: '\\', 0x2f: '/', 0x62: '\b', 0x66: '\f', 0x6e: '\n', 0x72: '\r', 0x74: '\t' };
const BYTES_ONLY = 'Must be a list of byte values (integers 0-255)';
const LITERALS: Record<number, [string, unknown]> = { 0x74: ['true', true], 0x66: ['false', false], 0x6e: ['null', null] };

/**
 * Up to this many bytes, a run of ASCII becomes a string one character at a time, without the
 * decoder (most strings of a booking are short ASCII); longer runs go through TextDecoder, which
 * is faster per byte.
 */
const ASCII_RUN_MAX = 256;

/** Bytes known to be ASCII as a string, without a decoder. */
function asciiText(chunk: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let i = start; i < end; i++) text += String.fromCharCode(chunk[i]!);
  return text;
}

export class StreamingJsonReader {
  private readonly stack: Frame[] = [];
  /** Values read so far (see JsonLimits.maxValues). */
  private values = 0;
  private expect = Expect.Value;
  private token = Token.None;
  private root: unknown = undefined;

  // String token.
  private stringParts: string[] = [];
  private stringLength = 0;
  private stringIsKey = false;
  /** For strings with bytes beyond ASCII (made on first need); ASCII-only runs skip it. */
  private stringDecoder: TextDecoder | null = null;
  /** The decoder may hold the first bytes of a character split across chunks. */
  private stringDecoderUsed = false;
  private unicodeValue = 0;
  private unicodeDigits = 0;

  // Number token: integers up to 15 digits are summed as they come; anything else keeps its text.
  private numState = Num.Int;
  private numValue = 0;
  private numDigits = 0;
  private numText: string | null = null;

  // Literal token.
  private literal = '';
  private literalValue: unknown = null;
  private literalIndex = 0;

  constructor(
    private readonly limits: JsonLimits,
    private readonly shape: JsonShape = ANY_JSON,
  ) {}

  /** Reads the next piece of the body. Throws JsonSyntaxError or JsonLimitError. */
  push(chunk: Uint8Array): void {
    const n = chunk.length;
    let i = 0;
    while (i < n) {
      switch (this.token) {
        case Token.String:
          i = this.readString(chunk, i);
          continue;
        case Token.StringEscape:
          this.readEscape(chunk[i]!);
          i++;
          continue;
        case Token.StringUnicode:
          this.readUnicodeDigit(chunk[i]!);
          i++;
          continue;
        case Token.Number:
          i = this.readNumber(chunk, i);
          continue;
        case Token.Literal:
          this.readLiteral(chunk[i]!);
          i++;
          continue;
      }
      if (this.expect <= Expect.ValueOrArrayEnd || this.expect === Expect.CommaOrEnd) {
        const top = this.stack[this.stack.length - 1];
        if (top?.kind === 'array' && top.bytes !== null) {
          const next = this.readByteRun(top, chunk, i);
          if (next !== i) {
            i = next;
            continue;
          }
        }
      }
      const c = chunk[i]!;
      if (isWhitespace(c)) {
        i++;
        continue;
      }
      this.readStructural(c);
      i++;
    }
  }

  /** The complete value, once the whole body has been pushed. */
  end(): unknown {
    if (this.token === Token.Number) this.finishNumber();
    if (this.token !== Token.None || this.expect !== Expect.Nothing) throw this.syntax('Unexpected end of JSON input');
    return this.root;
  }

  private syntax(message: string): JsonSyntaxError {
    return new JsonSyntaxError(message);
  }

  /** Where the reader is ("photos.2.content"); `ofArray` names the innermost array itself, not its element. */
  private path(ofArray = false): string {
    const frames = ofArray ? this.stack.slice(0, -1) : this.stack;
    return frames.map((frame) => (frame.kind === 'object' ? (frame.key ?? '') : String(frame.length))).join('.');
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

  private limit(message: string, ofArray = false): JsonLimitError {
    return new JsonLimitError(message, this.path(ofArray));
  }

  private readStructural(c: number): void {
    const expect = this.expect;
    if (expect === Expect.Value || expect === Expect.ValueOrArrayEnd) {
      if (c === 0x5d && expect === Expect.ValueOrArrayEnd) return this.closeArray();
      return this.startValue(c);
    }
    if (expect === Expect.CommaOrEnd) {
      const top = this.stack[this.stack.length - 1]!;
      if (c === 0x2c) {
        this.expect = top.kind === 'array' ? Expect.Value : Expect.Key;
        return;
      }
      if (c === 0x5d && top.kind === 'array') return this.closeArray();
      if (c === 0x7d && top.kind === 'object') return this.closeObject();
      throw this.syntax(`Unexpected character "${String.fromCharCode(c)}"`);
    }
    if (expect === Expect.KeyOrObjectEnd || expect === Expect.Key) {
      if (c === 0x7d && expect === Expect.KeyOrObjectEnd) return this.closeObject();
      if (c !== 0x22) throw this.syntax('Expected a property name');
      return this.startString(true);
    }
    if (expect === Expect.Colon) {
      if (c !== 0x3a) throw this.syntax('Expected ":"');
      this.expect = Expect.Value;
      return;
    }
    throw this.syntax('Unexpected data after the end of the JSON value');
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

  private misfit(message: string, ofArray = false): JsonShapeError {
    return new JsonShapeError(message, this.path(ofArray));
  }

  /** Refuses a value that starts with `c` where `shape` has no place for it, before a byte of it is kept. */
  private checkShape(c: number, shape: JsonShape): void {
    const top = this.stack[this.stack.length - 1];
    if (top?.kind === 'array' && top.shape.kind === 'list' && top.length >= top.shape.maxItems) throw this.misfit(`At most ${top.shape.maxItems} elements`, true);
    // A number is read whole so that the message can name it (addValue); anything else is refused at once.
    if (top?.shape.kind === 'bytes' && !isDigit(c) && c !== 0x2d) throw this.misfit(BYTES_ONLY, true);
    switch (shape.kind) {
      case 'scalar':
        if (c === 0x7b || c === 0x5b) throw this.misfit('Expected a single value, not a list or an object');
        return;
      case 'object':
        if (c !== 0x7b) throw this.misfit(this.stack.length === 0 ? 'The body must be a JSON object' : 'Expected an object');
        return;
      case 'bytes':
        if (c !== 0x5b) throw this.misfit(BYTES_ONLY);
        return;
      case 'list':
        if (c !== 0x5b) throw this.misfit('Expected a list');
        return;
    }
  }

  private startValue(c: number): void {
    const shape = this.shapeHere();
    this.checkShape(c, shape);
    const top = this.stack[this.stack.length - 1];
    // Numbers that may be bytes are stored compactly and not counted; everything else is.
    if (!(top?.kind === 'array' && top.bytes !== null && isDigit(c)) && ++this.values > this.limits.maxValues) {
      throw this.limit(`More than ${this.limits.maxValues} values`);
    }
    if (c === 0x22) return this.startString(false);
    if (c === 0x7b) return this.open({ kind: 'object', shape, value: {}, key: null, keys: 0 }, Expect.KeyOrObjectEnd);
    if (c === 0x5b) return this.open({ kind: 'array', shape, bytes: new Uint8Array(64), items: null, length: 0 }, Expect.ValueOrArrayEnd);
    if (c === 0x2d || isDigit(c)) {
      this.token = Token.Number;
      this.numValue = 0;
      this.numDigits = 0;
      if (c === 0x2d) {
        this.numState = Num.Minus;
        this.numText = '-';
      } else {
        this.numState = c === 0x30 ? Num.Zero : Num.Int;
        this.numValue = c - 0x30;
        this.numDigits = 1;
        this.numText = null;
      }
      return;
    }
    const literal = LITERALS[c];
    if (literal) {
      this.token = Token.Literal;
      [this.literal, this.literalValue] = literal;
      this.literalIndex = 1;
      return;
    }
    throw this.syntax(`Unexpected character "${String.fromCharCode(c)}"`);
  }

  private open(frame: Frame, next: Expect): void {
    if (this.stack.length >= this.limits.maxDepth) throw this.limit(`Nesting deeper than ${this.limits.maxDepth} levels`);
    this.stack.push(frame);
    this.expect = next;
  }

  private closeArray(): void {
    const frame = this.stack.pop() as ArrayFrame;
    const value = frame.items ?? (frame.length > 0 ? frame.bytes!.slice(0, frame.length) : []);
    this.addValue(value);
  }

  private closeObject(): void {
    const frame = this.stack.pop() as ObjectFrame;
    this.addValue(frame.value);
  }

  /** A complete value: it becomes the root, an array element, or the current key's value. */
  private addValue(value: unknown): void {
    this.token = Token.None;
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
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 255) {
        if (top.length >= this.limits.maxByteArrayLength) throw this.limit(`More than ${this.limits.maxByteArrayLength} elements`, true);
        if (top.length === top.bytes.length) {
          const grown = new Uint8Array(Math.min(top.bytes.length * 2, this.limits.maxByteArrayLength));
          grown.set(top.bytes);
          top.bytes = grown;
        }
        top.bytes[top.length++] = value;
        return;
      }
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

  /**
   * The hot path: "12,255,0,..." inside a byte list, read in one tight loop. It stops, leaving
   * the rest to the general reader, at anything else: whitespace, the closing bracket, a number
   * that is not a plain byte or that may continue in the next chunk, or a limit.
   */
  private readByteRun(top: ArrayFrame, chunk: Uint8Array, start: number): number {
    let bytes = top.bytes!;
    let length = top.length;
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
      if (c < 0x30 || c > 0x39) break;
      let j = i;
      let value = 0;
      while (j < n && j - i < 4) {
        const d = chunk[j]!;
        if (d < 0x30 || d > 0x39) break;
        value = value * 10 + (d - 0x30);
        j++;
      }
      if (j === n) break;
      const digits = j - i;
      const after = chunk[j]!;
      if (digits > 3 || value > 255 || (digits > 1 && c === 0x30) || after === 0x2e || after === 0x65 || after === 0x45) break;
      if (length >= this.limits.maxByteArrayLength) break;
      if (length === bytes.length) {
        const grown = new Uint8Array(Math.min(bytes.length * 2, this.limits.maxByteArrayLength));
        grown.set(bytes);
        bytes = grown;
      }
      bytes[length++] = value;
      expectValue = false;
      i = j;
    }
    if (i !== start) {
      top.bytes = bytes;
      top.length = length;
      this.expect = expectValue ? Expect.Value : Expect.CommaOrEnd;
    }
    return i;
  }

  // ---- strings ----

  private startString(isKey: boolean): void {
    this.token = Token.String;
    this.stringIsKey = isKey;
    this.stringParts = [];
    this.stringLength = 0;
  }

  private appendString(text: string): void {
    this.stringLength += text.length;
    if (this.stringLength > this.limits.maxStringLength) throw this.limit(`A string longer than ${this.limits.maxStringLength} characters`);
    this.stringParts.push(text);
  }

  /** Reads plain string bytes up to a quote, a backslash or the end of the chunk. */
  private readString(chunk: Uint8Array, start: number): number {
    let i = start;
    const n = chunk.length;
    let ascii = true;
    while (i < n) {
      const c = chunk[i]!;
      if (c === 0x22 || c === 0x5c) break;
      if (c < 0x20) throw this.syntax('Unescaped control character in a string');
      if (c > 0x7f) ascii = false;
      i++;
    }
    if (i > start) this.appendString(ascii && i - start <= ASCII_RUN_MAX && !this.stringDecoderUsed ? asciiText(chunk, start, i) : this.decode(chunk.subarray(start, i)));
    if (i === n) return i;
    if (chunk[i] === 0x5c) {
      this.token = Token.StringEscape;
      return i + 1;
    }
    this.finishString();
    return i + 1;
  }

  private readEscape(c: number): void {
    if (c === 0x75) {
      this.token = Token.StringUnicode;
      this.unicodeValue = 0;
      this.unicodeDigits = 0;
      return;
    }
    const text = ESCAPES[c];
    if (text === undefined) throw this.syntax('Invalid escape in a string');
    this.appendString(text);
    this.token = Token.String;
  }

  private readUnicodeDigit(c: number): void {
    const value = hexValue(c);
    if (value < 0) throw this.syntax('Invalid \\u escape in a string');
    this.unicodeValue = this.unicodeValue * 16 + value;
    if (++this.unicodeDigits < 4) return;
    // Lone surrogates stay as they are, as with JSON.parse; pairs join up when the parts are joined.
    this.appendString(String.fromCharCode(this.unicodeValue));
    this.token = Token.String;
  }

  private decode(bytes: Uint8Array): string {
    this.stringDecoder ??= new TextDecoder('utf-8');
    this.stringDecoderUsed = true;
    return this.stringDecoder.decode(bytes, { stream: true });
  }

  private finishString(): void {
    if (this.stringDecoderUsed) {
      this.stringDecoderUsed = false;
      const tail = this.stringDecoder!.decode();
      if (tail) this.appendString(tail);
    }
    const text = this.stringParts.length === 1 ? this.stringParts[0]! : this.stringParts.join('');
    this.stringParts = [];
    if (!this.stringIsKey) return this.addValue(text);
    // Like Fastify's JSON parser: a "__proto__" key could change the prototype of the object built.
    if (text === '__proto__') throw this.syntax('Forbidden property name "__proto__"');
    const top = this.stack[this.stack.length - 1] as ObjectFrame;
    top.key = text;
    if (top.shape.kind === 'object' && !Object.hasOwn(top.shape.fields, text)) throw this.misfit(`Unknown field "${text}"`);
    if (++this.values > this.limits.maxValues) throw this.limit(`More than ${this.limits.maxValues} values`);
    if (!Object.hasOwn(top.value, text) && ++top.keys > this.limits.maxObjectKeys) throw this.limit(`More than ${this.limits.maxObjectKeys} properties`);
    this.token = Token.None;
    this.expect = Expect.Colon;
  }

  // ---- numbers ----

  private readNumber(chunk: Uint8Array, start: number): number {
    let i = start;
    const n = chunk.length;
    // Fast path: the digits of a plain integer, the bulk of a photo's bytes.
    if (this.numText === null && this.numState === Num.Int) {
      let value = this.numValue;
      let digits = this.numDigits;
      // Up to 15 digits the sum is exact; the slow path below takes over from the 16th.
      while (i < n && digits < 15) {
        const c = chunk[i]!;
        if (c < 0x30 || c > 0x39) break;
        value = value * 10 + (c - 0x30);
        digits++;
        i++;
      }
      this.numValue = value;
      this.numDigits = digits;
      if (i === n) return i;
    }
    while (i < n) {
      const c = chunk[i]!;
      if (!this.numberAccepts(c)) {
        this.finishNumber();
        return i; // the delimiter is read as structure
      }
      if (this.numText !== null) this.numText += String.fromCharCode(c);
      i++;
    }
    return i;
  }

  /** Advances the number grammar by one character; false when the character ends the number. */
  private numberAccepts(c: number): boolean {
    const digit = isDigit(c);
    switch (this.numState) {
      case Num.Minus:
        if (!digit) throw this.syntax('Invalid number');
        this.numState = c === 0x30 ? Num.Zero : Num.Int;
        return true;
      case Num.Zero:
        if (digit) throw this.syntax('Invalid number (leading zero)');
        return this.numberFractionOrExponent(c);
      case Num.Int:
        if (digit) {
          if (this.numText !== null) return true;
          if (this.numDigits < 15) {
            this.numValue = this.numValue * 10 + (c - 0x30);
            this.numDigits++;
          } else {
            this.numText = String(this.numValue); // the caller appends this digit
          }
          return true;
        }
        return this.numberFractionOrExponent(c);
      case Num.Dot:
        if (!digit) throw this.syntax('Invalid number');
        this.numState = Num.Frac;
        return true;
      case Num.Frac:
        if (digit) return true;
        if (c === 0x65 || c === 0x45) {
          this.numState = Num.Exp;
          return true;
        }
        return false;
      case Num.Exp:
        if (c === 0x2b || c === 0x2d) {
          this.numState = Num.ExpSign;
          return true;
        }
        if (!digit) throw this.syntax('Invalid number');
        this.numState = Num.ExpDigits;
        return true;
      case Num.ExpSign:
        if (!digit) throw this.syntax('Invalid number');
        this.numState = Num.ExpDigits;
        return true;
      case Num.ExpDigits:
        return digit;
    }
  }

  private numberFractionOrExponent(c: number): boolean {
    if (c !== 0x2e && c !== 0x65 && c !== 0x45) return false;
    this.numText ??= String(this.numValue);
    this.numState = c === 0x2e ? Num.Dot : Num.Exp;
    return true;
  }

  private finishNumber(): void {
    const state = this.numState;
    if (state === Num.Minus || state === Num.Dot || state === Num.Exp || state === Num.ExpSign) throw this.syntax('Invalid number');
    this.addValue(this.numText === null ? this.numValue : Number(this.numText));
  }

  // ---- true, false, null ----

  private readLiteral(c: number): void {
    if (c !== this.literal.charCodeAt(this.literalIndex)) throw this.syntax(`Invalid literal, expected "${this.literal}"`);
    if (++this.literalIndex === this.literal.length) this.addValue(this.literalValue);
  }
}

/** Reads a whole JSON document held in memory (tests and small bodies). */
export function parseJsonBytes(bytes: Uint8Array, limits: JsonLimits, shape: JsonShape = ANY_JSON): unknown {
  const reader = new StreamingJsonReader(limits, shape);
  reader.push(bytes);
  return reader.end();
}
