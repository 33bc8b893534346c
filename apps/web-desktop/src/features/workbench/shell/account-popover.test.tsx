import { renderWithI18n } from '@sealens/i18n/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AccountPopover } from './account-popover';
import { ULTIMATE_RIGHTS } from './rights-fixtures';
import type { Rights } from './workbench-shell-data';

const RIGHTS: Rights = { ...ULTIMATE_RIGHTS, exportsLeft: 12 };

function renderPopover(rights: Rights | null, member: boolean) {
  const router = createMemoryRouter([{ path: '*', element: <AccountPopover rights={rights} member={member} /> }], { initialEntries: ['/workbench/product/hot-sales-product?site=TH'] });
  renderWithI18n(<RouterProvider router={router} />);
  return screen.getByRole('button', { name: member ? 'Account, plan and language' : 'Language and data day' });
}

/** Rendered, and once the popover's code has replaced the first-paint button. */
async function renderLoaded(rights: Rights | null, member: boolean) {
  renderPopover(rights, member);
  const name = member ? 'Account, plan and language' : 'Language and data day';
  await waitFor(() => expect(screen.getByRole('button', { name })).toHaveAttribute('data-state', 'closed'), { timeout: 5000 });
  return screen.getByRole('button', { name });
}

describe("the phone's account popover", () => {
  // First in this file: the popover's code is loaded once per module, so this runs before it is.
  it('paints a look-alike button first; a press loads the popover and opens it', async () => {
    // The browser is never idle here: only the press loads the popover.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const firstPaint = renderPopover(RIGHTS, true);
      expect(firstPaint).toHaveAttribute('aria-expanded', 'false');
      expect(firstPaint).toHaveAttribute('aria-haspopup', 'dialog');
      expect(firstPaint).not.toHaveAttribute('data-state');
      await userEvent.click(firstPaint);
      expect(await screen.findByRole('dialog', { name: 'Account, plan and language' }, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Account, plan and language' })).toHaveAttribute('aria-expanded', 'true');
    } finally {
      vi.unstubAllGlobals();
    }
  }, 20_000);

  it("holds the member's plan and its end, the exports left, the language and the data day", async () => {
    const user = userEvent.setup();
    const button = await renderLoaded(RIGHTS, true);
    await user.click(button);
    const popover = await screen.findByRole('dialog', { name: 'Account, plan and language' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('workbench-plan-name')).toHaveTextContent('Ultimate edition, until Dec 31, 2099');
    expect(screen.getByTestId('workbench-exports-left')).toHaveTextContent('Exports today: 12 of 50 left');
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(popover).toHaveTextContent('Data up to Nov 27, 2026');
    expect(popover.querySelector('time')).toHaveAttribute('dateTime', '2026-11-27');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    const button = await renderLoaded(RIGHTS, true);
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Account, plan and language' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when the plan has ended', async () => {
    const user = userEvent.setup();
    await user.click(await renderLoaded({ ...RIGHTS, level: 'expired', expiresAt: undefined }, true));
    expect(await screen.findByTestId('workbench-plan-name')).toHaveTextContent('No active plan');
  });

  it("holds a visitor's language and data day, no account (the login is in the bar)", async () => {
    const user = userEvent.setup();
    await user.click(await renderLoaded({ ...RIGHTS, level: 'visitor', expiresAt: undefined }, false));
    const popover = await screen.findByRole('dialog', { name: 'Language and data day' });
    expect(screen.queryByTestId('workbench-account-summary')).toBeNull();
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(popover).toHaveTextContent('Data up to Nov 27, 2026');
  });
});
