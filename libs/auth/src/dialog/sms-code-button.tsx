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

export function SmsCodeButton({ machine, purpose, mobile, validatePhone }: SmsCodeButtonProps) {
  const { t, i18n } = useLingui();
  const captcha = useCaptcha();
  const noticeId = useId();
  const { state, current } = useSmsCodeMachine(machine, purpose);
  /** The outcome of the captcha reset after a given failed send. */
  const [reset, setReset] = useState<{ after: SmsCodeState; ok: boolean } | undefined>(undefined);
  /** The captcha itself failed to open on the last click. */
  const [captchaBroken, setCaptchaBroken] = useState(false);

  // After 16801/16808/16809 the captcha gets a fresh session, once per failed send (StrictMode
  // runs effects twice; the ref keeps it to one reset).
  const resetFor = useRef<SmsCodeState | null>(null);
  useEffect(() => {
    if (state.status !== 'error' || state.reason !== 'captcha-reset' || resetFor.current === state) return;
    resetFor.current = state;
    captcha.reset().then(
      (ok) => setReset({ after: state, ok }),
      () => setReset({ after: state, ok: false }),
    );
  }, [state, captcha]);

  const label = smsButtonLabel(state);

  const onClick = async () => {
    const sms = current();
    if (!sms || label !== 'send' || state.status === 'needsCaptcha') return;
    setCaptchaBroken(false);
    if (validatePhone && !validatePhone()) return;
    sms.request(mobile);
    if (sms.getState().status !== 'needsCaptcha') return;
    let pass: Awaited<ReturnType<typeof captcha.verify>> = null;
    try {
      pass = await captcha.verify();
    } catch {
      // A captcha that cannot open counts as not passed; the user is told to refresh.
      setCaptchaBroken(true);
    }
    if (pass) sms.captchaPassed(pass);
    else sms.cancelCaptcha();
  };

  // What went wrong with the last send, derived from the machine's state (the phone's own message
  // is shown under the phone field, so 'invalid-phone' adds nothing here).
  let noticeText: string | undefined;
  if (captchaBroken) noticeText = translateApiMessage(i18n, 'captchaResetFailed');
  else if (state.status === 'error') {
    if (state.reason === 'captcha-reset' && reset?.after === state) {
      noticeText = reset.ok ? t`Captcha verification failed, please try again` : translateApiMessage(i18n, 'captchaResetFailed');
    } else if (state.reason === 'server' && state.message) noticeText = state.message;
    else if (state.reason === 'network' || state.reason === 'server') noticeText = t`Network error, please try again`;
  }

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
