import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { IDEMPOTENCY_KEY_HEADER } from './headers.ts';
import { readJsonBody } from './jsonBody.ts';
import type { JsonLimits } from './streamingJson.ts';

const LIMITS: JsonLimits = { maxDepth: 16, maxStringLength: 64 * 1024, maxArrayItems: 100, maxByteArrayLength: 1_000_000, maxObjectKeys: 64, maxValues: 10_000 };

/** A booking-like body: text in several scripts and two byte lists, ~1 MB of JSON. */
const value = {
  name: 'Zoë Ölçer',
  notes: `${'Përshëndetje, '.repeat(200)}🎉`,
  photos: [0, 1].map((n) => ({ filename: `${n}.jpg`, content: Array.from({ length: 120_000 }, (_, i) => (i * 7 + n) % 256) })),
};
const body = Buffer.from(JSON.stringify(value));

function read(chunks: Buffer[], headers: Record<string, string> = {}) {
  const request = { headers: { 'content-length': String(body.length), ...headers } } as unknown as FastifyRequest;
  return { request, result: readJsonBody(request, Readable.from(chunks, { objectMode: false }), LIMITS, 2 * body.length) };
}

function cut(bytes: Buffer, sizes: number[]): Buffer[] {
  const chunks: Buffer[] = [];
  let from = 0;
  for (let i = 0; from < bytes.length; i++) {
    const size = sizes[i % sizes.length]!;
    chunks.push(bytes.subarray(from, from + size));
    from += size;
  }
  return chunks;
}

/** Byte lists come back as Uint8Array: as arrays, to compare with the value sent. */
const plain = (v: unknown): unknown =>
  v instanceof Uint8Array ? Array.from(v) : Array.isArray(v) ? v.map(plain) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)])) : v;

describe('readJsonBody', () => {
  it.each([
    ['in one piece', [body.length]],
    ['in network-sized chunks', [16 * 1024]],
    ['in chunks of every size, small and sliced, in turn', [3, 300 * 1024, 1, 64 * 1024, 700 * 1024]],
  ])('reads the body %s', async (_, sizes) => {
    const { result } = read(cut(body, sizes));
    expect(plain(await result)).toEqual(value);
  });

  it('digests the raw bytes when the request carries an Idempotency-Key', async () => {
    const { request, result } = read(cut(body, [5000, 400 * 1024]), { [IDEMPOTENCY_KEY_HEADER]: 'k-1' });
    await result;
    expect(request.bodyDigest).toBe(createHash('sha256').update(body).digest('hex'));
  });

  it('refuses a body broken in the middle with 400 invalid_json', async () => {
    const broken = Buffer.concat([body.subarray(0, 500_000), Buffer.from('}'), body.subarray(500_000)]);
    for (const sizes of [[broken.length], [1000]]) {
      const error = await read(cut(broken, sizes)).result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ statusCode: 400, code: 'invalid_json' });
    }
  });

  it('reads a small body as it reads a large one, wherever it is cut', async () => {
    const small = Buffer.from(JSON.stringify({ name: 'Zoë', notes: 'Përshëndetje 🎉', photos: [{ filename: 'a.jpg', content: [255, 216] }], language: 'sq' }));
    const readSmall = (chunks: Buffer[], headers: Record<string, string> = {}) => {
      const request = { headers: { 'content-length': String(small.length), ...headers } } as unknown as FastifyRequest;
      return { request, result: readJsonBody(request, Readable.from(chunks, { objectMode: false }), LIMITS, 1024 * 1024) };
    };
    for (const sizes of [[small.length], [1], [7, 20]]) {
      const { request, result } = readSmall(cut(small, sizes), { [IDEMPOTENCY_KEY_HEADER]: 'k-2' });
      const read = (await result) as { photos: { content: unknown }[] };
      expect(read.photos[0]!.content).toStrictEqual(new Uint8Array([255, 216]));
      expect(plain(read)).toEqual(JSON.parse(small.toString()));
      expect(request.bodyDigest).toBe(createHash('sha256').update(small).digest('hex'));
    }
    const error = await readSmall(cut(Buffer.concat([small, Buffer.from('}')]), [5])).result.catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400, code: 'invalid_json' });
  });
});
