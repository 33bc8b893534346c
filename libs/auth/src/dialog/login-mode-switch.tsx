// The corner switch of spec §2: the top-left corner of the dialog flips between QR login and
// account login. The icon shows where the button leads; the accessible name says it.
import { useLingui } from '@lingui/react/macro';
import type { LoginDialogMachine } from '../flows/login-dialog-contract';

export interface LoginModeSwitchProps {
  machine: LoginDialogMachine;
  /** The mode currently shown; the switch leads to the other one. */
  current: 'qrLogin' | 'accountLogin';
}

/** A QR-code glyph (to QR login). */
const QR_PATH = 'M3 3h7v7H3V3zm2 2v3h3V5H5zm9-2h7v7h-7V3zm2 2v3h3V5h-3zM3 14h7v7H3v-7zm2 2v3h3v-3H5zm9-2h3v3h-3v-3zm4 0h3v3h-3v-3zm-4 4h3v3h-3v-3zm4 0h3v3h-3v-3z';
/** A monitor glyph (to account login on this computer). */
const MONITOR_PATH = 'M3 4h18v12H3V4zm2 2v8h14V6H5zm3 13h8v2H8v-2zm3-3h2v3h-2v-3z';

export function LoginModeSwitch({ machine, current }: LoginModeSwitchProps) {
  const { t } = useLingui();
  const toAccount = current === 'qrLogin';
  return (
    <button
      type="button"
      aria-label={toAccount ? t`Switch to account login` : t`Switch to QR login`}
      title={toAccount ? t`Switch to account login` : t`Switch to QR login`}
      onClick={() => (toAccount ? machine.showAccountLogin() : machine.showQrLogin())}
      className={
        'absolute top-0 left-0 flex size-12 items-start justify-start rounded-tl-lg p-1.5 text-brand-700 ' +
        'bg-[linear-gradient(135deg,var(--color-brand-50)_50%,transparent_50%)] hover:text-brand-800 ' +
        'outline-none focus-visible:ring-2 focus-visible:ring-focus'
      }
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6" fill="currentColor">
        <path d={toAccount ? MONITOR_PATH : QR_PATH} fillRule="evenodd" />
      </svg>
    </button>
  );
}
