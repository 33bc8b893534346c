import { renderWithI18n } from '@sealens/i18n/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountPopover } from './account-popover';
import { ULTIMATE_RIGHTS } from './rights-fixtures';
import type { Rights } from './workbench-shell-data';

const RIGHTS: Rights = { ...ULTIMATE_RIGHTS, exportsLeft: 12 };

function renderPopover(rights: Rights | null, member: boolean) {
  const router = createMemoryRouter([{ path: '*', element: <AccountPopover rights={rights} member={member} /> }], { initialEntries: ['/workbench/product/hot-sales-product?site=TH'] });
  renderWithI18n(<RouterProvider router={router} />);
  return screen.getByRole('button', { name: member ? 'Account, plan and language' : 'Language and data day' });
}

describe("the phone's account popover", () => {
  it("holds the member's plan and its end, the exports left, the language and the data day", async () => {
    const user = userEvent.setup();
    const button = renderPopover(RIGHTS, true);
    await user.click(button);
    const popover = await screen.findByRole('dialog', { name: 'Account, plan and language' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByTestId('workbench-plan-name')).toHaveTextContent('Ultimate edition, until Dec 31, 2099');
    expect(screen.getByTestId('workbench-exports-left')).toHaveTextContent('Exports today: 12 of 50 left');
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(popover).toHaveTextContent('Data up to Nov 27, 2026');
    expect(popover.querySelector('time')).toHaveAttribute('dateTime', '2026-11-27');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    const button = renderPopover(RIGHTS, true);
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Account, plan and language' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when the plan has ended', async () => {
    const user = userEvent.setup();
    await user.click(renderPopover({ ...RIGHTS, level: 'expired', expiresAt: undefined }, true));
    expect(await screen.findByTestId('workbench-plan-name')).toHaveTextContent('No active plan');
  });

  it("holds a visitor's language and data day, no account (the login is in the bar)", async () => {
    const user = userEvent.setup();
    await user.click(renderPopover({ ...RIGHTS, level: 'visitor', expiresAt: undefined }, false));
    const popover = await screen.findByRole('dialog', { name: 'Language and data day' });
    expect(screen.queryByTestId('workbench-account-summary')).toBeNull();
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(popover).toHaveTextContent('Data up to Nov 27, 2026');
  });
});
