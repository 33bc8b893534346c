import type { Messages } from '@lingui/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgreementDialog } from './agreement-dialog';
import { loadAgreementMessages } from './agreement-messages';
import { renderInLocale } from './agreement-test-utils';
import type { AgreementKind } from './texts/agreement-document';

const SERVICE_HEADINGS = [
  '1. Scope of the Services',
  '2. Account registration and security',
  '3. Paid membership',
  '4. Fees and no refunds',
  '5. Prohibited behaviour',
  '6. Handling of violations',
  '7. Intellectual property',
  '8. Personal information',
  '9. Limitation of liability',
  '10. Changes and end of service',
  '11. Governing law and contact',
];
const PRIVACY_HEADINGS = [
  '1. Information we collect',
  '2. How we use information',
  '3. Cookies and local storage',
  '4. Sharing and disclosure',
  '5. Storage location and retention',
  '6. How we protect information',
  '7. Your rights',
  '8. Minors',
  '9. Changes to this agreement and end of service',
  '10. Contact us',
];

function renderDialog(kind: AgreementKind, loadMessages?: (locale: string) => Promise<Messages>, locale = 'en') {
  const onOpenChange = vi.fn();
  const view = renderInLocale(<AgreementDialog kind={kind} open onOpenChange={onOpenChange} loadMessages={loadMessages} />, locale);
  return { ...view, onOpenChange };
}

const headingNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('AgreementDialog', () => {
  it('shows the service agreement in English with its eleven numbered sections', async () => {
    renderDialog('service');
    const dialog = screen.getByRole('dialog', { name: 'Service Agreement' });
    await within(dialog).findByRole('heading', { name: SERVICE_HEADINGS[0] });
    expect(headingNames(dialog)).toEqual(SERVICE_HEADINGS);
    // The spec's topics: no refund on cancelling, 30 days' notice before the service ends.
    expect(dialog).toHaveTextContent(/not refundable, including when you cancel a membership/);
    expect(dialog).toHaveTextContent(/notice at least 30 days before the end date/);
    expect(within(dialog).getByText(/^You must not use crawlers/)).toBeInTheDocument();
    expect(within(dialog).getByText('3.2')).toBeInTheDocument();
  });

  it('shows the privacy agreement in English with its ten sections and the collected data', async () => {
    renderDialog('privacy');
    const dialog = screen.getByRole('dialog', { name: 'Privacy Agreement' });
    await within(dialog).findByRole('heading', { name: PRIVACY_HEADINGS[0] });
    expect(headingNames(dialog)).toEqual(PRIVACY_HEADINGS);
    expect(dialog).toHaveTextContent(/^Privacy Agreement/);
    expect(dialog).toHaveTextContent(/we use your mobile phone number to register your account/);
    expect(dialog).toHaveTextContent(/your WeChat nickname, avatar and a unique identifier/);
    expect(dialog).toHaveTextContent(/Order and payment information/);
    expect(dialog).toHaveTextContent(/device identifiers/);
    expect(dialog).toHaveTextContent(/stored on servers in mainland China/);
    expect(dialog).toHaveTextContent(/notify you at least 30 days in advance/);
    expect(within(dialog).queryByRole('heading', { name: SERVICE_HEADINGS[2] })).not.toBeInTheDocument();
  });

  it('is 720 px wide (spec §9) with a focusable, named scroll region', async () => {
    renderDialog('service');
    const dialog = screen.getByRole('dialog', { name: 'Service Agreement' });
    expect(dialog.style.maxWidth).toBe('720px');
    const region = await within(dialog).findByRole('region', { name: 'Service Agreement' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.className).toContain('overflow-y-auto');
  });

  it('loads the catalog of the active language and follows a language switch', async () => {
    const load = vi.fn(loadAgreementMessages);
    const { i18n } = renderDialog('privacy', load);
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('heading', { name: PRIVACY_HEADINGS[4] });
    expect(load).toHaveBeenCalledWith('en');

    act(() => {
      // What activateLocale does: the main catalog first, then the switch.
      i18n.load('zh', {});
      i18n.activate('zh');
    });
    expect(await within(dialog).findByRole('heading', { name: '5. 存储地点与保存期限' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('zh');
    expect(dialog).toHaveTextContent(/存储于中国大陆境内的服务器/);
    expect(within(dialog).queryByText(/Storage location/)).not.toBeInTheDocument();
  });

  it('renders Traditional Chinese from the tw catalog', async () => {
    renderDialog('service', undefined, 'tw');
    expect(await screen.findByRole('heading', { name: '4. 費用與不退費' })).toBeInTheDocument();
  });

  it('shows a spinner until the texts arrive and does not load them twice', async () => {
    let resolve: (messages: Messages) => void = () => undefined;
    const load = vi.fn(() => new Promise<Messages>((r) => (resolve = r)));
    const { rerender, i18n } = renderDialog('service', load);
    const dialog = screen.getByRole('dialog', { name: 'Service Agreement' });
    expect(within(dialog).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();

    const messages = await loadAgreementMessages('en');
    await act(async () => resolve(messages));
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(SERVICE_HEADINGS.length);

    // Switching to the other agreement needs no second download: one catalog holds both.
    rerender(<AgreementDialog kind="privacy" open onOpenChange={vi.fn()} loadMessages={load} />);
    expect(i18n.locale).toBe('en');
    expect(await screen.findByRole('heading', { name: PRIVACY_HEADINGS[0] })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load in an alert and loads again on "Try again"', async () => {
    const load = vi.fn<(locale: string) => Promise<Messages>>().mockRejectedValueOnce(new Error('offline'));
    load.mockImplementation(loadAgreementMessages);
    renderDialog('privacy', load);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The agreement could not be loaded. Check your network and try again.');
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: PRIVACY_HEADINGS[0] })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks to close on Escape', async () => {
    const { onOpenChange } = renderDialog('service');
    await screen.findByRole('heading', { name: SERVICE_HEADINGS[0] });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
