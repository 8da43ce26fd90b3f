/**
 * How the tool screens call the desk's API: the shell's client (src/desk/api.ts) has this shape, an
 * outcome as a typed result rather than a throw, so each screen says in its own words what went wrong.
 */
export interface DeskCallError {
  /** The service's code (`slot_full`, `date_closed`…); `network` when no answer came. */
  code: string;
  message: string;
  field?: string;
}

export type DeskCallResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: DeskCallError };

export interface DeskCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

export type DeskCall = <T>(path: string, options?: DeskCallOptions) => Promise<DeskCallResult<T>>;
