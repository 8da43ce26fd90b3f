import { options, type VNode } from 'preact';

type Options = typeof options & { __m?: (vnode: VNode, excessDomChildren: unknown[]) => void };

/**
 * Preact repairs a mismatch between prerendered markup and the first client render silently (it
 * creates the missing nodes). Report it as React would, with a console error naming hydration,
 * so the browser tests catch markup that the server and the browser render differently.
 * `__m` is the name of Preact's `_hydrationMismatch` hook in its published build (preact/debug
 * uses the same hook).
 */
export function reportHydrationMismatches(): void {
  (options as Options).__m = (vnode) => {
    const type = typeof vnode.type === 'string' ? vnode.type : vnode.type === null ? '#text' : 'component';
    console.error(`Hydration mismatch: the prerendered markup has no matching <${type}> node`, vnode.props);
  };
}
