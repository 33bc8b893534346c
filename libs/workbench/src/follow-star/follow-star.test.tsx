import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { FollowStar } from './follow-star';

describe('FollowStar', () => {
  it("names the item and says whether it is followed, alone in a row or with its words on a page", async () => {
    const onClick = vi.fn();
    const { rerender } = renderWithI18n(<FollowStar itemName="Lip tint" followed={false} compact onClick={onClick} />);
    const star = screen.getByRole('button', { name: 'Follow Lip tint' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<FollowStar itemName="Lip tint" followed compact />);
    expect(screen.getByRole('button', { name: 'Followed: Lip tint' })).toHaveAttribute('aria-pressed', 'true');
    rerender(<FollowStar itemName="Lip tint" followed />);
    expect(screen.getByRole('button', { name: 'Followed' })).toHaveAttribute('aria-pressed', 'true');
  });
});
