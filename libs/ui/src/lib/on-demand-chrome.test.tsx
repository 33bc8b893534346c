import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackToTop, ProgressBar } from './on-demand-chrome';
import { renderWithI18n, TestProviders } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

// One file, one module state: the bar's test runs first, while neither part's code has loaded.
describe('the back-to-top button and the progress bar, loaded on demand', () => {
  it('render nothing on the server', () => {
    const html = renderToString(
      <TestProviders>
        <ProgressBar active />
        <BackToTop />
      </TestProviders>,
    );
    expect(html).toBe('');
  });

  it('loads the bar as soon as a navigation is pending, without waiting for the browser to be idle', async () => {
    // An idle callback that never comes: only the pending navigation can load the bar.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { rerender } = renderWithI18n(<ProgressBar active={false} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<ProgressBar active />);
    // Generous: the first import of a module is slow on a busy test machine.
    expect(await screen.findByRole('progressbar', { name: 'Page loading' }, { timeout: 10_000 })).toBeInTheDocument();
  }, 15_000);

  it('loads the button when the browser is idle; it appears past one screen of scrolling', async () => {
    renderWithI18n(<BackToTop />);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: window.innerHeight + 1 });
    await act(async () => void window.dispatchEvent(new Event('scroll')));
    expect(await screen.findByRole('button', { name: 'Back to top' }, { timeout: 10_000 })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  }, 15_000);
});
