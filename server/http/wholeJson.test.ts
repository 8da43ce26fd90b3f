import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID_JSON, VALID_JSON } from '../testing/jsonSamples.ts';
import { parseJsonBytes, StreamingJsonReader, type JsonLimits, type JsonShape } from './streamingJson.ts';
import { readWholeJson } from './wholeJson.ts';

const LIMITS: JsonLimits = { maxDepth: 16, maxStringLength: 1000, maxArrayItems: 100, maxByteArrayLength: 1_000_000, maxObjectKeys: 50, maxValues: 10_000 };
const bytes = (text: string) => new TextEncoder().encode(text);

/** What the streaming reader gives for `text`: its value, or its error's kind, message and path. */
function byReader(text: string, limits = LIMITS, shape?: JsonShape): unknown {
  try {
    return { value: parseJsonBytes(bytes(text), limits, shape) };
  } catch (error) {
    return { error: { name: (error as Error).name, message: (error as Error).message, path: (error as { path?: string }).path } };
  }
}

function whole(text: string, limits = LIMITS, shape?: JsonShape): unknown {
  try {
    return { value: readWholeJson(bytes(text), limits, shape) };
  } catch (error) {
    return { error: { name: (error as Error).name, message: (error as Error).message, path: (error as { path?: string }).path } };
  }
}

const booking = JSON.stringify({
  name: 'Zoë Ölçer',
  email: 'zoe@example.com',
  phone: null,
  service: 'classic-cut',
  appointment_date: '2026-12-01',
  appointment_time: '10:00',
  notes: 'Përshëndetje 🎉',
  language: 'sq',
  photos: [],
});

describe('readWholeJson gives exactly what the streaming reader gives', () => {
  it('for valid documents, byte lists and all', () => {
    for (const text of [...VALID_JSON, booking]) expect(whole(text), text).toStrictEqual(byReader(text));
  });

  it('for documents JSON.parse refuses, and for "__proto__"', () => {
    for (const text of INVALID_JSON) expect(whole(text), text).toStrictEqual(byReader(text));
  });

  it('at and past every limit', () => {
    const cases: [string, Partial<JsonLimits>][] = [
      ['[[[1]]]', { maxDepth: 3 }],
      ['{"a":{"b":{}}}', { maxDepth: 3 }],
      ['{"a":{"b":{"c":{}}}}', { maxDepth: 3 }],
      ['{"notes":"abcde"}', { maxStringLength: 5 }],
      ['{"notes":"abcdef"}', { maxStringLength: 5 }],
      ['{"abcdef":1}', { maxStringLength: 5 }],
      ['{"a":1,"b":2,"a":3}', { maxObjectKeys: 2 }],
      ['{"a":1,"b":2,"c":3}', { maxObjectKeys: 2 }],
      ['{"photos":[{},{},{},{}]}', { maxArrayItems: 3 }],
      ['{"photos":[{"content":[1,2,3,4]}]}', { maxByteArrayLength: 3 }],
    ];
    for (const [text, limits] of cases) expect(whole(text, { ...LIMITS, ...limits }), text).toStrictEqual(byReader(text, { ...LIMITS, ...limits }));
  });

  it('with a shape, for bodies that fit it and bodies that do not', () => {
    const scalar = { kind: 'scalar' } as const;
    const shape: JsonShape = { kind: 'object', fields: { name: scalar, photos: { kind: 'list', maxItems: 1, of: { kind: 'object', fields: { content: { kind: 'bytes' } } } } } };
    const texts = ['{"name":"x","photos":[]}', '{"name":1}', '[]', '{"nme":"x"}', '{"name":{}}', '{"photos":[{},{}]}', '{"photos":[{"content":[1,2]}]}', '{"photos":[{"content":[]}]}', '{"photos":[{"content":"x"}]}'];
    for (const text of texts) expect(whole(text, LIMITS, shape), text).toStrictEqual(byReader(text, LIMITS, shape));
  });

  it('past the count of values', () => {
    const text = `[${new Array(30).fill('{}').join(',')}]`;
    expect(whole(text, { ...LIMITS, maxValues: 20 })).toStrictEqual(byReader(text, { ...LIMITS, maxValues: 20 }));
    expect(whole(text, { ...LIMITS, maxValues: 20 })).toMatchObject({ error: { name: 'JsonLimitError' } });
  });
});

describe('readWholeJson', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a booking without photos with JSON.parse alone, and one with photos with the reader', () => {
    const push = vi.spyOn(StreamingJsonReader.prototype, 'push');
    expect(readWholeJson(bytes(booking), LIMITS)).toStrictEqual(JSON.parse(booking));
    expect(push).not.toHaveBeenCalled();

    const withPhoto = booking.replace('"photos":[]', '"photos":[{"filename":"a.jpg","type":"image/jpeg","content":[255,216,255]}]');
    const value = readWholeJson(bytes(withPhoto), LIMITS) as { photos: { content: unknown }[] };
    expect(push).toHaveBeenCalledTimes(1);
    expect(value.photos[0]!.content).toStrictEqual(new Uint8Array([255, 216, 255]));
  });
});
