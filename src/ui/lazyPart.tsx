import { use, type ComponentType } from 'react';

/** A page whose code is its own chunk, with a way to fetch that chunk ahead of rendering. */
export interface LazyPage {
  Page: ComponentType;
  /** Fetches the page's chunk; resolves once `Page` can render without suspending. */
  preload(): Promise<void>;
}

/**
 * Like React.lazy, except that a page preloaded before the first render (the prerenderer, and the
 * client before it hydrates) renders at once: hydration then meets exactly the prerendered markup.
 * A page not loaded yet suspends until its chunk arrives.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined; // let a later visit try again
        throw error;
      },
    ));

  function Page() {
    if (!Loaded) use(preload());
    const Component = Loaded!;
    return <Component />;
  }
  return { Page, preload };
}
