import { SMS_RESEND_COUNTDOWN_S } from '@sealens/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeCaptchaProvider, FAKE_CAPTCHA_PASS } from './testing/fake-captcha-provider';
import { renderLoginDialog } from './testing/render-login-dialog';

const SMS_TAB = { view: { mode: 'accountLogin', tab: 'sms' } } as const;

describe('SMS code button', () => {
  it('needs a valid phone first: the field says why and no captcha opens', async () => {
    const captcha = createFakeCaptchaProvider();
    const { machine } = renderLoginDialog(SMS_TAB, captcha);
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByText('Please enter phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Phone number'), '1390000');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByText('Please enter a correct mobile number')).toBeInTheDocument();
    expect(captcha.verifyCount()).toBe(0);
    expect(machine.smsSends).toHaveLength(0);
  });

  it('captcha, send, then counts 60 seconds down before a resend (spec §4)', async () => {
    const captcha = createFakeCaptchaProvider();
    const { machine } = renderLoginDialog(SMS_TAB, captcha);
    await userEvent.type(screen.getByLabelText('Phone number'), '13900000001');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));

    expect(SMS_RESEND_COUNTDOWN_S).toBe(60);
    const button = await screen.findByRole('button', { name: '60 seconds until retry' });
    expect(button).toBeDisabled();
    expect(captcha.verifyCount()).toBe(1);
    expect(machine.smsSends).toEqual([{ mobile: '13900000001', ...FAKE_CAPTCHA_PASS, purpose: 'login' }]);

    act(() => machine.clock.advance(1000));
    expect(screen.getByRole('button', { name: '59 seconds until retry' })).toBeDisabled();
    act(() => machine.clock.advance(58_000));
    expect(screen.getByRole('button', { name: '1 second until retry' })).toBeInTheDocument();
    act(() => machine.clock.advance(1000));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('a closed captcha sends nothing and leaves the button ready', async () => {
    const captcha = createFakeCaptchaProvider({ closed: true });
    const { machine } = renderLoginDialog(SMS_TAB, captcha);
    await userEvent.type(screen.getByLabelText('Phone number'), '13900000001');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(captcha.verifyCount()).toBe(1));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    expect(machine.smsSends).toHaveLength(0);
  });

  it('resets the captcha after 16801 so the user can retry', async () => {
    const captcha = createFakeCaptchaProvider({ resettable: true });
    renderLoginDialog({ ...SMS_TAB, smsResult: { code: 16801, message: 'captcha failed' } }, captcha);
    await userEvent.type(screen.getByLabelText('Phone number'), '13900000001');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Captcha verification failed, please try again')).toBeInTheDocument();
    expect(captcha.resetCount()).toBe(1);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('says the page must be refreshed when the captcha cannot be reset (spec §8)', async () => {
    const captcha = createFakeCaptchaProvider({ resettable: false });
    renderLoginDialog({ ...SMS_TAB, smsResult: { code: 16809, message: 'captcha failed' } }, captcha);
    await userEvent.type(screen.getByLabelText('Phone number'), '13900000001');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Captcha reset failed, please refresh the page')).toBeInTheDocument();
  });

  it("shows the server's message when the send is refused", async () => {
    renderLoginDialog({ ...SMS_TAB, smsResult: { code: 429, message: 'Too many codes for this phone' } });
    await userEvent.type(screen.getByLabelText('Phone number'), '13900000001');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Too many codes for this phone')).toBeInTheDocument();
  });

  it("identity auth sends to the account's own phone, which the user does not type", async () => {
    const { machine } = renderLoginDialog({ view: { mode: 'identityAuth', account: '13900000003', maskedPhone: '139****0003' } });
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: '60 seconds until retry' });
    expect(machine.smsSends).toEqual([{ mobile: '13900000003', ...FAKE_CAPTCHA_PASS, purpose: 'identityAuth' }]);
  });

  it('each form asks for its own purpose and destroys its code machine when it goes', async () => {
    const { machine } = renderLoginDialog({ view: { mode: 'passwordReset' } });
    expect(machine.callsOf('createSmsCode').at(-1)).toEqual(['reset']);
    act(() => machine.showAccountLogin('sms'));
    expect(machine.callsOf('createSmsCode').at(-1)).toEqual(['login']);
    act(() => machine.setState({ view: { mode: 'bindPhone', sceneId: 's' } }));
    expect(machine.callsOf('createSmsCode').at(-1)).toEqual(['register']);
  });
});
