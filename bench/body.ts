/**
 * `npm run bench:body`: what reading the largest booking body costs, with our reader
 * (server/http/streamingJson.ts) and with the streaming parser @streamparser/json. Prints figures;
 * passes or fails nothing.
 *
 * The body holds ten photos of 1 MiB whose bytes are all written with three digits: the largest a
 * booking may send (BOOKING_BODY_LIMIT). It is fed in 64 KiB chunks, as a socket delivers it. Each
 * parser and each run has a Node process of its own (its memory is its own), with the allocator
 * settings of `npm run serve`:
 *   1. one body alone: milliseconds, the best of three;
 *   2. 20 bodies at once, their chunks interleaved as 20 uploads arrive, every value kept until the
 *      last is read: the wall time and the process's peak RSS (VmHWM). A run stops once RSS passes
 *      1 GB and says how far it got.
 * @streamparser/json runs twice: its Tokenizer with a consumer that packs byte lists into a
 * Uint8Array as ours does (less work than a body reader needs: no grammar check, limits or shape),
 * and its JSONParser, which builds the value as JSON.parse would.
 */
import { JSONParser, Tokenizer, TokenType } from '@streamparser/json';
import { spawn } from 'node:child_process';
import { BOOKING_LIMITS } from '../core/bookingLimits.ts';
import { BOOKING_BODY_LIMIT } from '../server/booking/bodyLimit.ts';
import { BOOKING_BODY_SHAPE } from '../server/booking/bodyShape.ts';
import { StreamingJsonReader } from '../server/http/streamingJson.ts';
import { fixed, mb, memoryOf, table } from './lib.ts';

const BODIES_AT_ONCE = 20;
const CHUNK_BYTES = 64 * 1024;
const STOP_RSS_BYTES = 1024 * 1024 * 1024;
const PHOTO_BYTES = BOOKING_LIMITS.photosTotalMaxBytes / BOOKING_LIMITS.photosMax;

interface BodyReader {
  push(chunk: Uint8Array): void;
  end(): unknown;
}

/** The pieces of the body; the photos share one content, so that the input itself costs little memory. */
function bodyPieces(): Buffer[] {
  const content = Buffer.from(Array.from({ length: PHOTO_BYTES }, (_, i) => 100 + ((i * 7919) % 156)).join(','));
  const pieces = [Buffer.from('{"name":"Elira Hoxha","email":"elira@example.com","phone":null,"service":"hair-transplant","appointment_date":"2026-06-16","appointment_time":"10:00","notes":null,"photos":[')];
  for (let i = 0; i < BOOKING_LIMITS.photosMax; i++) pieces.push(Buffer.from(`${i ? ',' : ''}{"filename":"p${i}.jpg","type":"image/jpeg","content":[`), content, Buffer.from(']}'));
  pieces.push(Buffer.from('],"photo_consent":true,"language":"en"}'));
  return pieces;
}

function* chunksOf(pieces: Buffer[]): Generator<Buffer> {
  for (const piece of pieces) for (let at = 0; at < piece.length; at += CHUNK_BYTES) yield piece.subarray(at, at + CHUNK_BYTES);
}

/** As the functions' body parser reads (server/app.ts). */
const LIMITS = { maxDepth: 16, maxStringLength: 64 * 1024, maxArrayItems: 100, maxByteArrayLength: BOOKING_LIMITS.photoMaxBytes, maxObjectKeys: 64, maxValues: 1000 };

/** @streamparser/json's tokens, built into a value with byte lists packed as bytes. */
function tokenizerReader(): BodyReader {
  type Container = { object: Record<string, unknown> | null; key: string; bytes: Uint8Array; length: number; items: unknown[] };
  const tokenizer = new Tokenizer();
  const stack: Container[] = [];
  let root: unknown;
  let expectKey = false;
  const add = (value: unknown) => {
    const top = stack[stack.length - 1];
    if (!top) root = value;
    else if (top.object) top.object[top.key] = value;
    else top.items.push(value);
  };
  tokenizer.onToken = ({ token, value }) => {
    const top = stack[stack.length - 1];
    if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) {
      stack.push({ object: token === TokenType.LEFT_BRACE ? {} : null, key: '', bytes: new Uint8Array(64), length: 0, items: [] });
      expectKey = token === TokenType.LEFT_BRACE;
    } else if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) {
      const done = stack.pop()!;
      add(done.object ?? (done.length ? done.bytes.subarray(0, done.length) : done.items));
    } else if (token === TokenType.COMMA) {
      expectKey = top?.object !== null;
    } else if (token === TokenType.COLON) {
      expectKey = false;
    } else if (expectKey) {
      top!.key = value as string;
    } else if (typeof value === 'number' && top && !top.object) {
      if (top.length === top.bytes.length) {
        const grown = new Uint8Array(top.length * 2);
        grown.set(top.bytes);
        top.bytes = grown;
      }
      top.bytes[top.length++] = value;
    } else {
      add(value);
    }
  };
  return {
    push: (chunk) => tokenizer.write(chunk),
    end: () => {
      tokenizer.end();
      return root;
    },
  };
}

