// The login dialog of spec §2: one Radix dialog whose body follows the flow's mode. Width 550 for
// every login mode, 500 for the risk dialogs (spec §9). Esc, the close icon and the overlay all
// close through the machine, which stops its timers; mode 'closed' closes the dialog.
import { DIALOG_WIDTH } from '@sealens/domain';
import { Dialog, DialogContent } from '@sealens/ui';
import type { LoginDialogMachine } from '../flows/login-dialog-contract';
import { LoginDialogScreen } from './login-dialog-screen';
import { LoginDialogTitle } from './login-dialog-title';
import { LoginModeSwitch } from './login-mode-switch';
import { useMachineState } from './use-machine-state';

export interface LoginDialogProps {
  machine: LoginDialogMachine;
}

export function LoginDialog({ machine }: LoginDialogProps) {
  const state = useMachineState(machine);
  const { view } = state;
  const open = view.mode !== 'closed';
  const switchable = view.mode === 'qrLogin' || view.mode === 'accountLogin';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) machine.close();
      }}
    >
      {open && (
        <DialogContent
          title={<LoginDialogTitle view={view} />}
          width={view.mode === 'risk' ? DIALOG_WIDTH.risk : DIALOG_WIDTH.login}
          // Room above the title for the corner switch.
          className={switchable ? 'pt-12' : undefined}
          data-mode={view.mode}
        >
          {switchable && <LoginModeSwitch machine={machine} current={view.mode === 'qrLogin' ? 'qrLogin' : 'accountLogin'} />}
          <LoginDialogScreen machine={machine} state={state} />
        </DialogContent>
      )}
    </Dialog>
  );
}
