import { act, Suspense, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {label} {n}
    </button>
  );
}

/** A load the test settles by hand. */
function manualLoad() {
  const attempts: { resolve: () => void; reject: () => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Counter>((resolve, reject) => {
        attempts.push({ resolve: () => resolve(Counter), reject: () => reject(new Error('offline')) });
      }),
  );
  return { load, attempts };
}

let root: Root | undefined;
let container: HTMLElement | undefined;

async function mount(ui: ReactNode, html?: string) {
  container = document.createElement('div');
  document.body.appendChild(container);
  if (html === undefined) {
    await act(async () => {
      root = createRoot(container as HTMLElement);
      root.render(ui);
    });
  } else {
    container.innerHTML = html;
    await act(async () => {
      root = hydrateRoot(container as HTMLElement, ui, { onRecoverableError: (error) => console.error(error) });
    });
  }
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

const isHydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));

describe('lazyPart', () => {
  it('renders whole on the server once preloaded (what the route loader does)', async () => {
    const { load, attempts } = manualLoad();
    const Part = lazyPart(load);
    const preloaded = Part.preload();
    attempts[0]?.resolve();
    await preloaded;
    expect(renderToString(<Part label="widgets" />)).toContain('widgets');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without its fallback, when its code is there (a client navigation)', async () => {
    const { load, attempts } = manualLoad();
    const Part = lazyPart(load);
    const preloaded = Part.preload();
    attempts[0]?.resolve();
    await preloaded;
    const page = await mount(
      <Suspense fallback={<p>waiting</p>}>
        <Part label="widgets" />
      </Suspense>,
    );
    expect(page.textContent).toBe('widgets 0');
  });

  it('keeps the server HTML while its code downloads, then hydrates the same nodes', async () => {
    const ui = (Part: ReturnType<typeof lazyPart<{ label: string }>>) => (
      <main>
        <Counter label="top" />
        <Suspense fallback={null}>
          <Part label="below" />
        </Suspense>
      </main>
    );
    const server = lazyPart(async () => Counter);
    await server.preload();
    const html = renderToString(ui(server));

    const { load, attempts } = manualLoad();
    const Part = lazyPart(load);
    const page = await mount(ui(Part), html);
    const [top, below] = Array.from(page.querySelectorAll('button'));
    expect(isHydrated(top as Element)).toBe(true);
    expect(isHydrated(below as Element)).toBe(false);
    expect(below?.textContent).toBe('below 0');

    await act(async () => attempts[0]?.resolve());
    expect(page.querySelectorAll('button')[1]).toBe(below);
    expect(isHydrated(below as Element)).toBe(true);
    act(() => below?.click());
    expect(below?.textContent).toBe('below 1');
  });

  it('leaves the server HTML in place when its code cannot load, and loads it on a later try', async () => {
    const Server = lazyPart(async () => Counter);
    await Server.preload();
    const html = renderToString(
      <Suspense fallback={null}>
        <Server label="below" />
      </Suspense>,
    );
    const { load, attempts } = manualLoad();
    const Part = lazyPart(load);
    const page = await mount(
      <Suspense fallback={null}>
        <Part label="below" />
      </Suspense>,
      html,
    );
    await act(async () => attempts[0]?.reject());
    expect(page.textContent).toBe('below 0');
    expect(isHydrated(page.querySelector('button') as Element)).toBe(false);

    const retry = Part.preload();
    expect(load).toHaveBeenCalledTimes(2);
    attempts[1]?.resolve();
    await expect(retry).resolves.toBeUndefined();
  });

  it('rejects preload when the code cannot load (a client navigation says so)', async () => {
    const { load, attempts } = manualLoad();
    const Part = lazyPart(load);
    const preloaded = Part.preload();
    attempts[0]?.reject();
    await expect(preloaded).rejects.toThrow('offline');
  });
});
