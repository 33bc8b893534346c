// One login-dialog machine over fakes (clock, gateway, session, effects) for the flow tests.
import { createFakeClock, type FakeClock } from '../../machines/fake-clock';
import type { InviteFields } from '../auth-ports';
import type { LoginDialogMachine, LoginDialogState, LoginDialogView } from '../login-dialog-contract';
import { createLoginDialogMachine, type LoginDialogActivity } from '../login-dialog-machine';
import { createFakeAuthGateway, type FakeAnswers, type FakeAuthGateway } from './fake-auth-gateway';
import { createFakeEffects, createFakeSession, type FakeEffects, type FakeSession } from './fake-auth-ports';

export interface MachineKitOptions {
  answers?: FakeAnswers;
  initialView?: LoginDialogView;
  activity?: LoginDialogActivity;
  invite?: InviteFields;
}

export interface MachineKit {
  machine: LoginDialogMachine;
  clock: FakeClock;
  gateway: FakeAuthGateway;
  session: FakeSession;
  effects: FakeEffects;
  /** Every state the machine emitted, in order. */
  states: LoginDialogState[];
  state(): LoginDialogState;
  view(): LoginDialogView;
}

export function createMachineKit(options: MachineKitOptions = {}): MachineKit {
  const clock = createFakeClock();
  const gateway = createFakeAuthGateway(options.answers);
  const session = createFakeSession(options.invite);
  const effects = createFakeEffects();
  const machine = createLoginDialogMachine({
    gateway,
    session,
    effects,
    clock,
    ...(options.initialView ? { initialView: options.initialView } : {}),
    ...(options.activity ? { activity: options.activity } : {}),
  });
  const states: LoginDialogState[] = [];
  machine.subscribe((state) => states.push(state));
  return { machine, clock, gateway, session, effects, states, state: () => machine.getState(), view: () => machine.getState().view };
}

/** Lets every settled promise chain run (the fakes answer in microtasks). */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** An answer held back until the test releases it. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
