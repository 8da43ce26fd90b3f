/**
 * Who is signed in to the desk: asked of the service once on start and again after every sign-in;
 * any answer of 401 from any screen ends it here, and the shell then shows the sign-in screen.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DESK_PATHS, type DeskSession } from '../../core/deskApi.ts';
import { deskApi, onSignedOut, setCsrfToken } from './api.ts';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  /** The service did not answer: the desk says so and offers to try again. */
  | { status: 'unavailable' }
  | { status: 'signedIn'; session: DeskSession };

interface SessionContextValue {
  state: SessionState;
  /** Asks the service who is signed in (after a sign-in, or to try again). */
  refresh: () => Promise<SessionState>;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

async function fetchSession(): Promise<SessionState> {
  const answer = await deskApi<DeskSession>(DESK_PATHS.session);
  if (answer.ok) return { status: 'signedIn', session: answer.data };
  return answer.status === 401 ? { status: 'signedOut' } : { status: 'unavailable' };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const apply = useCallback((next: SessionState) => {
    setCsrfToken(next.status === 'signedIn' ? next.session.csrfToken : null);
    setState(next);
    return next;
  }, []);

  const refresh = useCallback(async () => apply(await fetchSession()), [apply]);

  const signOut = useCallback(async () => {
    await deskApi(DESK_PATHS.signOut, { method: 'POST', body: {} });
    apply({ status: 'signedOut' });
  }, [apply]);

  useEffect(() => {
    onSignedOut(() => apply({ status: 'signedOut' }));
    let current = true;
    void fetchSession().then((next) => {
      if (current) apply(next);
    });
    return () => {
      current = false;
      onSignedOut(null);
    };
  }, [apply]);

  const value = useMemo(() => ({ state, refresh, signOut }), [state, refresh, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession is used outside <SessionProvider>.');
  return value;
}

/** The signed-in person, for screens inside the shell (which only renders once someone is signed in). */
export function useSignedIn(): DeskSession {
  const { state } = useSession();
  if (state.status !== 'signedIn') throw new Error('useSignedIn is used outside the signed-in shell.');
  return state.session;
}
