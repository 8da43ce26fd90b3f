import { use, type ComponentType } from 'react';

/** A component whose code is its own chunk, with a way to fetch that chunk ahead of rendering. */
export interface LazyPart<P extends object> {
  Component: ComponentType<P>;
  /** Fetches the chunk; resolves once `Component` can render without suspending. */
  preload(): Promise<void>;
}

/**
 * Like React.lazy, except that a part preloaded before the first render (by the prerenderer, and by
 * the client before it hydrates) renders at once: hydration then meets exactly the prerendered
 * markup. A part not loaded yet suspends until its chunk arrives; during hydration, React keeps
 * the prerendered markup of its Suspense boundary on screen meanwhile.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined; // let a later visit try again
        throw error;
      },
    ));

  function Component(props: P) {
    if (!Loaded) use(preload());
    const Part = Loaded!;
    return <Part {...props} />;
  }
  return { Component, preload };
}

/** A page of the site: a lazy part without props. */
export interface LazyPage {
  Page: ComponentType;
  preload(): Promise<void>;
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  const { Component, preload } = lazyPart(() => load().then((module) => module.default));
  return { Page: Component, preload };
}
