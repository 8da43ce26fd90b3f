import { useCallback, useEffect, useState } from 'react';
import { deskApi, type DeskError, type DeskRequest } from './api.ts';

export type QueryState<T> = { status: 'loading' } | { status: 'failed'; error: DeskError; httpStatus: number } | { status: 'ready'; data: T };

/** A GET of the desk's API, asked again whenever the path or query changes, or on `reload`. */
export function useDeskQuery<T>(path: string, query?: DeskRequest['query']): { state: QueryState<T>; reload: () => Promise<void> } {
  const key = `${path} ${JSON.stringify(query ?? {})}`;
  // Each answer is kept with the question it answers: while a new question is out, the state is loading.
  const [answered, setAnswered] = useState<{ key: string; state: QueryState<T> } | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) => {
      const [, json] = /^\S* (.*)$/.exec(key)!;
      return deskApi<T>(path, { query: JSON.parse(json!) as DeskRequest['query'], signal }).then((answer) => {
        if (signal?.aborted) return;
        setAnswered({ key, state: answer.ok ? { status: 'ready', data: answer.data } : { status: 'failed', error: answer.error, httpStatus: answer.status } });
      });
    },
    [path, key],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).catch(() => {
      // aborted: a newer question replaced this one
    });
    return () => controller.abort();
  }, [load]);

  const reload = useCallback(() => load(), [load]);
  return { state: answered?.key === key ? answered.state : { status: 'loading' }, reload };
}
