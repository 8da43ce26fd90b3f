/**
 * With React, a hydration mismatch is reported by React itself (console error). The Preact build
 * swaps this file for hydrationCheck.preact.ts (see vite.config.ts), which reports Preact's.
 */
export function reportHydrationMismatches(): void {}
