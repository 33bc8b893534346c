import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemberGiftDialog, MEMBER_GIFT_DIALOG_WIDTH } from './member-gift-dialog';
import { isMemberGiftDialogOpen, openMemberGiftDialog } from './open-member-gift-dialog';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const wrap = (node: ReactNode) => <I18nProvider i18n={i18n}>{node}</I18nProvider>;
const TEXT = 'The data correction you requested has been updated, and you have been given a 1-day operations edition membership.';

describe('MemberGiftDialog', () => {
  it('is visible when open, with its message as the description', () => {
    render(wrap(<MemberGiftDialog open onOpenChange={() => undefined} />));
    const dialog = screen.getByRole('dialog', { name: 'Membership gift' });
    expect(dialog).toHaveAccessibleDescription(TEXT);
    expect(dialog.style.maxWidth).toBe(`${MEMBER_GIFT_DIALOG_WIDTH}px`);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I know' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it.each(['Cancel', 'I know', 'Close'])('closes with %s', async (name) => {
    const onOpenChange = vi.fn();
    render(wrap(<MemberGiftDialog open onOpenChange={onOpenChange} />));
    await userEvent.click(screen.getByRole('button', { name }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('openMemberGiftDialog', () => {
  it('opens one dialog at a time and removes its root when closed', async () => {
    expect(openMemberGiftDialog({ wrap })).toBe(true);
    expect(isMemberGiftDialogOpen()).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Membership gift' })).toBeVisible();
    // A second call while open is ignored.
    expect(openMemberGiftDialog({ wrap })).toBe(false);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'I know' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(isMemberGiftDialogOpen()).toBe(false);
    await act(async () => undefined);
    expect(document.querySelector('[data-member-gift-host]')).toBeNull();

    // And it can open again afterwards.
    expect(openMemberGiftDialog({ wrap })).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(isMemberGiftDialogOpen()).toBe(false));
  });
});
