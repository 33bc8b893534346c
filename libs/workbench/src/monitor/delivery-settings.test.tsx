import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELIVERIES } from '../testing/monitor-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { DeliverySettings, type DeliverySettingsProps } from './delivery-settings';

const HOOK = { url: 'https://hooks.example.com/sealens', secretHint: 'a1b2', createdAt: '2026-11-27 06:00:00' };

function renderSettings(props: Partial<DeliverySettingsProps> = {}) {
  const handlers = {
    onSaveEmail: vi.fn(async () => undefined),
    onSetWebhook: vi.fn(async (url: string) => ({ ...HOOK, url, secret: 'whsec_0123456789abcdef' })),
    onRemoveWebhook: vi.fn(async () => undefined),
    onTestWebhook: vi.fn(async () => ({ ...(DELIVERIES[0] as NonNullable<(typeof DELIVERIES)[0]>), type: 'test' as const, status: 'delivered' as const, attempts: [{ at: '2026-11-27 06:00:01', ok: true, httpStatus: 204, ms: 40 }] })),
  };
  renderWithI18n(<DeliverySettings email="" webhook={null} deliveries={[]} {...handlers} {...props} />);
  return handlers;
}

describe('DeliverySettings', () => {
  it('sets a webhook and shows its secret once', async () => {
    const { onSetWebhook } = renderSettings();
    const field = screen.getByRole('textbox', { name: 'Webhook address (HTTPS)' });
    await userEvent.click(screen.getByRole('button', { name: 'Set the webhook' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type the address your tool gave you.');
    await userEvent.type(field, 'ftp://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Set the webhook' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The address must start with https://.');
    expect(onSetWebhook).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, ' https://hooks.example.com/x ');
    await userEvent.click(screen.getByRole('button', { name: 'Set the webhook' }));
    expect(onSetWebhook).toHaveBeenCalledWith('https://hooks.example.com/x');
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_0123456789abcdef');
  });

  it("says the server's refusal of an address and keeps it", async () => {
    renderSettings({ onSetWebhook: vi.fn(async () => Promise.reject(new Error('The address points at a private network.'))) });
    const field = screen.getByRole('textbox', { name: 'Webhook address (HTTPS)' });
    await userEvent.type(field, 'https://10.0.0.1/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Set the webhook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The address was refused. The address points at a private network.');
    expect(field).toHaveValue('https://10.0.0.1/hook');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a test, shows the secret only by its end, and lists deliveries with their attempts', async () => {
    const { onTestWebhook } = renderSettings({ webhook: HOOK, deliveries: DELIVERIES });
    expect(screen.getByText(/The signing secret ends in a1b2\./)).toBeInTheDocument();
    expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument();
    expect(screen.getByText('Retrying')).toBeInTheDocument();
    expect(screen.getByText('Attempt 1 at 2026-11-27 06:00:01: answered 503.')).toBeInTheDocument();
    expect(screen.getByText('Next attempt at 2026-11-27 06:01:01.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a test' }));
    expect(onTestWebhook).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('The test arrived: your address answered 204.')).toBeInTheDocument();
  });

  it('checks the digest address before saving it; empty stops the digest', async () => {
    const { onSaveEmail } = renderSettings();
    const field = screen.getByRole('textbox', { name: 'Daily digest by e-mail' });
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type an e-mail address such as name@example.com, or leave it empty for no digest.');
    expect(onSaveEmail).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'me@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(onSaveEmail).toHaveBeenCalledWith('me@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('The daily digest goes to me@example.com.');
  });
});
