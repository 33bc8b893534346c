// A part of a page whose code is a chunk of its own (the /m/ home's widgets below the fold), so the
// page hydrates without downloading and running it first. The route's loader awaits `preload()`:
// the server renders the part whole, and a client navigation renders it at once. During the first
// hydration the part is inside a HydrateWhenVisible boundary, which keeps the server's HTML until
// the code is there. Unlike React.lazy, a part whose code has arrived renders without suspending
// (no fallback flash), and a chunk that cannot load leaves the server's HTML in place, links working.
import { createElement, use, type ComponentType } from 'react';

export type LazyPart<P extends object> = ComponentType<P> & {
  /** Loads the part's code; resolves once it renders without waiting. Rejects when it cannot load. */
  preload: () => Promise<void>;
};

const NEVER = new Promise<never>(() => undefined);

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  let rendering: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (loaded) => {
        // The chunk-reload guard swallows a failed chunk load, so the import resolves with nothing.
        if (!loaded) throw new Error('the part’s code did not load');
        component = loaded;
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  // What a render waits on: one promise per attempt (React's `use` needs the same one each render);
  // after a failure, the wait never ends, so a hydrating part keeps the server's HTML.
  const forRender = () =>
    (rendering ??= start().catch(() => {
      rendering = null;
      return NEVER;
    }));

  function Part(props: P) {
    return createElement(component ?? use(forRender()), props);
  }
  return Object.assign(Part, { preload: () => start().then(() => undefined) });
}
