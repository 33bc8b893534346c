import { act, renderHook, screen } from '@testing-library/react';
import { OfflineBanner } from './offline-banner';
import { renderWithI18n } from './test-utils';
import { useOnlineStatus } from './use-online-status';

function goOffline(offline: boolean) {
  // jsdom's navigator.onLine is a getter on the prototype; shadow it on the instance.
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

afterEach(() => {
  delete (navigator as { onLine?: boolean }).onLine;
});

describe('useOnlineStatus', () => {
  it('follows window online/offline events', () => {
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    goOffline(true);
    expect(result.current).toBe(false);
    goOffline(false);
    expect(result.current).toBe(true);
  });
});

describe('OfflineBanner', () => {
  it('shows the spec wording as an alert only while offline', () => {
    renderWithI18n(<OfflineBanner />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole('alert')).toHaveTextContent('Network connection error, please check the network');
    goOffline(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
