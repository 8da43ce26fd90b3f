import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { closeAfterClientStops } from './lingeringClose.ts';

/** An answer for something the caller got wrong: `{ "error": { "code", "message", "field"? } }` with a 4xx status. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Further top-level members of the answer, such as the next available time beside a full one. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

export function errorBody(code: string, message: string, field?: string): ErrorBody {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}

/** A field's value is wrong; the photos have their own code, since the form words them differently. */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, field === 'photos' || field.startsWith('photos.') ? 'invalid_photo' : 'invalid_field', message, field);
}

function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  // A client too slow to finish its body is not waited for: answer, and close the connection.
  if (error.statusCode === 408) {
    reply.header('connection', 'close');
  } else if (error.statusCode === 413 || reply.request.raw.complete === false) {
    // The rest of a refused body (too large, not a booking, too many requests) is not worth
    // reading: answer, then close the connection once the client has stopped sending, at most
    // LINGER_MS and a body's limit later, so that the answer reaches it rather than a reset.
    reply.header('connection', 'close');
    closeAfterClientStops(reply.raw.socket, { maxBytes: reply.request.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY });
  }
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send({ ...errorBody(error.code, error.message, error.field), ...error.extra });
}

/** Fastify's own 4xx errors, in our words. */
function fromFastifyError(error: FastifyError): ApiError | null {
  const status = error.statusCode ?? 500;
  if (status === 413) return new ApiError(413, 'payload_too_large', 'The request body is too large');
  if (status === 415) return new ApiError(415, 'unsupported_media_type', 'Send the request as application/json');
  if (status === 429) return new ApiError(429, 'rate_limited', 'Too many requests; please wait a minute and try again');
  if (status >= 400 && status < 500) return new ApiError(status, 'bad_request', error.message || 'Bad request');
  return null;
}

/**
 * JSON errors for a scope (the functions API): ApiErrors as they are, Fastify's 4xx mapped to
 * the same shape, anything else a 500 that says nothing about the internals (the log has it).
 */
export function registerJsonErrors(scope: FastifyInstance, { notFound = true } = {}): void {
  scope.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    const known = fromFastifyError(error as FastifyError);
    if (known) return sendError(reply, known);
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, new ApiError(500, 'internal_error', 'Something went wrong on our side; please try again later'));
  });
  if (notFound) scope.setNotFoundHandler((request, reply) => sendError(reply, new ApiError(404, 'not_found', `No function at ${request.method} ${request.url.split('?')[0]}`)));
}

/**
 * For Fastify's `frameworkErrors` option: a request the router cannot even read (an address with a
 * broken %-escape, say) gets a plain 400 in our words, not a Fastify error code.
 */
export function answerUnreadableRequest(_error: FastifyError, _request: unknown, reply: FastifyReply): void {
  void sendError(reply, new ApiError(400, 'bad_request', 'The request address is not valid'));
}
