import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FOLLOW_GROUP_MAX, FOLLOW_NOTE_MAX, WORKBENCH_RIGHTS } from '@sealens/domain';
import { renderWithI18n } from '../testing/render-with-i18n';
import { FollowControl, type FollowControlProps } from './follow-control';

const NAME = 'Lip tint 12 colours';

function renderFollow(props: Partial<FollowControlProps> = {}) {
  const handlers = { onFollow: vi.fn(async () => undefined), onUpdate: vi.fn(async () => undefined), onUnfollow: vi.fn(async () => undefined) };
  const view = renderWithI18n(<FollowControl itemName={NAME} follow={null} used={3} limit={WORKBENCH_RIGHTS.starter.follows} {...handlers} {...props} />);
  return { ...handlers, ...view };
}

// Fields typed into: slow on a loaded machine.
describe('FollowControl', { timeout: 20_000 }, () => {
  it('follows an item in a group with a note, trimmed', async () => {
    const { onFollow } = renderFollow({ groups: ['Rivals', 'Lipsticks'] });
    const star = screen.getByRole('button', { name: 'Follow' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    const panel = await screen.findByRole('dialog', { name: `Follow ${NAME}` });
    expect(panel).toHaveTextContent('3 of 20 follows used.');
    await userEvent.type(within(panel).getByRole('combobox', { name: 'Group (optional)' }), ' Rivals ');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Note (optional)' }), 'Watch the price ');
    await userEvent.click(within(panel).getByRole('button', { name: 'Follow' }));
    expect(onFollow).toHaveBeenCalledWith({ group: 'Rivals', note: 'Watch the price' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a followed item as pressed, changes its note and stops following it', async () => {
    const { onUpdate, onUnfollow } = renderFollow({ follow: { group: 'Rivals', note: 'old' }, compact: true });
    const star = screen.getByRole('button', { name: `Followed: ${NAME}` });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    const panel = await screen.findByRole('dialog', { name: `Following ${NAME}` });
    const note = within(panel).getByRole('textbox', { name: 'Note (optional)' });
    expect(note).toHaveValue('old');
    await userEvent.clear(note);
    await userEvent.type(note, 'new');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(onUpdate).toHaveBeenCalledWith({ group: 'Rivals', note: 'new' });
    await userEvent.click(star);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop following' }));
    expect(onUnfollow).toHaveBeenCalledTimes(1);
  });

  it(`refuses a group over ${FOLLOW_GROUP_MAX} and a note over ${FOLLOW_NOTE_MAX} characters, keeping both`, async () => {
    expect([FOLLOW_GROUP_MAX, FOLLOW_NOTE_MAX]).toEqual([40, 200]);
    const { onFollow } = renderFollow();
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    const panel = await screen.findByRole('dialog');
    const group = within(panel).getByRole('textbox', { name: 'Group (optional)' });
    const note = within(panel).getByRole('textbox', { name: 'Note (optional)' });
    await userEvent.type(group, 'g'.repeat(41));
    await userEvent.click(note);
    await userEvent.paste('n'.repeat(201));
    await userEvent.click(within(panel).getByRole('button', { name: 'Follow' }));
    expect(panel).toHaveTextContent("A group's name has at most 40 characters.");
    expect(panel).toHaveTextContent('A note has at most 200 characters.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveValue('g'.repeat(41));
    expect(note).toHaveValue('n'.repeat(201));
    expect(onFollow).not.toHaveBeenCalled();
    // 40 and 200 pass.
    await userEvent.clear(group);
    await userEvent.type(group, 'g'.repeat(40));
    await userEvent.clear(note);
    await userEvent.click(note);
    await userEvent.paste('n'.repeat(200));
    await userEvent.click(within(panel).getByRole('button', { name: 'Follow' }));
    expect(onFollow).toHaveBeenCalledWith({ group: 'g'.repeat(40), note: 'n'.repeat(200) });
  });

  it("says the server's refusal and keeps what was typed", async () => {
    renderFollow({ onFollow: vi.fn(async () => Promise.reject(new Error('You follow 20 of 20 items.'))) });
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    const panel = await screen.findByRole('dialog');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Note (optional)' }), 'keep me');
    await userEvent.click(within(panel).getByRole('button', { name: 'Follow' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(`${NAME} could not be followed. You follow 20 of 20 items.`);
    expect(within(panel).getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('keep me');
  });

  it("says the plan's limit in words with the plan that follows more, and offers no form", async () => {
    const { rerender, onFollow } = renderFollow({ used: 20, limit: 20, plansHref: '/pricing' });
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('status')).toHaveTextContent('You follow 20 of 20 items, all your plan allows: stop following one, or follow up to 100 with the Operations edition.');
    expect(within(panel).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(onFollow).not.toHaveBeenCalled();
    const most = WORKBENCH_RIGHTS.professional.follows;
    rerender(<FollowControl itemName={NAME} follow={null} used={most} limit={most} onFollow={onFollow} onUpdate={vi.fn()} onUnfollow={vi.fn()} />);
    expect(within(await screen.findByRole('dialog')).getByRole('status')).toHaveTextContent('You follow 1,000 of 1,000 items, the most any plan follows: stop following one to follow another.');
  });

  it('a followed item can still be changed when the plan is full', async () => {
    renderFollow({ used: 20, limit: 20, follow: { group: '', note: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Followed' }));
    expect(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop following' })).toBeInTheDocument();
  });

  it('a visitor is told why instead of a form', async () => {
    renderFollow({ used: 0, limit: 0, disabledReason: 'Log in to follow items.' });
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    const panel = await screen.findByRole('dialog');
    expect(panel).toHaveTextContent('Log in to follow items.');
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("says a visitor's and an unread list's reason in the member's words, and opens at once when its star loaded it", async () => {
    const { rerender, onFollow } = renderFollow({ unavailable: 'visitor', defaultOpen: true });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Log in to follow items and hear when they move.');
    rerender(<FollowControl itemName={NAME} follow={null} used={0} limit={20} onFollow={onFollow} onUpdate={vi.fn()} onUnfollow={vi.fn()} unavailable="failed" defaultOpen />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Your follows could not be read: reload the page to try again.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('a plan without follows names the cheapest plan with some', async () => {
    renderFollow({ used: 0, limit: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(within(await screen.findByRole('dialog')).getByRole('status')).toHaveTextContent('Your plan follows no items: the Trial follows up to 5.');
  });
});
