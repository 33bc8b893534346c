import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from './toast';
import ToastRegion from './toast-region';
import { createToastStore, dismissToast, showToast } from './toast-store';
import { renderWithI18n } from './test-utils';

const visibleToasts = () => document.querySelectorAll('[data-sealens-toast]');

describe('ToastRegion', () => {
  afterEach(() => act(() => dismissToast()));

  it('shows toasts raised through showToast, one at a time', () => {
    renderWithI18n(<ToastRegion />);
    act(() => void showToast({ message: 'SMS sent, please check' }));
    expect(screen.getByText('SMS sent, please check')).toBeInTheDocument();

    act(() => void showToast({ kind: 'warning', message: 'visiting too frequently, try again later' }));
    expect(visibleToasts()).toHaveLength(1);
    expect(visibleToasts()[0]).toHaveAttribute('data-sealens-toast', 'warning');
    expect(screen.queryByText('SMS sent, please check')).not.toBeInTheDocument();
  });

  it('closes with its translated close button', async () => {
    const store = createToastStore();
    renderWithI18n(<ToastRegion store={store} />);
    act(() => void store.show({ message: 'binding successful', persistent: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getSnapshot()).toEqual([]);
  });

  it('dismisses itself after its duration', () => {
    vi.useFakeTimers();
    try {
      const store = createToastStore();
      renderWithI18n(<ToastRegion store={store} />);
      act(() => void store.show({ message: 'password reset successful', durationMs: 1000 }));
      act(() => vi.advanceTimersByTime(999));
      expect(store.getSnapshot()).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1));
      expect(store.getSnapshot()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('places the viewport offsetTop px from the top when the toast asks for it', () => {
    const store = createToastStore();
    renderWithI18n(<ToastRegion store={store} />);
    const viewport = () => document.querySelector('ol') as HTMLElement;
    act(() => void store.show({ message: 'welcome back', offsetTop: 76 }));
    expect(viewport().style.top).toBe('76px');
    act(() => void store.show({ message: 'SMS sent, please check' }));
    expect(viewport().style.top).toBe('');
  });
});

describe('ToastProvider', () => {
  it('keeps the toast code out until the first toast, then shows it', async () => {
    const store = createToastStore();
    renderWithI18n(
      <ToastProvider store={store}>
        <p>page</p>
      </ToastProvider>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(document.querySelector('ol')).toBeNull();
    act(() => void store.show({ message: 'visiting too frequently, try again later', persistent: true }));
    expect(await screen.findByText('visiting too frequently, try again later')).toBeInTheDocument();
  });
});
