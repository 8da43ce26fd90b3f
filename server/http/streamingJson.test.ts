import { describe, expect, it } from 'vitest';
import { INVALID_JSON, VALID_JSON } from '../testing/jsonSamples.ts';
import { JsonLimitError, JsonSyntaxError, parseJsonBytes, StreamingJsonReader, type JsonLimits } from './streamingJson.ts';

const LIMITS: JsonLimits = { maxDepth: 16, maxStringLength: 1000, maxArrayItems: 100, maxByteArrayLength: 1_000_000, maxObjectKeys: 50 };
const bytes = (text: string) => new TextEncoder().encode(text);

/** Reads `text` delivered in pieces cut at every position in `cuts`. */
function readInPieces(text: string, cuts: number[], limits = LIMITS): unknown {
  const all = bytes(text);
  const reader = new StreamingJsonReader(limits);
  let from = 0;
  for (const cut of [...cuts, all.length]) {
    reader.push(all.subarray(from, cut));
    from = cut;
  }
  return reader.end();
}

/** Byte lists come back as Uint8Array: turn them into arrays to compare with JSON.parse. */
function plain(value: unknown): unknown {
  if (value instanceof Uint8Array) return Array.from(value);
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}


describe('StreamingJsonReader reads what JSON.parse reads', () => {
  for (const text of VALID_JSON) {
    it(`${text.trim().slice(0, 60)}`, () => {
      const expected = JSON.parse(text);
      expect(plain(parseJsonBytes(bytes(text), LIMITS))).toEqual(expected);
      // Cut in two at every byte, and into single bytes: chunk boundaries change nothing.
      const length = bytes(text).length;
      for (let cut = 0; cut <= length; cut++) expect(plain(readInPieces(text, [cut]))).toEqual(expected);
      expect(plain(readInPieces(text, Array.from({ length }, (_, i) => i)))).toEqual(expected);
    });
  }

  it('keeps lists of integers 0-255 as Uint8Array, other lists as arrays', () => {
    const value = parseJsonBytes(bytes('{"b":[0,1,255],"n":[1,256],"m":[1,-1],"f":[1.5],"e":[],"s":["1"]}'), LIMITS) as Record<string, unknown>;
    expect(value.b).toBeInstanceOf(Uint8Array);
    expect(Array.from(value.b as Uint8Array)).toEqual([0, 1, 255]);
    expect(value.n).toEqual([1, 256]);
    expect(value.m).toEqual([1, -1]);
    expect(value.f).toEqual([1.5]);
    expect(value.e).toEqual([]);
    expect(value.s).toEqual(['1']);
  });

  it('reads long strings mixing ASCII and other scripts, wherever the chunks are cut', () => {
    const text = JSON.stringify({ notes: `${'a'.repeat(300)}é${'b'.repeat(300)}Ğ🎉${'c'.repeat(5)}` });
    const length = bytes(text).length;
    for (let cut = 0; cut <= length; cut += 7) expect(readInPieces(text, [cut])).toEqual(JSON.parse(text));
  });

  it('reads bytes that are not UTF-8 as TextDecoder does, wherever the chunks are cut', () => {
    // "x", a lead byte with no continuation, then plain ASCII; and a character cut short at the end.
    const all = new Uint8Array([...bytes('{"s":"x'), 0xc3, ...bytes('ab"'), ...bytes(',"t":"y'), 0xf0, 0x9f, ...bytes('"}')]);
    const expected = { s: 'x\ufffdab', t: 'y\ufffd' };
    expect(new TextDecoder().decode(all)).toBe(JSON.stringify(expected));
    for (let cut = 0; cut <= all.length; cut++) {
      const reader = new StreamingJsonReader(LIMITS);
      reader.push(all.subarray(0, cut));
      reader.push(all.subarray(cut));
      expect(reader.end()).toEqual(expected);
    }
  });

  it('reads a large byte list as compactly as its bytes', () => {
    const content = Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256);
    const value = readInPieces(`{"content":${JSON.stringify(content)}}`, [1000, 65_536, 65_537, 500_000]) as { content: Uint8Array };
    expect(value.content).toBeInstanceOf(Uint8Array);
    expect(value.content.length).toBe(300_000);
    expect(value.content.buffer.byteLength).toBe(300_000);
    expect(Array.from(value.content)).toEqual(content);
  });
});


describe('StreamingJsonReader refuses what JSON.parse refuses', () => {
  for (const text of INVALID_JSON) {
    it(JSON.stringify(text), () => {
      let jsonParseRefuses = false;
      try {
        JSON.parse(text);
      } catch {
        jsonParseRefuses = true;
      }
      // __proto__ is valid JSON, but refused on purpose, as Fastify's own parser does.
      expect(jsonParseRefuses || text.includes('__proto__')).toBe(true);
      expect(() => parseJsonBytes(bytes(text), LIMITS)).toThrow(JsonSyntaxError);
      const length = bytes(text).length;
      for (let cut = 0; cut <= length; cut++) expect(() => readInPieces(text, [cut])).toThrow(JsonSyntaxError);
    });
  }
});

describe('StreamingJsonReader limits', () => {
  const limitPath = (text: string, limits: Partial<JsonLimits>) => {
    try {
      parseJsonBytes(bytes(text), { ...LIMITS, ...limits });
    } catch (error) {
      if (error instanceof JsonLimitError) return error.path;
      throw error;
    }
    return null;
  };

  it('nesting depth', () => {
    expect(limitPath('[[[1]]]', { maxDepth: 3 })).toBeNull();
    expect(limitPath('[[[[1]]]]', { maxDepth: 3 })).toBe('0.0.0');
  });

  it('string length, keys included, and names the field', () => {
    expect(limitPath('{"notes":"abcde"}', { maxStringLength: 5 })).toBeNull();
    expect(limitPath('{"notes":"abcdef"}', { maxStringLength: 5 })).toBe('notes');
    expect(limitPath('{"abcdef":1}', { maxStringLength: 5 })).toBe('');
    // Escapes count as the characters they stand for.
    expect(limitPath('{"n":"\\u0041\\u0042\\u0043\\u0044\\u0045"}', { maxStringLength: 5 })).toBeNull();
  });

  it('byte list length, and names the photo', () => {
    expect(limitPath('{"photos":[{"content":[1,2,3]}]}', { maxByteArrayLength: 3 })).toBeNull();
    expect(limitPath('{"photos":[{"content":[1,2,3,4]}]}', { maxByteArrayLength: 3 })).toBe('photos.0.content');
  });

  it('length of other arrays, including a long byte list that turns out not to be one', () => {
    expect(limitPath('[{},{},{}]', { maxArrayItems: 3 })).toBeNull();
    expect(limitPath('{"photos":[{},{},{},{}]}', { maxArrayItems: 3 })).toBe('photos');
    expect(limitPath('{"photos":[1,2,3,4,"x"]}', { maxArrayItems: 3 })).toBe('photos');
  });

  it('keys per object (a repeated key counts once)', () => {
    expect(limitPath('{"a":1,"b":2,"a":3}', { maxObjectKeys: 2 })).toBeNull();
    expect(limitPath('{"a":1,"b":2,"c":3}', { maxObjectKeys: 2 })).toBe('c');
  });
});
