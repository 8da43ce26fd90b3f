import type { FastifyReply } from 'fastify';
import { ApiError } from './errors.ts';

/** Seconds a client is asked to wait before trying again when the database cannot take a write. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/** What a page's storage step gives back when the database could not take it. */
export const STORAGE_UNAVAILABLE = Symbol('storage unavailable');

/**
 * Runs a database step of a request; when the database fails (a full disk, a read-only file, a
 * lost connection) the answer is a 503 with Retry-After rather than a 500: nothing was half-written,
 * as every write is one transaction, and the next request tries the database again.
 */
async function attempt<T>(reply: FastifyReply, step: () => Promise<T>): Promise<T | typeof STORAGE_UNAVAILABLE> {
  try {
    return await step();
  } catch (error) {
    reply.log.error({ err: error }, 'the database could not take the write');
    reply.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
    return STORAGE_UNAVAILABLE;
  }
}

/** For the JSON functions: a failed step becomes `503 storage_unavailable` with `message`. */
export async function storage<T>(reply: FastifyReply, step: () => Promise<T>, message: string): Promise<T> {
  const result = await attempt(reply, step);
  if (result === STORAGE_UNAVAILABLE) throw new ApiError(503, 'storage_unavailable', message);
  return result;
}

/** For the HTML pages: STORAGE_UNAVAILABLE (Retry-After already set), for the page to say so in its reader's language. */
export const pageStorage = attempt;
