import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n, wrapI18n } from '../testing/render-with-i18n';
import { BackfillDialog, type BackfillAnswer } from './backfill-dialog';
import { authAtoms, createAuthStore } from '@sealens/auth';
import { canReceiveMessages, openBackfillDialog } from './open-backfill-dialog';

function deferred() {
  let resolve!: (answer: BackfillAnswer) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<BackfillAnswer>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const dialog = () => screen.getByTestId('backfill-dialog');

describe('BackfillDialog (spec §2, §4, §9)', () => {
  it('opens in phase 1: 620 px wide on layer 1070, with the id, the three causes and the hint', () => {
    renderWithI18n(<BackfillDialog kind="good" id="123456" open onOpenChange={() => undefined} apply={vi.fn()} />);
    const panel = screen.getByRole('dialog', { name: 'The product you searched is not yet included in our data (ID: 123456)' });
    expect(panel.style.maxWidth).toBe('620px');
    expect(panel.style.zIndex).toBe('1070');
    expect(panel.querySelector('[data-picture="not-found"]')).not.toBeNull();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Not every product meets the conditions for inclusion.',
      'The data is still syncing.',
      'Our collection may have missed it.',
    ]);
    // Issue 27 item 5: spec §2's third cause, not "it may be a bug".
    expect(panel).not.toHaveTextContent(/bug/i);
    expect(panel).toHaveTextContent("Click 'Apply for data backfill' and we will add this product's data.");
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply for data backfill' })).toBeInTheDocument();
  });

  it('speaks of a shop for kind mall', () => {
    renderWithI18n(<BackfillDialog kind="mall" id="77" open onOpenChange={() => undefined} apply={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'The shop you searched is not yet included in our data (ID: 77)' })).toBeVisible();
    expect(dialog()).toHaveTextContent('Not every shop meets the conditions for inclusion.');
    expect(dialog()).toHaveTextContent("we will add this shop's data");
  });

  it('turns into phase 2 (500 px, still layer 1070) when the apply answer has code 200', async () => {
    const apply = vi.fn().mockResolvedValue({ code: 200 });
    renderWithI18n(<BackfillDialog kind="good" id="1" open onOpenChange={() => undefined} apply={apply} canBeNotified />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply for data backfill' }));
    const panel = await screen.findByRole('dialog', { name: 'Application submitted successfully' });
    expect(apply).toHaveBeenCalledTimes(1);
    expect(panel.style.maxWidth).toBe('500px');
    expect(panel.style.zIndex).toBe('1070');
    expect(panel.querySelector('[data-picture="success"]')).not.toBeNull();
    expect(panel).toHaveTextContent("We will backfill this product's data first and notify you through an official-account message.");
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('says shop in phase 2 for kind mall', () => {
    renderWithI18n(<BackfillDialog kind="mall" id="1" open onOpenChange={() => undefined} apply={vi.fn()} initialPhase="submitted" canBeNotified />);
    expect(dialog()).toHaveTextContent("We will backfill this shop's data first and notify you through an official-account message.");
  });

  it('promises no message to someone who cannot receive one (issue 27 item 5): search again later', () => {
    const { unmount } = renderWithI18n(<BackfillDialog kind="good" id="1" open onOpenChange={() => undefined} apply={vi.fn()} initialPhase="submitted" />);
    expect(dialog()).toHaveTextContent("We will backfill this product's data first. Search for it again in a few days.");
    expect(dialog()).not.toHaveTextContent(/message/);
    unmount();
    renderWithI18n(<BackfillDialog kind="mall" id="1" open onOpenChange={() => undefined} apply={vi.fn()} initialPhase="submitted" canBeNotified={false} />);
    expect(dialog()).toHaveTextContent("We will backfill this shop's data first. Search for it again in a few days.");
  });

  it('knows who can receive the message: a logged-in member with WeChat bound', () => {
    const store = createAuthStore({ storage: null, eventTarget: null });
    expect(canReceiveMessages(store)).toBe(false);
    store.set(authAtoms.infoAtom, { accessToken: 't', channelUserInfo: { wxIsBind: false } });
    expect(canReceiveMessages(store)).toBe(false);
    store.set(authAtoms.infoAtom, { accessToken: 't', channelUserInfo: { wxIsBind: true } });
    expect(canReceiveMessages(store)).toBe(true);
    store.set(authAtoms.infoAtom, { channelUserInfo: { wxIsBind: true } });
    expect(canReceiveMessages(store)).toBe(false);
  });

  it('shows the apply button busy while waiting, and a non-200 answer changes nothing and says nothing', async () => {
    const answer = deferred();
    renderWithI18n(<BackfillDialog kind="good" id="9" open onOpenChange={() => undefined} apply={() => answer.promise} />);
    const before = dialog().textContent;
    const button = screen.getByRole('button', { name: 'Apply for data backfill' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await act(async () => answer.resolve({ code: 500 }));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(dialog()).toHaveAttribute('data-phase', 'not-found');
    expect(dialog().style.maxWidth).toBe('620px');
    expect(dialog().textContent).toBe(before);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a rejected request changes nothing either, and may be retried', async () => {
    const apply = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ code: 200 });
    renderWithI18n(<BackfillDialog kind="mall" id="9" open onOpenChange={() => undefined} apply={apply} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply for data backfill' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply for data backfill' })).toBeEnabled());
    expect(dialog()).toHaveAttribute('data-phase', 'not-found');
    await userEvent.click(screen.getByRole('button', { name: 'Apply for data backfill' }));
    expect(await screen.findByRole('dialog', { name: 'Application submitted successfully' })).toBeVisible();
  });

  it.each(['Cancel', 'Close'])('closes with %s in phase 1', async (name) => {
    const onOpenChange = vi.fn();
    renderWithI18n(<BackfillDialog kind="good" id="1" open onOpenChange={onOpenChange} apply={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it.each(['Got it', 'Close'])('closes with %s in phase 2', async (name) => {
    const onOpenChange = vi.fn();
    renderWithI18n(<BackfillDialog kind="good" id="1" open onOpenChange={onOpenChange} apply={vi.fn()} initialPhase="submitted" />);
    await userEvent.click(screen.getByRole('button', { name }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('openBackfillDialog', () => {
  const hosts = () => document.querySelectorAll('[data-backfill-host]');
  const panels = () => document.querySelectorAll('[data-testid="backfill-dialog"]');

  it('opens several instances at once, each in its own root, and removes each one when it closes', async () => {
    const onClosed = vi.fn();
    openBackfillDialog({ kind: 'good', id: '111', apply: vi.fn(), wrap: wrapI18n, onClosed });
    openBackfillDialog({ kind: 'mall', id: '222', apply: vi.fn(), wrap: wrapI18n });
    await waitFor(() => expect(panels()).toHaveLength(2));
    expect(hosts()).toHaveLength(2);
    expect([...panels()].map((p) => p.getAttribute('data-kind'))).toEqual(['good', 'mall']);

    // The newest is on top and active; cancelling it removes only its root.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(hosts()).toHaveLength(1));
    expect(panels()[0]).toHaveAttribute('data-kind', 'good');
    expect(onClosed).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(hosts()).toHaveLength(0));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('goes apply -> phase 2 -> got it -> gone, and the request was sent once', async () => {
    const apply = vi.fn().mockResolvedValue({ code: 200 });
    openBackfillDialog({ kind: 'good', id: '5', apply, wrap: wrapI18n });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply for data backfill' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(hosts()).toHaveLength(0));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when closed through its handle before its code has loaded', async () => {
    const onClosed = vi.fn();
    const handle = openBackfillDialog({ kind: 'good', id: '6', apply: vi.fn(), wrap: wrapI18n, onClosed });
    handle.close();
    expect(onClosed).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hosts()).toHaveLength(0);
  });

  it("says so instead of opening when its code cannot be loaded, and loads it on the next try", async () => {
    vi.resetModules();
    vi.doMock('./backfill-dialog', () => Promise.reject(new Error('offline')));
    const fresh = await import('./open-backfill-dialog');
    const onLoadFailed = vi.fn();
    fresh.openBackfillDialog({ kind: 'good', id: '7', apply: vi.fn(), wrap: wrapI18n, onLoadFailed });
    await waitFor(() => expect(onLoadFailed).toHaveBeenCalledTimes(1));
    expect(hosts()).toHaveLength(0);
    vi.doUnmock('./backfill-dialog');
    const handle = fresh.openBackfillDialog({ kind: 'good', id: '7', apply: vi.fn(), wrap: wrapI18n, onLoadFailed });
    await screen.findByTestId('backfill-dialog');
    act(() => handle.close());
    await waitFor(() => expect(hosts()).toHaveLength(0));
  });

  it('can be closed through its handle', async () => {
    const handle = openBackfillDialog({ kind: 'mall', id: '5', apply: vi.fn(), wrap: wrapI18n });
    await screen.findByTestId('backfill-dialog');
    act(() => handle.close());
    await waitFor(() => expect(hosts()).toHaveLength(0));
  });
});
