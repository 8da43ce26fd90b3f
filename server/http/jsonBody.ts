import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ApiError, fieldError } from './errors.ts';
import { IDEMPOTENCY_KEY_HEADER } from './headers.ts';
import { ANY_JSON, JsonEncodingError, JsonLimitError, JsonShapeError, JsonSyntaxError, StreamingJsonReader, type JsonLimits, type JsonShape } from './streamingJson.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * SHA-256 of the raw body, hex: tells a repeated request from a different one under the same
     * Idempotency-Key. Computed only for requests that carry that header.
     */
    bodyDigest?: string;
  }
  interface FastifyContextConfig {
    /** What the route's JSON body may hold (see JsonShape); the reader refuses anything else as it arrives. */
    jsonShape?: JsonShape;
  }
}

function translate(error: unknown): unknown {
  if (error instanceof JsonEncodingError) return new ApiError(400, 'invalid_json', error.message);
  if (error instanceof JsonSyntaxError) return new ApiError(400, 'invalid_json', `The body is not valid JSON: ${error.message}`);
  if (error instanceof JsonShapeError && error.path === '') return new ApiError(400, 'invalid_body', error.message);
  if (error instanceof JsonLimitError) return fieldError(error.path, error.message);
  return error;
}

/** A body must keep arriving at least this fast, and never pause this long (see ClientTimeoutConfig). */
export interface MinimumBodyRate {
  bytesPerSecond: number;
  graceMs: number;
  idleMs: number;
  checkEveryMs: number;
}

/**
 * The pace of one body from the moment it is created: at least `bytesPerSecond` on average once
 * `graceMs` have passed, and never `idleMs` without a byte.
 */
export class BodyPace {
  private readonly startedAt = Date.now();
  private lastByteAt = this.startedAt;
  private received = 0;

  constructor(private readonly rate: MinimumBodyRate) {}

  arrived(bytes: number): void {
    if (bytes <= 0) return;
    this.received += bytes;
    this.lastByteAt = Date.now();
  }

  /** A 408 when the body is too slow or has stopped, otherwise null. */
  verdict(now = Date.now()): ApiError | null {
    const { bytesPerSecond, graceMs, idleMs } = this.rate;
    if (now - this.lastByteAt >= idleMs) {
      return new ApiError(408, 'request_timeout', `The request body stopped arriving (nothing for ${idleMs / 1000} seconds); please try again`);
    }
    const elapsedMs = now - this.startedAt;
    if (elapsedMs >= graceMs && this.received < (bytesPerSecond * elapsedMs) / 1000) {
      return new ApiError(408, 'request_timeout', `The request body arrived too slowly (less than ${bytesPerSecond} bytes a second); please try again`);
    }
    return null;
  }
}

const tooLarge = (limit: number) => new ApiError(413, 'payload_too_large', `The request body may hold at most ${limit} bytes`);

/**
 * Reads the body of `request` as JSON while it arrives (see streamingJson.ts), one network chunk
 * at a time: never more than the route's bodyLimit (413, before reading when Content-Length says
 * so), byte lists kept as Uint8Array, and, with an Idempotency-Key, a digest of the raw bytes on
 * request.bodyDigest.
 */
export function readJsonBody(
  request: FastifyRequest,
  payload: Readable,
  limits: JsonLimits,
  bodyLimit: number,
  minimumRate?: MinimumBodyRate,
  shape: JsonShape = ANY_JSON,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (Number(request.headers['content-length']) > bodyLimit) return reject(tooLarge(bodyLimit));

    const reader = new StreamingJsonReader(limits, shape);
    const hash = request.headers[IDEMPOTENCY_KEY_HEADER] === undefined ? null : createHash('sha256');
    let received = 0;
    let settled = false;

    // A client that stops sending, or trickles, is cut off: it would hold its socket, its buffers
    // and (for a large body) its share of the upload budget for as long as it likes.
    const pace = minimumRate ? new BodyPace(minimumRate) : null;
    const rateCheck = minimumRate
      ? setInterval(() => {
          const tooSlow = pace!.verdict();
          if (tooSlow) fail(tooSlow, { drain: false });
        }, minimumRate.checkEveryMs)
      : null;
    rateCheck?.unref();

    const cleanup = () => {
      if (rateCheck) clearInterval(rateCheck);
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
      payload.off('aborted', onAborted);
    };
    const fail = (error: unknown, { drain = true } = {}) => {
      if (settled) return;
      settled = true;
      cleanup();
      // Keep draining what is already on its way, unread: closing a socket with unread data makes
      // the kernel send a reset, which can destroy the error answer before the client reads it.
      // Not for a client too slow to wait for: its connection closes after the answer (errors.ts).
      if (drain) payload.resume();
      reject(translate(error));
    };
    function onData(chunk: Buffer | string) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      pace?.arrived(bytes.length);
      if (received > bodyLimit) return fail(tooLarge(bodyLimit));
      hash?.update(bytes);
      try {
        reader.push(bytes);
      } catch (error) {
        fail(error);
      }
    }
    function onEnd() {
      if (settled) return;
      try {
        const value = reader.end();
        if (hash) request.bodyDigest = hash.digest('hex');
        settled = true;
        cleanup();
        resolve(value);
      } catch (error) {
        fail(error);
      }
    }
    function onError(error: Error) {
      fail(Object.assign(new ApiError(400, 'bad_request', 'The request body could not be read'), { cause: error }));
    }
    function onAborted() {
      fail(new ApiError(400, 'bad_request', 'The request was aborted'));
    }
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.on('aborted', onAborted);
    payload.resume();
  });
}

/**
 * Makes `scope` accept JSON only (anything else is a 415) and read it with readJsonBody, within
 * the route's bodyLimit, the structural `limits` and the route's `jsonShape`, and at `minimumRate`
 * or faster (408).
 */
export function acceptJsonOnly(scope: FastifyInstance, limits: JsonLimits, minimumRate?: MinimumBodyRate): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', (request: FastifyRequest, payload: Readable) =>
    readJsonBody(
      request,
      payload,
      limits,
      request.routeOptions.bodyLimit ?? scope.initialConfig.bodyLimit ?? 1024 * 1024,
      minimumRate,
      request.routeOptions.config.jsonShape,
    ),
  );
}
