import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../testing/render-with-i18n';
import { LoadFailed } from './load-failed';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('LoadFailed (issue 27 item 8)', () => {
  it("offline, a failed widget says it is the network (spec §4's words) and offers to try again", async () => {
    const retry = vi.fn();
    setOnline(false);
    renderWithI18n(<LoadFailed message="This part could not be loaded." onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network connection error, please check the network');
    expect(screen.getByRole('alert')).not.toHaveTextContent('This part could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    // Back online, the widget's own words return.
    setOnline(true);
    expect(screen.getByRole('alert')).toHaveTextContent('This part could not be loaded.');
  });
});
