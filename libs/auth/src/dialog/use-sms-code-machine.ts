// One SMS code machine per mounted SMS button (contract: the view destroys it on unmount). It is
// created in an effect, not during render, so StrictMode's simulated remount gets a live machine
// instead of a destroyed one; a stable holder lets the button subscribe before it exists.
import { useEffect, useState } from 'react';
import type { LoginDialogMachine, SmsPurpose } from '../flows/login-dialog-contract';
import type { SmsCodeMachine, SmsCodeState } from '../machines/sms-code-machine';
import { useMachineState, type StateSource } from './use-machine-state';

const IDLE_STATE: SmsCodeState = { status: 'idle' };

interface SmsMachineHolder extends StateSource<SmsCodeState> {
  current(): SmsCodeMachine | null;
  attach(machine: SmsCodeMachine | null): void;
}

function createHolder(): SmsMachineHolder {
  let machine: SmsCodeMachine | null = null;
  let unsubscribe = (): void => undefined;
  const listeners = new Set<(state: SmsCodeState) => void>();
  const getState = () => machine?.getState() ?? IDLE_STATE;
  const notify = () => {
    for (const listener of [...listeners]) listener(getState());
  };
  return {
    current: () => machine,
    getState,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    attach(next) {
      unsubscribe();
      machine = next;
      unsubscribe = next ? next.subscribe(notify) : () => undefined;
      notify();
    },
  };
}

export function useSmsCodeMachine(machine: LoginDialogMachine, purpose: SmsPurpose) {
  const [holder] = useState(createHolder);
  useEffect(() => {
    const created = machine.createSmsCode(purpose);
    holder.attach(created);
    return () => {
      holder.attach(null);
      created.destroy();
    };
  }, [holder, machine, purpose]);
  const state = useMachineState(holder);
  return { state, current: holder.current };
}
