import { LOGIN_PASSWORD_MAX, PASSWORD_MAX, PHONE_MAX, SMS_CODE_LENGTH } from '@sealens/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeCaptchaProvider, FAKE_CAPTCHA_PASS } from './testing/fake-captcha-provider';
import { renderLoginDialog } from './testing/render-login-dialog';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const messageOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('password login form', () => {
  it('shows the spec §5 messages under each field on submit, linked with aria-describedby', async () => {
    renderLoginDialog({ view: { mode: 'accountLogin', tab: 'password' } });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(field('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(field('Phone number'))).toBe('Please enter phone number');
    expect(messageOf(field('Password'))).toBe('Please enter password');
    // The first invalid field takes focus.
    expect(field('Phone number')).toHaveFocus();
  });

  it('checks format on blur with the identity-screen wording', async () => {
    renderLoginDialog({ view: { mode: 'accountLogin', tab: 'password' } });
    await userEvent.type(field('Phone number'), '2390000000');
    await userEvent.type(field('Password'), 'abcdefg');
    expect(messageOf(field('Phone number'))).toBe('Please enter a correct mobile number');
    await userEvent.tab();
    expect(messageOf(field('Password'))).toBe('Password should be 6-16 letters and digits combined, case sensitive');
    // Corrected values clear their messages as they are typed.
    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'demo1234');
    expect(field('Password')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Password')).not.toHaveAttribute('aria-describedby');
  });

  it('limits lengths and gives the right autocomplete hints', () => {
    renderLoginDialog({ view: { mode: 'accountLogin', tab: 'password' } });
    expect(PHONE_MAX).toBe(11);
    expect(LOGIN_PASSWORD_MAX).toBe(16);
    expect(field('Phone number')).toHaveAttribute('maxLength', '11');
    expect(field('Phone number')).toHaveAttribute('autocomplete', 'username');
    expect(field('Phone number')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Password')).toHaveAttribute('maxLength', '16');
    expect(field('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('strips whitespace from the phone and submits with Enter', async () => {
    const { machine } = renderLoginDialog({ view: { mode: 'accountLogin', tab: 'password' } });
    await userEvent.type(field('Phone number'), '139 0000 0001');
    expect(field('Phone number').value).toBe('13900000001');
    await userEvent.type(field('Password'), 'demo1234{Enter}');
    expect(machine.callsOf('submitPasswordLogin')).toEqual([[{ account: '13900000001', password: 'demo1234' }]]);
  });

  it('after a captcha code, the next submit runs the captcha first and sends its pass (issue #10 item 4)', async () => {
    const captcha = createFakeCaptchaProvider();
    const { machine } = renderLoginDialog({ view: { mode: 'accountLogin', tab: 'password' }, failSubmitWith: { code: 16801, message: 'please complete the captcha to continue' } }, captcha);
    await userEvent.type(field('Phone number'), '13900000001');
    await userEvent.type(field('Password'), 'wrong1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Captcha verification failed, please try again');
    expect(captcha.verifyCount()).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(machine.callsOf('submitPasswordLogin')).toHaveLength(2));
    expect(captcha.verifyCount()).toBe(1);
    expect(machine.callsOf('submitPasswordLogin')[1]).toEqual([{ account: '13900000001', password: 'wrong1234', ...FAKE_CAPTCHA_PASS }]);
  });

  it('closing that captcha unsolved sends nothing and keeps what was typed', async () => {
    const captcha = createFakeCaptchaProvider({ closed: true });
    const { machine } = renderLoginDialog({ view: { mode: 'accountLogin', tab: 'password' }, failSubmitWith: { code: 16801, message: 'x' } }, captcha);
    await userEvent.type(field('Phone number'), '13900000001');
    await userEvent.type(field('Password'), 'wrong1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(captcha.verifyCount()).toBe(1));
    expect(machine.callsOf('submitPasswordLogin')).toHaveLength(1);
    expect(field('Password').value).toBe('wrong1234');
  });

  it('keeps everything typed after a failed submit and shows the translated error above the button', async () => {
    const { machine } = renderLoginDialog({
      view: { mode: 'accountLogin', tab: 'password' },
      failSubmitWith: { code: 10001, message: '账号或密码错误' },
    });
    await userEvent.type(field('Phone number'), '13900000001');
    await userEvent.type(field('Password'), 'wrong1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong account or password');
    expect(field('Phone number').value).toBe('13900000001');
    expect(field('Password').value).toBe('wrong1234');
    expect(machine.callsOf('submitPasswordLogin')).toHaveLength(1);
  });

  it('shows the server message for an unknown code', async () => {
    renderLoginDialog({ view: { mode: 'accountLogin', tab: 'password' }, error: { code: 12345, message: 'Account locked by admin' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Account locked by admin');
  });

  it('busy: the submit button is disabled with aria-busy', () => {
    renderLoginDialog({ view: { mode: 'accountLogin', tab: 'password' }, busy: true });
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it("'Forgot password?' opens password reset", async () => {
    const { machine } = renderLoginDialog({ view: { mode: 'accountLogin', tab: 'password' } });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(machine.callsOf('showPasswordReset')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Reset password' })).toBeInTheDocument();
  });
});

describe('SMS login form', () => {
  it('shows the set-password field only when the phone is not registered', () => {
    const { machine } = renderLoginDialog({ view: { mode: 'accountLogin', tab: 'sms' } });
    expect(screen.queryByLabelText('Set a password')).not.toBeInTheDocument();
    act(() => machine.setState({ phoneRegistered: true }));
    expect(screen.queryByLabelText('Set a password')).not.toBeInTheDocument();
    act(() => machine.setState({ phoneRegistered: false }));
    expect(field('Set a password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Set a password')).toHaveAttribute('maxLength', String(PASSWORD_MAX));
    expect(screen.getByRole('button', { name: 'Register and log in' })).toBeInTheDocument();
  });

  it('never looks the phone up as it is typed: that answer costs a captcha (issue #25 item 6)', async () => {
    const captcha = createFakeCaptchaProvider();
    const { machine } = renderLoginDialog({ view: { mode: 'accountLogin', tab: 'sms' } }, captcha);
    await userEvent.type(field('Phone number'), '13900000014');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(machine.callsOf('checkPhone')).toHaveLength(0);
    expect(captcha.verifyCount()).toBe(0);
  });

  it('a submit before any send said whether the phone is registered solves a captcha and checks it first; a new phone then sets a password, nothing typed lost', async () => {
    const captcha = createFakeCaptchaProvider();
    const { machine } = renderLoginDialog({ view: { mode: 'accountLogin', tab: 'sms' }, phoneCheck: false }, captcha);
    await userEvent.type(field('Phone number'), '13900000099');
    await userEvent.type(field('Verification code'), '123456{Enter}');
    await waitFor(() => expect(machine.callsOf('checkPhone')).toEqual([['13900000099', FAKE_CAPTCHA_PASS]]));
    expect(captcha.verifyCount()).toBe(1);
    expect(machine.callsOf('submitSmsLogin')).toHaveLength(0);
    expect(field('Phone number').value).toBe('13900000099');
    expect(field('Verification code').value).toBe('123456');
    fireEvent.change(await screen.findByLabelText('Set a password'), { target: { value: 'newpass123' } });
    await userEvent.click(screen.getByRole('button', { name: 'Register and log in' }));
    expect(machine.callsOf('submitSmsLogin')).toEqual([[{ account: '13900000099', code: '123456', password: 'newpass123' }]]);
    expect(captcha.verifyCount()).toBe(1);
  });

  it('a registered phone found by the check logs in at once', async () => {
    const captcha = createFakeCaptchaProvider();
    const { machine } = renderLoginDialog({ view: { mode: 'accountLogin', tab: 'sms' }, phoneCheck: true }, captcha);
    await userEvent.type(field('Phone number'), '13900000001');
    await userEvent.type(field('Verification code'), '123456{Enter}');
    await waitFor(() => expect(machine.callsOf('submitSmsLogin')).toEqual([[{ account: '13900000001', code: '123456' }]]));
    expect(machine.callsOf('checkPhone')).toEqual([['13900000001', FAKE_CAPTCHA_PASS]]);
  });

  it('a captcha closed unsolved checks and sends nothing, and keeps what was typed', async () => {
    const captcha = createFakeCaptchaProvider({ closed: true });
    const { machine } = renderLoginDialog({ view: { mode: 'accountLogin', tab: 'sms' } }, captcha);
    await userEvent.type(field('Phone number'), '13900000001');
    await userEvent.type(field('Verification code'), '123456{Enter}');
    await waitFor(() => expect(captcha.verifyCount()).toBe(1));
    expect(machine.callsOf('checkPhone')).toHaveLength(0);
    expect(machine.callsOf('submitSmsLogin')).toHaveLength(0);
    expect(field('Verification code').value).toBe('123456');
  });

  it('validates the code (required, 6 digits, whitespace stripped) and the new password', async () => {
    const { machine } = renderLoginDialog({ view: { mode: 'accountLogin', tab: 'sms' }, phoneRegistered: false });
    expect(SMS_CODE_LENGTH).toBe(6);
    expect(field('Verification code')).toHaveAttribute('maxLength', '6');
    expect(field('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(screen.getByRole('button', { name: 'Register and log in' }));
    expect(messageOf(field('Verification code'))).toBe('Please enter verification code');
    expect(messageOf(field('Set a password'))).toBe('Please enter password');
    await userEvent.type(field('Verification code'), '12 34');
    expect(field('Verification code').value).toBe('1234');
    expect(messageOf(field('Verification code'))).toBe('SMS verification code is 6 digits');
    fireEvent.change(field('Set a password'), { target: { value: 'a1'.repeat(17) } });
    fireEvent.blur(field('Set a password'));
    expect(messageOf(field('Set a password'))).toBe('Password length is at most 32');

    await userEvent.type(field('Phone number'), '13900000020');
    await userEvent.type(field('Verification code'), '56');
    fireEvent.change(field('Set a password'), { target: { value: 'newpass123' } });
    await userEvent.click(screen.getByRole('button', { name: 'Register and log in' }));
    expect(machine.callsOf('submitSmsLogin')).toEqual([[{ account: '13900000020', code: '123456', password: 'newpass123' }]]);
  });

  it('a registered phone logs in without a password', async () => {
    const { machine } = renderLoginDialog({ view: { mode: 'accountLogin', tab: 'sms' }, phoneRegistered: true });
    await userEvent.type(field('Phone number'), '13900000001');
    await userEvent.type(field('Verification code'), '123456{Enter}');
    expect(machine.callsOf('submitSmsLogin')).toEqual([[{ account: '13900000001', code: '123456' }]]);
  });
});

describe('password reset form', () => {
  it('checks the new password and its confirmation (spec §5)', async () => {
    const { machine } = renderLoginDialog({ view: { mode: 'passwordReset' } });
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(messageOf(field('Phone number'))).toBe('Please enter phone number');
    expect(messageOf(field('New password'))).toBe('Please enter password');
    expect(messageOf(field('Confirm new password'))).toBe('Please enter password again');

    await userEvent.type(field('Phone number'), '13900000001');
    await userEvent.type(field('Verification code'), '654321');
    await userEvent.type(field('New password'), 'fresh1234');
    await userEvent.type(field('Confirm new password'), 'fresh12345');
    await userEvent.tab();
    expect(messageOf(field('Confirm new password'))).toBe('Passwords do not match');

    await userEvent.type(field('Confirm new password'), '{Backspace}{Enter}');
    expect(machine.callsOf('submitPasswordReset')).toEqual([
      [{ mobile: '13900000001', code: '654321', password: 'fresh1234', confirmPassword: 'fresh1234' }],
    ]);
  });

  it("'Back to login' returns to the password tab", async () => {
    const { machine } = renderLoginDialog({ view: { mode: 'passwordReset' } });
    await userEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(machine.callsOf('showAccountLogin')).toEqual([['password']]);
  });
});

describe('register forms', () => {
  it('bind phone uses the registration wording and submits phone, code and password', async () => {
    const { machine } = renderLoginDialog({ view: { mode: 'bindPhone', sceneId: 'scene-1' } });
    await userEvent.type(field('Phone number'), '2390000000');
    await userEvent.tab();
    expect(messageOf(field('Phone number'))).toBe('Please enter a correct phone number');
    await userEvent.clear(field('Phone number'));
    await userEvent.type(field('Phone number'), '13900000030');
    await userEvent.type(field('Verification code'), '111222');
    await userEvent.type(field('Set a password'), 'bind1234');
    await userEvent.click(screen.getByRole('button', { name: 'Bind and log in' }));
    expect(machine.callsOf('submitBindPhone')).toEqual([[{ account: '13900000030', code: '111222', password: 'bind1234' }]]);
  });

  it('each promote variant has its own title and subtitle; activity grants a lottery chance', async () => {
    const variants = [
      ['promoteRegister', 'Register for SeaLens', /start analysing/],
      ['promoteRegisterBind', 'Register and bind WeChat', /WeChat is bound/],
      ['fastPromoteRegister', 'Quick registration', /One step/],
      ['activityRegister', 'Register for the activity', /lottery chance/],
    ] as const;
    for (const [variant, title, subtitle] of variants) {
      const { unmount } = renderLoginDialog({ view: { mode: 'promote', variant } });
      expect(screen.getByRole('dialog', { name: title })).toHaveTextContent(subtitle);
      unmount();
    }
    const { machine } = renderLoginDialog({ view: { mode: 'promote', variant: 'activityRegister' } });
    await userEvent.type(field('Phone number'), '13900000031');
    await userEvent.type(field('Verification code'), '333444');
    await userEvent.type(field('Set a password'), 'lucky1234');
    await userEvent.click(screen.getByRole('button', { name: 'Register and get a lottery chance' }));
    expect(machine.callsOf('submitPromoteRegister')).toEqual([[{ account: '13900000031', code: '333444', password: 'lucky1234' }]]);
  });

  it('identity auth shows the masked phone and submits the code', async () => {
    const { machine } = renderLoginDialog({ view: { mode: 'identityAuth', account: '13900000003', maskedPhone: '139****0003' } });
    expect(screen.getByRole('dialog')).toHaveTextContent('139****0003');
    expect(screen.getByRole('dialog')).not.toHaveTextContent('13900000003');
    await userEvent.type(field('Verification code'), '987654{Enter}');
    expect(machine.callsOf('submitIdentityAuth')).toEqual([[{ code: '987654' }]]);
  });
});

describe('account select', () => {
  it('lists the main account and the sub-accounts and logs in with the chosen one', async () => {
    const main = { account: '13900000002', displayName: 'Owner Li' };
    const sub = { account: 'sub-01', nickName: 'Shop A' };
    const { machine } = renderLoginDialog({ view: { mode: 'accountSelect', mainAccount: main, subAccounts: [sub] } });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toBeChecked();
    expect(radios[0]).toHaveAccessibleName(/Owner Li/);
    await userEvent.click(screen.getByRole('radio', { name: /Shop A/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(machine.callsOf('chooseAccount')).toEqual([[sub]]);
  });
});
