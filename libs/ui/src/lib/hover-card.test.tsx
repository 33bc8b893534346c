import { screen } from '@testing-library/react';
import { HoverCard, HoverCardContent, HoverCardTrigger } from './hover-card';
import { renderWithI18n } from './test-utils';

describe('HoverCard', () => {
  it('shows its content only when open', () => {
    const { rerender } = renderWithI18n(
      <HoverCard open={false}>
        <HoverCardTrigger href="/register">Register</HoverCardTrigger>
        <HoverCardContent>Free membership for new users</HoverCardContent>
      </HoverCard>,
    );
    expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByText('Free membership for new users')).not.toBeInTheDocument();

    rerender(
      <HoverCard open>
        <HoverCardTrigger href="/register">Register</HoverCardTrigger>
        <HoverCardContent>Free membership for new users</HoverCardContent>
      </HoverCard>,
    );
    expect(screen.getByText('Free membership for new users')).toBeInTheDocument();
  });
});
