import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginInitialHydration, endInitialHydration, HYDRATE_MARGIN, HydrateWhenVisible, releaseDeferredHydration } from './hydrate-when-visible';

type Observed = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; element?: Element };

/** A stand-in IntersectionObserver: the test says when an element comes near. */
function stubIntersectionObserver(): Observed[] {
  const observed: Observed[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: Observed;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options };
        observed.push(this.record);
      }
      observe(element: Element) {
        this.record.element = element;
      }
      disconnect() {
        this.record.element = undefined;
      }
    },
  );
  return observed;
}

const near = (o: Observed | undefined) => o?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {label} {n}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter label="top" />
      <HydrateWhenVisible className="below">
        <Counter label="below" />
      </HydrateWhenVisible>
    </main>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;

/** Server HTML in the document, then hydration as startSite does it. */
async function hydratePage(): Promise<HTMLElement> {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.appendChild(container);
  beginInitialHydration();
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, <Page />, { onRecoverableError: (error) => console.error(error) });
  });
  endInitialHydration();
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  vi.unstubAllGlobals();
});

/** React marks the DOM nodes it owns (a fiber key); a node of a part still waiting has none. */
const isHydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));
const button = (name: string) => Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.startsWith(name)) as HTMLButtonElement;

describe('HydrateWhenVisible', () => {
  it('is rendered whole on the server, in a marked wrapper', () => {
    const html = renderToString(<Page />);
    expect(html).toMatch(/<div data-hydrate-when-visible="[^"]+" class="below"><!--\$--><button type="button">below<!-- --> <!-- -->0<\/button><!--\/\$--><\/div>/);
  });

  it(`keeps the server HTML until it comes within ${HYDRATE_MARGIN} of the viewport, then hydrates it without a mismatch`, async () => {
    const observed = stubIntersectionObserver();
    const errors = vi.spyOn(console, 'error');
    await hydratePage();
    const serverButton = button('below');
    expect(observed).toHaveLength(1);
    expect(observed[0]?.options).toEqual({ rootMargin: '300px' });
    expect(observed[0]?.element?.className).toBe('below');
    await act(async () => button('top').click());
    expect(button('top').textContent).toBe('top 1');
    // Below is still the server's node, not yet React's.
    expect(isHydrated(serverButton)).toBe(false);
    expect(isHydrated(button('top'))).toBe(true);
    await act(async () => near(observed[0]));
    await vi.waitFor(() => expect(isHydrated(serverButton)).toBe(true));
    expect(button('below')).toBe(serverButton); // the same node: hydrated, not rendered again
    await act(async () => button('below').click());
    expect(button('below').textContent).toBe('below 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates a part at once when it is clicked before it came near: the click is not lost', async () => {
    stubIntersectionObserver();
    await hydratePage();
    await act(async () => button('below').click());
    expect(button('below').textContent).toBe('below 1');
  });

  it('hydrates everything waiting at the first touch or key anywhere, or when released', async () => {
    const observed = stubIntersectionObserver();
    await hydratePage();
    expect(isHydrated(button('below'))).toBe(false);
    await act(async () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await vi.waitFor(() => expect(isHydrated(button('below'))).toBe(true));
    await act(async () => button('below').click());
    expect(button('below').textContent).toBe('below 1');
    expect(observed).toHaveLength(1);
    releaseDeferredHydration(); // nothing left: harmless
  });

  it('renders at once when the page is not hydrating (client rendering, later navigation)', () => {
    stubIntersectionObserver();
    const html = renderToString(<Page />);
    expect(html).toContain('below');
    container = document.createElement('div');
    document.body.appendChild(container);
    // A client render (no server HTML) shows the part immediately.
    act(() => {
      root = createRoot(container as HTMLElement);
      root.render(<Page />);
    });
    expect(button('below')).toBeDefined();
  });
});
