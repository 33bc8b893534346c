import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogContent, DialogTrigger } from './dialog';
import { renderWithI18n } from './test-utils';

function Example(props: { width?: number; zIndex?: number; description?: string }) {
  return (
    <Dialog>
      <DialogTrigger>Open</DialogTrigger>
      <DialogContent title="Log in" {...props}>
        Body
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger with an accessible name and description', async () => {
    renderWithI18n(<Example description="Use your phone number" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveAccessibleDescription('Use your phone number');
    expect(dialog).toHaveTextContent('Body');
  });

  it('applies width as max-width and zIndex to the panel', async () => {
    renderWithI18n(<Example width={550} zIndex={1070} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.maxWidth).toBe('550px');
    expect(dialog.style.zIndex).toBe('1070');
  });

  it('closes with the translated close button and with Escape', async () => {
    renderWithI18n(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
