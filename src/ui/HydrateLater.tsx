import { Suspense, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { PartHydration, useServerHtmlLanguage } from './hydrationPhase.ts';

/** Every put-off part's turn comes after the one before it, each in a task of its own. */
let lastTurn: Promise<unknown> = Promise.resolve();
const turns: Promise<void>[] = [];

/** The task a put-off part hydrates in. */
class Turn {
  state: 'waiting' | 'due' | 'taken' = 'waiting';
  readonly arrived: Promise<void>;

  constructor() {
    this.arrived = lastTurn.then(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            this.state = 'due';
            resolve(); // the part hydrates in this task's microtasks
          }),
        ),
    );
    lastTurn = this.arrived;
    turns.push(this.arrived);
  }

  /** True once: for the render that hydrates the part. */
  take(): boolean {
    if (this.state !== 'due') return false;
    this.state = 'taken';
    return true;
  }
}

/**
 * Resolves once every part put off so far has hydrated (in a task or two when there is none), so
 * the page can say it answers input (src/app/MarkInteractive.tsx).
 */
export async function putOffPartsHydrated(): Promise<void> {
  await Promise.all(turns);
  await new Promise((resolve) => setTimeout(resolve)); // past the last part's microtasks
}

function AwaitTurn({ turn, children }: { turn: Turn | null; children: ReactElement }) {
  if (turn?.state === 'waiting') throw turn.arrived; // Suspense keeps the server HTML until then
  return <Part hydrating={turn?.take() ?? false}>{children}</Part>;
}

/** Tells what mounts in the part's first render whether that render hydrates the server's HTML. */
function Part({ hydrating, children }: { hydrating: boolean; children: ReactElement }) {
  const phase = useRef(hydrating);
  useLayoutEffect(() => {
    phase.current = false; // hydrated: whatever mounts in the part from now on is new
  }, []);
  return <PartHydration.Provider value={phase}>{children}</PartHydration.Provider>;
}

/**
 * Hydrates its child (one element: Preact keeps one node of server HTML per suspended part) in a
 * task of its own, after the rest of the page's first hydration. Preact hydrates synchronously,
 * so a whole page is one long task on a phone, during which a tap waits; header, main area and
 * footer one after the other are short ones. Static parts inside keep their server HTML, as in
 * the first pass. Outside a first hydration (the server, React, a part mounted later) it renders
 * its child at once.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  const serverHtmlLanguage = useServerHtmlLanguage();
  const [turn] = useState(() => (serverHtmlLanguage === undefined ? null : new Turn()));
  return (
    <Suspense fallback={null}>
      <AwaitTurn turn={turn}>{children}</AwaitTurn>
    </Suspense>
  );
}
