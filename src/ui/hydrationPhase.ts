import { createContext, useContext } from 'react';

/**
 * Whether a component renders to hydrate the server's HTML synchronously: during Preact's first
 * hydration of the page, and in the render that hydrates a part HydrateLater put off. StaticPart
 * keeps the server's HTML then. React's hydration is concurrent: it renders later, finds neither
 * and hydrates static parts like any other part (slower, not wrong).
 */
let hydrating = false;

/** Runs a synchronous hydration (Preact's) during which static parts keep their server HTML. */
export function hydrateKeepingStaticParts(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/**
 * Inside a part HydrateLater put off: true while the part hydrates, false from its commit on. An
 * object read at render time, not a value that changes: its readers mount in that render and keep
 * what they read, so nothing re-renders when it turns false.
 */
export const PartHydration = createContext<{ readonly current: boolean }>({ current: false });

/**
 * Whether the component calling this renders to hydrate the server's HTML synchronously. Read it
 * once, when the component mounts (in a useState initializer).
 */
export function useHydratingServerHtml(): boolean {
  return useContext(PartHydration).current || hydrating;
}
