import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileTopBar } from './mobile-top-bar';
import { renderWithI18n } from './test-utils';

describe('MobileTopBar', () => {
  it('always shows the product title, and the back button only when asked', async () => {
    const onBack = vi.fn();
    const { rerender } = renderWithI18n(<MobileTopBar trailing={<button type="button">Log in</button>} />);
    expect(screen.getByText('SeaLens')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    rerender(<MobileTopBar onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
