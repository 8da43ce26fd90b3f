import { createContext, useContext } from 'react';

/**
 * Whether a component renders to hydrate the server's HTML synchronously, and in which language
 * that HTML is: during Preact's first hydration of the page, and in the render that hydrates a
 * part HydrateLater put off. StaticPart keeps the server's HTML then, if the page is still in that
 * language. React's hydration is concurrent: it renders later, finds neither and hydrates static
 * parts like any other part (slower, not wrong).
 */
let hydratingIn: string | undefined;

/** The language of the page's server HTML, from the first hydration on. */
let serverHtmlLanguage: string | undefined;

/**
 * Runs a synchronous hydration (Preact's) of server HTML in `language`, during which static parts
 * keep that HTML.
 */
export function hydrateKeepingStaticParts(language: string, hydrate: () => void): void {
  serverHtmlLanguage = language;
  hydratingIn = language;
  try {
    hydrate();
  } finally {
    hydratingIn = undefined;
  }
}

/**
 * Inside a part HydrateLater put off: true while the part hydrates, false from its commit on. An
 * object read at render time, not a value that changes: its readers mount in that render and keep
 * what they read, so nothing re-renders when it turns false.
 */
export const PartHydration = createContext<{ readonly current: boolean }>({ current: false });

/**
 * The language of the server HTML that the component calling this hydrates, or undefined when it
 * renders anew. Read it once, when the component mounts (in a useState initializer).
 */
export function useServerHtmlLanguage(): string | undefined {
  return useContext(PartHydration).current ? serverHtmlLanguage : hydratingIn;
}
