import { QR_LIFETIME_MS } from '@sealens/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAKE_LOCAL_QR_TICKET, FAKE_QR_FAILURE } from './testing/fake-login-dialog-machine';
import { renderLoginDialog } from './testing/render-login-dialog';

describe('QR login panel', () => {
  it('shows a spinner while the code is created', () => {
    renderLoginDialog({ view: { mode: 'qrLogin' }, qr: 'loading' });
    expect(screen.getByRole('status', { name: 'Loading QR code' })).toBeInTheDocument();
    expect(screen.getByText('Scan with WeChat to log in')).toBeInTheDocument();
  });

  it('starts the machine on mount and draws the ticket as a QR code', async () => {
    const { machine } = renderLoginDialog({ view: { mode: 'qrLogin' } });
    expect(await screen.findByRole('img', { name: 'WeChat login QR code' })).toBeInTheDocument();
    expect(machine.qr.getState().status).toBe('showing');
  });

  it('links the scan page under the code in local mode only', async () => {
    const local = renderLoginDialog({ view: { mode: 'qrLogin' }, qr: 'localScanPage' });
    await screen.findByRole('img', { name: 'WeChat login QR code' });
    const link = screen.getByRole('link', { name: 'Open the scan page (local mode)' });
    expect(link).toHaveAttribute('href', FAKE_LOCAL_QR_TICKET.scanPage);
    expect(link).toHaveAttribute('target', '_blank');
    local.unmount();

    // Production's answer has no scan page: no link, though the ticket is the same address.
    renderLoginDialog({ view: { mode: 'qrLogin' } });
    await screen.findByRole('img', { name: 'WeChat login QR code' });
    expect(screen.queryByRole('link', { name: 'Open the scan page (local mode)' })).not.toBeInTheDocument();
  });

  it('expires after 60 s and the whole tile refreshes the code on click', async () => {
    const { machine } = renderLoginDialog({ view: { mode: 'qrLogin' } });
    await screen.findByRole('img', { name: 'WeChat login QR code' });
    expect(QR_LIFETIME_MS).toBe(60_000);
    act(() => machine.clock.advance(QR_LIFETIME_MS - 1));
    expect(screen.getByRole('img', { name: 'WeChat login QR code' })).toBeInTheDocument();
    act(() => machine.clock.advance(1));
    const tile = screen.getByRole('button', { name: 'QR expired, click to refresh' });
    await userEvent.click(tile);
    // A new ticket, then the QR drawn by its lazily loaded encoder: over 1 s on a busy CI machine.
    expect(await screen.findByRole('img', { name: 'WeChat login QR code' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'QR expired, click to refresh' })).not.toBeInTheDocument();
  });

  it('a failed code shows the failure text and a retry prompt', async () => {
    const { machine } = renderLoginDialog({ view: { mode: 'qrLogin' }, qr: 'failed' });
    const tile = await screen.findByRole('button', { name: new RegExp(FAKE_QR_FAILURE) });
    expect(tile).toHaveTextContent('Failed to load the QR code, click to retry');
    await userEvent.click(tile);
    expect(machine.qr.getState().status).toBe('failed');
  });

  it('the bind-WeChat panel renders the bind QR machine', async () => {
    const { machine } = renderLoginDialog({ view: { mode: 'bindWxQr' } });
    expect(await screen.findByRole('img', { name: 'WeChat binding QR code' })).toBeInTheDocument();
    expect(screen.getByText('Bind WeChat to finish logging in')).toBeInTheDocument();
    expect(machine.bindQr.getState().status).toBe('showing');
    expect(machine.qr.getState().status).toBe('idle');
  });
});
