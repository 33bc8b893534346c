import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { isLoginDialogOpen, openLoginDialog } from './login-dialog-host';
import { createFakeLoginDialogMachine, type FakeLoginDialogMachine } from './testing/fake-login-dialog-machine';
import { DialogTestProviders } from './testing/render-login-dialog';

const wrap = (node: ReactNode) => <DialogTestProviders>{node}</DialogTestProviders>;
const hosts = () => document.querySelectorAll('[data-login-dialog-host]');

function open(machines: FakeLoginDialogMachine[]) {
  let opened = false;
  act(() => {
    opened = openLoginDialog(
      () => {
        const machine = createFakeLoginDialogMachine({ view: { mode: 'accountLogin', tab: 'password' } });
        machines.push(machine);
        return machine;
      },
      { wrap },
    );
  });
  return opened;
}

describe('openLoginDialog (spec §2: one at a time; closing removes it)', () => {
  afterEach(async () => {
    // Leave no dialog behind for the next test.
    const dialog = screen.queryByRole('dialog');
    if (dialog) await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(isLoginDialogOpen()).toBe(false));
  });

  it('renders one dialog into its own root appended to the body', async () => {
    const machines: FakeLoginDialogMachine[] = [];
    expect(open(machines)).toBe(true);
    expect(hosts()).toHaveLength(1);
    expect(hosts()[0]?.parentElement).toBe(document.body);
    expect(await screen.findByRole('dialog', { name: 'Account login' })).toBeInTheDocument();
    expect(isLoginDialogOpen()).toBe(true);
  });

  it('ignores opening while one is open, without creating a machine', async () => {
    const machines: FakeLoginDialogMachine[] = [];
    expect(open(machines)).toBe(true);
    expect(open(machines)).toBe(false);
    expect(machines).toHaveLength(1);
    expect(hosts()).toHaveLength(1);
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
  });

  it('closing unmounts the root and removes its element; the next open works', async () => {
    const machines: FakeLoginDialogMachine[] = [];
    open(machines);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(machines[0]?.callsOf('close')).toHaveLength(1);
    await waitFor(() => expect(hosts()).toHaveLength(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isLoginDialogOpen()).toBe(false);

    expect(open(machines)).toBe(true);
    expect(machines).toHaveLength(2);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('the flow closing itself (e.g. login finished) also removes the dialog', async () => {
    const machines: FakeLoginDialogMachine[] = [];
    open(machines);
    await screen.findByRole('dialog');
    act(() => machines[0]?.setState({ view: { mode: 'closed' } }));
    await waitFor(() => expect(hosts()).toHaveLength(0));
    expect(isLoginDialogOpen()).toBe(false);
  });
});
