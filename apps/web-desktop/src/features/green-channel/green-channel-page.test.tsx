import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GreenChannelError, type ApplyGreenChannel } from './green-channel-api';
import { GREEN_CHANNEL_DRAFT_KEY } from './green-channel-form';
import { GreenChannelPage } from './green-channel-page';

function renderPage(apply: ApplyGreenChannel) {
  render(
    <I18nProvider i18n={i18n}>
      <GreenChannelPage apply={apply} />
    </I18nProvider>,
  );
  return screen.getByRole('form', { name: 'Apply for the green entry channel' });
}

async function fillIn(form: HTMLElement, phone = '13800138000') {
  const user = userEvent.setup();
  await user.type(within(form).getByLabelText('Your name'), 'Li Wei');
  await user.type(within(form).getByLabelText('Phone number'), phone);
  await user.type(within(form).getByLabelText('Company name'), 'Demo Trading');
  await user.click(within(form).getByLabelText('Singapore'));
  await user.click(within(form).getByLabelText('Brazil'));
  await user.selectOptions(within(form).getByLabelText('Main category'), '99997');
  return user;
}

describe('GreenChannelPage', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  afterEach(() => sessionStorage.clear());

  it('explains the channel with one h1', () => {
    renderPage(vi.fn());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shopee green entry channel');
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
  });

  it("checks every field, with spec §5's phone messages", async () => {
    const apply = vi.fn();
    const form = renderPage(apply);
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Submit the application' }));
    for (const text of ['Please enter your name', 'Please enter phone number', 'Please enter your company name', 'Please choose at least one target site', 'Please choose your main category']) {
      expect(within(form).getByText(text)).toBeInTheDocument();
    }
    expect(within(form).getByLabelText('Your name')).toHaveFocus();
    await user.type(within(form).getByLabelText('Phone number'), '2345678901');
    await user.click(within(form).getByRole('button', { name: 'Submit the application' }));
    expect(within(form).getByText('Please enter a correct phone number')).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });

  it('sends the application (sites in the product order) and confirms it with its number', async () => {
    const apply = vi.fn<ApplyGreenChannel>(() => Promise.resolve({ applicationId: 'GC000042', createTime: '2026-07-01 12:00:00', repeated: false }));
    const form = renderPage(apply);
    const user = await fillIn(form, '138 0013 8000');
    await user.click(within(form).getByRole('button', { name: 'Submit the application' }));
    const receipt = await screen.findByTestId('green-receipt');
    expect(apply).toHaveBeenCalledWith({ name: 'Li Wei', phone: '13800138000', company: 'Demo Trading', sites: ['BR', 'SG'], categoryId: 99997 });
    expect(receipt).toHaveTextContent('Application received');
    expect(receipt).toHaveTextContent('Application number GC000042, sent 2026-07-01 12:00:00.');
    expect(receipt).toHaveTextContent('Your onboarding manager will call you at 138****8000.');
    expect(sessionStorage.getItem(`sealens.qa-draft.${GREEN_CHANNEL_DRAFT_KEY}`)).toBeNull();
  });

  it('keeps everything typed when the call fails, and says so; a repeat says it was already received', async () => {
    const apply = vi
      .fn<ApplyGreenChannel>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new GreenChannelError(429))
      .mockResolvedValueOnce({ applicationId: 'GC000007', createTime: '2026-07-01 09:00:00', repeated: true });
    const form = renderPage(apply);
    const user = await fillIn(form);
    await user.click(within(form).getByRole('button', { name: 'Submit the application' }));
    expect(await within(form).findByText('The application could not be sent. Check the network and try again: what you typed is kept.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Your name')).toHaveValue('Li Wei');
    expect(within(form).getByLabelText('Singapore')).toBeChecked();
    expect(JSON.parse(sessionStorage.getItem(`sealens.qa-draft.${GREEN_CHANNEL_DRAFT_KEY}`) ?? '{}')).toMatchObject({ name: 'Li Wei', company: 'Demo Trading' });
    await user.click(within(form).getByRole('button', { name: 'Submit the application' }));
    expect(await within(form).findByText('Too many applications from this network: try again in an hour. What you typed is kept.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Submit the application' }));
    expect(await screen.findByTestId('green-receipt')).toHaveTextContent('You have already applied');
  });
});
