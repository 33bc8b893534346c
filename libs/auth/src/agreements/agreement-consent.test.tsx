import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgreementConsent } from './agreement-consent';
import { renderInLocale } from './agreement-test-utils';

describe('AgreementConsent', () => {
  it('says that logging in or registering is consent, with no checkbox', () => {
    const { container } = renderInLocale(<AgreementConsent />);
    expect(container).toHaveTextContent(
      'By logging in or registering you agree to the Service Agreement and the Privacy Agreement',
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (const name of ['Service Agreement', 'Privacy Agreement']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('type', 'button');
    }
  });

  it('opens the service agreement, then the privacy agreement', async () => {
    const user = userEvent.setup();
    renderInLocale(<AgreementConsent />);

    await user.click(screen.getByRole('button', { name: 'Service Agreement' }));
    const service = screen.getByRole('dialog', { name: 'Service Agreement' });
    expect(service.style.maxWidth).toBe('720px');
    expect(await within(service).findByRole('heading', { name: '3. Paid membership' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened the dialog.
    expect(screen.getByRole('button', { name: 'Service Agreement' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Privacy Agreement' }));
    const privacy = screen.getByRole('dialog', { name: 'Privacy Agreement' });
    expect(await within(privacy).findByRole('heading', { name: '1. Information we collect' })).toBeInTheDocument();
    expect(within(privacy).queryByRole('heading', { name: '3. Paid membership' })).not.toBeInTheDocument();
  });

  it('hands its loader to the dialog', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    renderInLocale(<AgreementConsent loadMessages={load} />, 'vi');
    await userEvent.click(screen.getByRole('button', { name: 'Privacy Agreement' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('vi');
  });
});
