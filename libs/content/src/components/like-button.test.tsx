import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { LikeButton } from './like-button';

describe('LikeButton', () => {
  it('asks a visitor to log in instead of liking', async () => {
    const toggle = vi.fn();
    const onLoginNeeded = vi.fn();
    renderWithI18n(<LikeButton liked={false} likes={5} loggedIn={false} toggle={toggle} onLoginNeeded={onLoginNeeded} />);
    await userEvent.click(screen.getByRole('button', { name: /Like/ }));
    expect(onLoginNeeded).toHaveBeenCalledOnce();
    expect(toggle).not.toHaveBeenCalled();
  });

  it("toggles a member's like with the server's answer, by keyboard too", async () => {
    const toggle = vi.fn().mockResolvedValueOnce({ liked: true, likes: 6 }).mockResolvedValueOnce({ liked: false, likes: 5 });
    renderWithI18n(<LikeButton liked={false} likes={5} loggedIn toggle={toggle} onLoginNeeded={vi.fn()} />);
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('like-count')).toHaveTextContent('6');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('like-count')).toHaveTextContent('5');
  });

  it("takes no click and claims no state while the member's own like is read", async () => {
    const toggle = vi.fn();
    const { rerender } = renderWithI18n(<LikeButton liked={false} likes={5} loggedIn reading toggle={toggle} onLoginNeeded={vi.fn()} />);
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toHaveAttribute('aria-pressed');
    await userEvent.click(button);
    expect(toggle).not.toHaveBeenCalled();
    rerender(<LikeButton liked={false} likes={5} loggedIn toggle={toggle} onLoginNeeded={vi.fn()} />);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the state it had when the call fails, and says so', async () => {
    const toggle = vi.fn().mockRejectedValue(new Error('offline'));
    renderWithI18n(<LikeButton liked likes={9} loggedIn toggle={toggle} onLoginNeeded={vi.fn()} />);
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The like could not be saved');
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('like-count')).toHaveTextContent('9');
  });
});
