// Spec §4 step 4: the account has no WeChat bound, so logging in ends with a bind scan.
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginDialogMachine } from '../flows/login-dialog-contract';
import { QrLoginPanel } from './qr-login-panel';

export function BindWxQrPanel({ machine }: { machine: LoginDialogMachine }) {
  const { t } = useLingui();
  return (
    <QrLoginPanel qr={machine.bindQr} label={t`WeChat binding QR code`} caption={<Trans>Bind WeChat to finish logging in</Trans>} />
  );
}
