import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonVariants } from './button';
import { renderWithI18n } from './test-utils';

describe('Button', () => {
  it('is a type=button primary md button by default', () => {
    renderWithI18n(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toContain(buttonVariants.variant.primary);
    expect(button.className).toContain(buttonVariants.size.md);
  });

  it.each(['secondary', 'ghost', 'link', 'inverse', 'ghostInverse'] as const)('applies the %s variant', (variant) => {
    renderWithI18n(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button').className).toContain(buttonVariants.variant[variant]);
  });

  it('calls onClick', async () => {
    const onClick = vi.fn();
    renderWithI18n(<Button onClick={onClick}>Go</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows a spinner, sets aria-busy and blocks clicks while loading', async () => {
    const onClick = vi.fn();
    renderWithI18n(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child with button styles when asChild', () => {
    renderWithI18n(
      <Button asChild variant="secondary" size="lg">
        <a href="/pluginIntroduce">Plugin</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Plugin' });
    expect(link).toHaveAttribute('href', '/pluginIntroduce');
    expect(link.className).toContain(buttonVariants.size.lg);
    expect(link).not.toHaveAttribute('type');
  });

  it('marks a slotted child aria-disabled while loading', () => {
    renderWithI18n(
      <Button asChild loading>
        <a href="/x">Next</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Next' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('aria-busy', 'true');
  });
});
