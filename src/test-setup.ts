// Shared set-up for unit tests. Component tests opt into jsdom with `// @vitest-environment jsdom`.

// sonner asks for the colour scheme; jsdom has no matchMedia. A query that never matches.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
