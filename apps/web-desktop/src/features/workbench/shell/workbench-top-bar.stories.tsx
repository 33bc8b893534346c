import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { WorkbenchTopBar } from './workbench-top-bar';
import { ULTIMATE_RIGHTS } from './rights-fixtures';

const HOT = 'product/hot-sales-product';


/** The bar on a ranking page (its path in the page route's data, as workbench-page-route.tsx gives it). */
function TopBarOnRanking({ width }: { width: number }) {
  const router = createMemoryRouter(
    [{ path: '*', loader: () => ({ path: HOT }), element: <WorkbenchTopBar rights={ULTIMATE_RIGHTS} unread={3} scoped onOpenNav={() => undefined} /> }],
    { initialEntries: [`/workbench/${HOT}?site=TH`] },
  );
  return (
    <div style={{ width, maxWidth: '100%' }}>
      <RouterProvider router={router} />
    </div>
  );
}

const meta = {
  title: 'Workbench/Shell/Compact top bar',
  component: TopBarOnRanking,
  args: { width: 390 },
  // The lg: classes follow the viewport: a phone's (the story tests' browser takes it too).
  parameters: { viewport: { options: { phone: { name: 'Phone, 390 x 844', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof TopBarOnRanking>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Below 1,024 px: one row (menu, logo, notifications, account), the scope as one button. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = await canvas.findByRole('button', { name: 'Account, plan and language' });
    const menu = canvas.getByRole('button', { name: 'Open the workbench menu' });
    // One row: the account button beside the menu button.
    await expect(Math.abs(account.getBoundingClientRect().top - menu.getBoundingClientRect().top)).toBeLessThan(2);
    await expect(canvas.getByTestId('workbench-scope-summary-text')).toHaveTextContent('Thailand · All categories · 7 days');
    await expect(canvas.getByTestId('workbench-scope')).not.toBeVisible();
    await userEvent.click(account);
    const popover = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Account, plan and language' }, { timeout: 10_000 });
    await expect(within(popover).getByTestId('workbench-plan-name')).toHaveTextContent('Ultimate edition, until Dec 31, 2099');
    await expect(within(popover).getByTestId('workbench-exports-left')).toHaveTextContent('Exports today: 50 of 50 left');
    // Left open: the a11y checks that follow cover the popover too.
  },
};

/** The scope controls disclosed under the scope button. */
export const PhoneScopeOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scope = await canvas.findByTestId('workbench-scope-summary');
    await userEvent.click(scope);
    await expect(scope).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByTestId('workbench-scope')).toBeVisible();
  },
};
