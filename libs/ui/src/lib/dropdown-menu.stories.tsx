import { DROPDOWN_MAX_HEIGHT_PX } from '@sealens/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenuContent,
} satisfies Meta<typeof DropdownMenuContent>;
export default meta;

type Story = StoryObj<typeof meta>;

const groups = ['Product analysis', 'Shop analysis', 'Hot search words', 'Brand analysis', 'Live analysis'];

export const LongMenu: Story = {
  parameters: {
    // The menu stays open for the a11y checks. A modal Radix menu aria-hides the page behind it while its
    // focus trap keeps the trigger unreachable, which axe's aria-hidden-focus cannot see: skip only that rule.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  render: (args) => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">Data</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" {...args}>
        {groups.map((group, index) => (
          <DropdownMenuGroup key={group}>
            {index > 0 && <DropdownMenuSeparator />}
            <DropdownMenuLabel>{group}</DropdownMenuLabel>
            <DropdownMenuItem>Overview</DropdownMenuItem>
            <DropdownMenuItem>Hot sales</DropdownMenuItem>
            <DropdownMenuItem disabled>Soaring (soon)</DropdownMenuItem>
            <DropdownMenuLinkItem href="#contrast">Contrast</DropdownMenuLinkItem>
          </DropdownMenuGroup>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Data' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(menu.style.maxHeight).toBe(`${DROPDOWN_MAX_HEIGHT_PX}px`);
    await expect(getComputedStyle(menu).maxHeight).toBe('500px');
    await expect(getComputedStyle(menu).overflowY).toBe('auto');
    // Left open on purpose: the a11y checks that follow then cover the open menu.
  },
};

function LanguageMenu() {
  const [locale, setLocale] = useState('en');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost">Language: {locale}</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuRadioGroup value={locale} onValueChange={setLocale}>
          <DropdownMenuRadioItem value="zh">简体中文</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="en">English</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="th">ไทย</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export const RadioItems: Story = {
  render: () => <LanguageMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Language: en' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitemradio', { name: 'ไทย' }));
    await expect(canvas.getByRole('button', { name: 'Language: th' })).toBeInTheDocument();
  },
};
