import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred';

function Real({ label }: { label: string }) {
  return <button type="button">real {label}</button>;
}

describe('deferred', () => {
  it('renders the fallback on the server and loads nothing there', () => {
    const load = vi.fn(async () => ({ default: Real }));
    const Menu = deferred(load);
    expect(renderToString(<Menu label="x" fallback={<button type="button">shell</button>} />)).toContain('shell');
    expect(load).not.toHaveBeenCalled();
  });

  it('swaps the real part in on first use, before the browser is idle', async () => {
    const load = vi.fn(async () => ({ default: Real }));
    const Menu = deferred(load);
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(<Menu label="menu" fallback={<button type="button">shell</button>} />);
    expect(screen.getByRole('button')).toHaveTextContent('shell');
    expect(load).not.toHaveBeenCalled();
    await act(async () => Menu.preload());
    expect(await screen.findByText('real menu')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('keeps the fallback when a failed chunk load resolves with nothing (the reload guard), and tries again', async () => {
    let attempt = 0;
    const load = vi.fn(async () => (++attempt === 1 ? (undefined as unknown as { default: typeof Real }) : { default: Real }));
    const Menu = deferred(load);
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(<Menu label="again" fallback={<button type="button">shell</button>} />);
    await act(async () => Menu.preload());
    expect(screen.getByRole('button')).toHaveTextContent('shell');
    await act(async () => Menu.preload());
    expect(await screen.findByText('real again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('loads by itself when the browser is idle', async () => {
    const load = vi.fn(async () => ({ default: Real }));
    const Menu = deferred(load);
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(<Menu label="idle" fallback={<span>shell</span>} />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => idle?.());
    expect(await screen.findByText('real idle')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('renders the real part in a later task, not in the microtask the load resolves in (issue 28)', async () => {
    // Outside act: React schedules as in a browser. A sync update (what the store alone gives) renders
    // in a microtask; the deferred value's render waits for the scheduler's next task.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const Menu = deferred(async () => ({ default: Real }));
      const { container } = render(<Menu label="later" fallback={<span>shell</span>} />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(container).toHaveTextContent('shell');
      Menu.preload();
      for (let i = 0; i < 20; i++) await Promise.resolve();
      expect(container).toHaveTextContent('shell');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(container).toHaveTextContent('real later');
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      vi.unstubAllGlobals();
    }
  });
});
