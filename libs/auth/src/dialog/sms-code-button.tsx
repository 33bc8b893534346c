// The SMS code button of spec §4: idle "Get code" -> "Sending…" -> "N seconds until retry".
// Sending needs a valid phone field and a passed slide captcha first; after the captcha codes of
// spec §8 the captcha is reset, and when that is impossible the user is told to refresh the page.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { translateApiMessage } from '@sealens/i18n';
import { Button } from '@sealens/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useCaptcha } from '../captcha/captcha-provider';
import type { LoginDialogMachine, SmsPurpose } from '../flows/login-dialog-contract';
import { smsButtonLabel, type SmsCodeState } from '../machines/sms-code-machine';
import { useSmsCodeMachine } from './use-sms-code-machine';

export interface SmsCodeButtonProps {
  machine: LoginDialogMachine;
  purpose: SmsPurpose;
  /** The phone the code goes to (the typed one, or the account's own for identity and risk checks). */
  mobile: string;
  /** Validates the form's phone field and shows its message; false stops the send. */
  validatePhone?: () => boolean;
}

type Notice = 'captchaRetry' | 'captchaResetFailed' | 'network' | { server: string } | undefined;

export function SmsCodeButton({ machine, purpose, mobile, validatePhone }: SmsCodeButtonProps) {
  const { t, i18n } = useLingui();
  const captcha = useCaptcha();
  const noticeId = useId();
  const { state, current } = useSmsCodeMachine(machine, purpose);
  const [notice, setNotice] = useState<Notice>(undefined);

  // React to a failed send once per error state (StrictMode runs effects twice).
  const handled = useRef<SmsCodeState | null>(null);
  useEffect(() => {
    if (state.status !== 'error' || handled.current === state) return;
    handled.current = state;
    if (state.reason === 'captcha-reset') {
      captcha.reset().then(
        (ok) => setNotice(ok ? 'captchaRetry' : 'captchaResetFailed'),
        () => setNotice('captchaResetFailed'),
      );
    } else if (state.reason === 'network') setNotice('network');
    else if (state.reason === 'server') setNotice(state.message ? { server: state.message } : 'network');
  }, [state, captcha]);

  const label = smsButtonLabel(state);
  const busy = label !== 'send' || state.status === 'needsCaptcha';

  const onClick = async () => {
    const sms = current();
    if (!sms || busy) return;
    setNotice(undefined);
    if (validatePhone && !validatePhone()) return;
    sms.request(mobile);
    if (sms.getState().status !== 'needsCaptcha') return;
    let pass: Awaited<ReturnType<typeof captcha.verify>> = null;
    try {
      pass = await captcha.verify();
    } catch {
      // A captcha that fails to load counts as not passed; the user may try again.
      pass = null;
      setNotice('captchaResetFailed');
    }
    if (pass) sms.captchaPassed(pass);
    else sms.cancelCaptcha();
  };

  let noticeText: string | undefined;
  if (notice === 'captchaRetry') noticeText = t`Captcha verification failed, please try again`;
  else if (notice === 'captchaResetFailed') noticeText = translateApiMessage(i18n, 'captchaResetFailed');
  else if (notice === 'network') noticeText = t`Network error, please try again`;
  else if (notice) noticeText = notice.server;

  return (
    <div className="flex shrink-0 flex-col">
      <Button
        variant="secondary"
        className="min-w-32"
        disabled={label !== 'send'}
        loading={label === 'sending'}
        aria-describedby={noticeText ? noticeId : undefined}
        onClick={() => void onClick()}
      >
        {label === 'send' && <Trans>Get code</Trans>}
        {label === 'sending' && <Trans>Sending…</Trans>}
        {typeof label === 'object' && (
          <Plural value={label.retryIn} one="# second until retry" other="# seconds until retry" />
        )}
      </Button>
      {noticeText && (
        <p id={noticeId} role="alert" className="mt-1 max-w-40 text-xs text-danger-700">
          {noticeText}
        </p>
      )}
    </div>
  );
}
