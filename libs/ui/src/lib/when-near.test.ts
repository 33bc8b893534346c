import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNear } from './when-near';

type Watch = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; element?: Element; stopped: boolean };

function stubIntersectionObserver(): Watch[] {
  const watches: Watch[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      watch: Watch;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.watch = { callback, options, stopped: false };
        watches.push(this.watch);
      }
      observe(element: Element) {
        this.watch.element = element;
      }
      disconnect() {
        this.watch.stopped = true;
      }
    },
  );
  return watches;
}

const entry = (isIntersecting: boolean) => [{ isIntersecting } as IntersectionObserverEntry];

afterEach(() => vi.unstubAllGlobals());

describe('whenNear', () => {
  it('calls once, when the element comes within the margin, and stops watching', () => {
    const watches = stubIntersectionObserver();
    const element = document.createElement('div');
    const then = vi.fn();
    whenNear(element, '250px', then);
    expect(watches[0]).toMatchObject({ options: { rootMargin: '250px' }, element, stopped: false });
    watches[0]?.callback(entry(false), {} as IntersectionObserver);
    expect(then).not.toHaveBeenCalled();
    watches[0]?.callback(entry(true), {} as IntersectionObserver);
    expect(then).toHaveBeenCalledOnce();
    expect(watches[0]?.stopped).toBe(true);
  });

  it('can be stopped before', () => {
    const watches = stubIntersectionObserver();
    const stop = whenNear(document.createElement('div'), '0px', vi.fn());
    stop();
    expect(watches[0]?.stopped).toBe(true);
  });

  it('calls at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const then = vi.fn();
    whenNear(document.createElement('div'), '0px', then);
    expect(then).toHaveBeenCalledOnce();
  });
});
