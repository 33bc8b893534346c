import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { renderWithI18n } from './test-utils';

function Example({ onSelect }: { onSelect?: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>Data</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Product analysis</DropdownMenuLabel>
        <DropdownMenuItem onSelect={onSelect}>Hot sales</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLinkItem href="/workbench/product/soaring-product">Soaring</DropdownMenuLinkItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('caps its height at 500px (spec §9) and scrolls', async () => {
    renderWithI18n(<Example />);
    screen.getByRole('button', { name: 'Data' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(menu.style.maxHeight).toBe('500px');
    expect(menu.className).toContain('overflow-y-auto');
  });

  it('renders labels, separators, items and real links', async () => {
    const onSelect = vi.fn();
    renderWithI18n(<Example onSelect={onSelect} />);
    screen.getByRole('button', { name: 'Data' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Product analysis')).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Soaring' })).toHaveAttribute(
      'href',
      '/workbench/product/soaring-product',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Hot sales' }));
    expect(onSelect).toHaveBeenCalledOnce();
  });
});

describe('DropdownMenuRadioItem', () => {
  it('marks the current choice and reports a new one', async () => {
    const onValueChange = vi.fn();
    renderWithI18n(
      <DropdownMenu>
        <DropdownMenuTrigger>Language</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuRadioGroup value="en" onValueChange={onValueChange}>
            <DropdownMenuRadioItem value="en">English</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="th">ไทย</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    screen.getByRole('button', { name: 'Language' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'ไทย' }));
    expect(onValueChange).toHaveBeenCalledWith('th');
  });
});
