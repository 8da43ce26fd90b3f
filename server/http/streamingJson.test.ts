import { describe, expect, it } from 'vitest';
import { INVALID_JSON, VALID_JSON } from '../testing/jsonSamples.ts';
import { JsonEncodingError, JsonLimitError, JsonShapeError, JsonSyntaxError, parseJsonBytes, StreamingJsonReader, type JsonLimits, type JsonShape } from './streamingJson.ts';

const LIMITS: JsonLimits = { maxDepth: 16, maxStringLength: 1000, maxArrayItems: 100, maxByteArrayLength: 1_000_000, maxObjectKeys: 50, maxValues: 10_000 };
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

describe('StreamingJsonReader refuses bytes that are not UTF-8, wherever the chunks are cut', () => {
  /** The outcome of reading `bytes` cut in two at every position. */
  function atEveryCut(all: Uint8Array): unknown[] {
    const outcomes: unknown[] = [];
    for (let cut = 0; cut <= all.length; cut++) {
      const reader = new StreamingJsonReader(LIMITS);
      try {
        reader.push(all.subarray(0, cut));
        reader.push(all.subarray(cut));
        outcomes.push(reader.end());
      } catch (error) {
        outcomes.push(error);
      }
    }
    return outcomes;
  }
  const inString = (bad: number[]) => new Uint8Array([...bytes('{"name":"Zoë '), ...bad, ...bytes('Ölçer 😀","notes":"€ 中文"}')]);

  it('reads well-formed text cut anywhere, multi-byte sequences included', () => {
    for (const outcome of atEveryCut(inString([]))) expect(outcome).toEqual({ name: 'Zoë Ölçer 😀', notes: '€ 中文' });
  });

  it.each([
    ['a lone 0xff', [0x61, 0xff, 0x62]],
    ['a truncated two-byte sequence', [0x61, 0xc3]],
    ['a truncated sequence in the middle', [0x61, 0xe2, 0x82, 0x61]],
    ['an overlong slash', [0xc0, 0xaf]],
    ['a UTF-16 surrogate written as UTF-8', [0xed, 0xa0, 0x80]],
    ['a five-byte sequence', [0xf8, 0x88, 0x80, 0x80, 0x80]],
    ['a stray continuation byte', [0x80]],
  ])('%s', (_name, bad) => {
    for (const outcome of atEveryCut(inString(bad))) expect(outcome).toBeInstanceOf(JsonEncodingError);
    // Outside a string, any byte beyond ASCII is no JSON at all.
    for (const outcome of atEveryCut(new Uint8Array([...bytes('{"name":'), ...bad, ...bytes('"x"}')]))) expect(outcome).toBeInstanceOf(JsonSyntaxError);
  });
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

  it('refuses a string past the limit before its end arrives', () => {
    const reader = new StreamingJsonReader({ ...LIMITS, maxStringLength: 10 });
    reader.push(bytes('{"notes":"'));
    let pushed = 0;
    expect(() => {
      for (; pushed < 1000; pushed++) reader.push(bytes('\\u0041'));
    }).toThrow(JsonLimitError);
    expect(pushed).toBeLessThan(20);
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

describe('StreamingJsonReader counts every value', () => {
  it('refuses a body of more than maxValues values (keys and containers count, byte list elements do not)', () => {
    const limits = { ...LIMITS, maxValues: 10 };
    expect(parseJsonBytes(bytes('{"a":[{},{}],"b":[1,2,3,4,5,6,7,8,9,10,11,12]}'), limits)).toBeTruthy();
    expect(() => parseJsonBytes(bytes('[{},{},{},{},{},{},{},{},{},{}]'), limits)).toThrow(/More than 10 values/);
    expect(() => parseJsonBytes(bytes('[[],[],[],[],[],[],[],[],[],[]]'), limits)).toThrow(JsonLimitError);
  });

  it('stops at the first value past the limit, long before the end of a large body', () => {
    const reader = new StreamingJsonReader({ ...LIMITS, maxValues: 1000 });
    const block = bytes(`[${new Array(100).fill('{}').join(',')}],`);
    reader.push(bytes('['));
    let pushed = 0;
    expect(() => {
      for (; pushed < 100_000; pushed++) reader.push(block);
    }).toThrow(JsonLimitError);
    expect(pushed).toBeLessThan(11);
  });
});

describe('StreamingJsonReader with a shape', () => {
  const scalar = { kind: 'scalar' } as const;
  const SHAPE: JsonShape = {
    kind: 'object',
    fields: {
      name: scalar,
      photos: { kind: 'list', maxItems: 2, of: { kind: 'object', fields: { filename: scalar, content: { kind: 'bytes' } } } },
    },
  };
  const refusal = (text: string) => {
    try {
      parseJsonBytes(bytes(text), LIMITS, SHAPE);
    } catch (error) {
      if (error instanceof JsonShapeError) return { path: error.path, message: error.message };
      throw error;
    }
    return null;
  };

  it('reads what fits, scalars of any type included (their types are checked later)', () => {
    expect(refusal('{"name":"Elira","photos":[{"filename":"a.jpg","content":[255,216]},{"content":[]}]}')).toBeNull();
    expect(refusal('{"name":42,"photos":[]}')).toBeNull();
    expect(refusal('{}')).toBeNull();
  });

  it('refuses, at the first value that has no place, and names where', () => {
    expect(refusal('[]')).toEqual({ path: '', message: 'The body must be a JSON object' });
    expect(refusal('"booking"')).toMatchObject({ path: '' });
    expect(refusal('{"nme":"Elira"}')).toEqual({ path: 'nme', message: 'Unknown field "nme"' });
    expect(refusal('{"name":{}}')).toMatchObject({ path: 'name' });
    expect(refusal('{"name":[]}')).toMatchObject({ path: 'name' });
    expect(refusal('{"photos":{}}')).toMatchObject({ path: 'photos' });
    expect(refusal('{"photos":[[]]}')).toMatchObject({ path: 'photos.0' });
    expect(refusal('{"photos":[{},{},{}]}')).toEqual({ path: 'photos', message: 'At most 2 elements' });
    expect(refusal('{"photos":[{"content":"abc"}]}')).toMatchObject({ path: 'photos.0.content' });
    expect(refusal('{"photos":[{"content":[1,{}]}]}')).toMatchObject({ path: 'photos.0.content' });
    expect(refusal('{"photos":[{"content":[1,-3]}]}')).toEqual({ path: 'photos.0.content', message: 'Must be a list of byte values (integers 0-255); -3 is not one' });
    expect(refusal('{"photos":[{"content":[1, 256]}]}')).toMatchObject({ path: 'photos.0.content', message: expect.stringContaining('256') });
  });

  it('refuses before reading the rest: a misfit in the first chunk throws on that chunk', () => {
    const reader = new StreamingJsonReader(LIMITS, SHAPE);
    expect(() => reader.push(bytes('{"photos":[[[[{},{}'))).toThrow(JsonShapeError);
  });
});
