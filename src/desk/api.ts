/**
 * The desk's one way to the service: fetch with the session cookie, the CSRF token on every request
 * that changes something, JSON both ways, and every outcome as a typed result, never a throw. A 401
 * means the session has ended: the desk is told once, and sends the person to sign in again.
 */
import { DESK_CSRF_HEADER } from '../../core/deskApi.ts';

export interface DeskError {
  /** The service's error code; `network` when no answer came, `unreadable` when the answer was not JSON. */
  code: string;
  message: string;
  field?: string;
}

export type DeskResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: DeskError };

export interface DeskRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Added to the path as a query string; undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

interface DeskApiState {
  csrfToken: string | null;
  onSignedOut: (() => void) | null;
}

const state: DeskApiState = { csrfToken: null, onSignedOut: null };

/** The session's CSRF token, sent with every request that changes something (null once signed out). */
export function setCsrfToken(token: string | null): void {
  state.csrfToken = token;
}

/** Who hears that the service answered 401 (the session provider). */
export function onSignedOut(listener: (() => void) | null): void {
  state.onSignedOut = listener;
}

function withQuery(path: string, query: DeskRequest['query']): string {
  const entries = Object.entries(query ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
}

function isDeskError(value: unknown): value is { error: DeskError } {
  const error = (value as { error?: unknown } | null)?.error as Partial<DeskError> | undefined;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

export async function deskApi<T>(path: string, { method = 'GET', body, query, signal }: DeskRequest = {}): Promise<DeskResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && state.csrfToken) headers[DESK_CSRF_HEADER] = state.csrfToken;
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status: 0, error: { code: 'network', message: String(error) } };
  }
  if (response.status === 401) state.onSignedOut?.();
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text === '' ? null : JSON.parse(text);
  } catch {
    if (response.ok) return { ok: false, status: response.status, error: { code: 'unreadable', message: text.slice(0, 200) } };
  }
  if (response.ok) return { ok: true, status: response.status, data: json as T };
  return {
    ok: false,
    status: response.status,
    error: isDeskError(json) ? json.error : { code: `http_${response.status}`, message: response.statusText },
  };
}