function jsonParserReader(): BodyReader {
  const parser = new JSONParser({ paths: ['$'] });
  let root: unknown;
  parser.onValue = ({ value }) => (root = value);
  return {
    push: (chunk) => parser.write(chunk),
    end: () => {
      if (!parser.isEnded) parser.end();
      return root;
    },
  };
}

const READERS: Record<string, { label: string; make: () => BodyReader }> = {
  ours: { label: 'ours (server/http/streamingJson.ts)', make: () => new StreamingJsonReader(LIMITS, BOOKING_BODY_SHAPE) },
  tokenizer: { label: '@streamparser/json Tokenizer, bytes packed', make: tokenizerReader },
  jsonParser: { label: '@streamparser/json JSONParser', make: jsonParserReader },
};

interface Figures {
  oneBodyMs?: number;
  atOnceSeconds?: number;
  peakRss?: number;
  startRss?: number;
  /** Set when the run stopped at STOP_RSS_BYTES: the share of the bodies read by then. */
  stoppedAt?: number;
}

/** One run, in this process: prints its figures as a JSON line. */
function run(reader: string, what: 'one' | 'many'): Figures {
  const { make } = READERS[reader]!;
  const pieces = bodyPieces();
  if (what === 'one') {
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      const body = make();
      for (const chunk of chunksOf(pieces)) body.push(chunk);
      const value = body.end() as { photos: { content: { length: number } }[] };
      times.push(performance.now() - started);
      if (value.photos.length !== BOOKING_LIMITS.photosMax || value.photos.some((photo) => photo.content.length !== PHOTO_BYTES)) throw new Error(`${reader} missed photo bytes`);
    }
    return { oneBodyMs: Math.min(...times) };
  }
  const startRss = memoryOf(process.pid).rss;
  const bodies = Array.from({ length: BODIES_AT_ONCE }, () => ({ reader: make(), chunks: chunksOf(pieces) }));
  const total = [...chunksOf(pieces)].length * BODIES_AT_ONCE;
  const values: unknown[] = [];
  const started = performance.now();
  for (let read = 0; read < total; ) {
    for (const body of bodies) {
      const next = body.chunks.next();
      if (next.done) continue;
      body.reader.push(next.value);
      read++;
    }
    if (process.memoryUsage.rss() > STOP_RSS_BYTES) return { startRss, peakRss: memoryOf(process.pid).peak, stoppedAt: read / total };
  }
  for (const body of bodies) values.push(body.reader.end());
  const atOnceSeconds = (performance.now() - started) / 1000;
  return { startRss, atOnceSeconds, peakRss: memoryOf(process.pid).peak };
}

function child(reader: string, what: 'one' | 'many'): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const node = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, reader, what], {
      env: { ...process.env, MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_ARENA_MAX: '2' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    node.stdout.on('data', (data) => (output += data));
    node.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as Figures) : reject(new Error(`${reader} ${what} exited with ${code}`))));
  });
}

const [reader, what] = process.argv.slice(2);
if (reader && (what === 'one' || what === 'many')) {
  console.log(JSON.stringify(run(reader, what)));
} else {
  const size = bodyPieces().reduce((sum, piece) => sum + piece.length, 0);
  console.log(`A body of ${(size / 1e6).toFixed(1)} MB (the limit: ${(BOOKING_BODY_LIMIT / 1e6).toFixed(1)} MB), ${BODIES_AT_ONCE} at once; the service's bound is a peak RSS under 300 MB.\n`);
  const rows: (string | number)[][] = [['reader', 'one body', `${BODIES_AT_ONCE} at once`, 'RSS at start', 'peak RSS', 'peak - start']];
  for (const [name, { label }] of Object.entries(READERS)) {
    console.log(`reading with ${label}…`);
    const one = await child(name, 'one');
    const many = await child(name, 'many');
    const stopped = many.stoppedAt !== undefined;
    const more = stopped ? '> ' : '';
    rows.push([
      label,
      `${fixed(one.oneBodyMs!)} ms`,
      stopped ? `stopped at ${fixed(many.stoppedAt! * 100)} %` : `${fixed(many.atOnceSeconds!, 1)} s`,
      mb(many.startRss!),
      more + mb(many.peakRss!),
      more + mb(many.peakRss! - many.startRss!),
    ]);
  }
  console.log(`\n${table(rows)}`);
}
