import { renderWithI18n } from '@sealens/i18n/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isActiveLink } from './use-link-navigation';
import { WorkbenchNav } from './workbench-nav';

function renderNav(at: string, onNavigate = vi.fn()) {
  const router = createMemoryRouter([{ path: '*', element: <WorkbenchNav onNavigate={onNavigate} /> }], { initialEntries: [at] });
  renderWithI18n(<RouterProvider router={router} />);
  const nav = screen.getByRole('navigation', { name: 'Workbench' });
  return { router, nav, onNavigate };
}

describe('isActiveLink', () => {
  it('is the same path, letter case aside, or a path under it unless the link ends there', () => {
    expect(isActiveLink('/workbench/product/hot-sales-product', '/workbench/product/hot-sales-product?urlCode=x')).toBe(true);
    expect(isActiveLink('/Workbench/Product/Hot-Sales-Product', '/workbench/product/hot-sales-product')).toBe(true);
    expect(isActiveLink('/workbench/home/more', '/workbench/home?urlCode=x')).toBe(true);
    expect(isActiveLink('/workbench/home/more', '/workbench/home?urlCode=x', true)).toBe(false);
    expect(isActiveLink('/workbench/product/hot-sales-products', '/workbench/product/hot-sales-product')).toBe(false);
    expect(isActiveLink('/workbench/product', '/workbench/product/hot-sales-product')).toBe(false);
  });
});

describe("the workbench's side navigation (plain links, one click handler)", () => {
  it('marks the open page as current, keeping the urlCode in every link', () => {
    const { nav } = renderNav('/workbench/product/hot-sales-product?site=TH&urlCode=partner7');
    const current = within(nav).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('href', '/workbench/product/hot-sales-product?urlCode=partner7');
    expect(current[0]).toHaveClass('font-semibold');
    expect(within(nav).getByRole('link', { name: 'My workbench' })).not.toHaveAttribute('aria-current');
  });

  it('opens a page in the app on a click or Enter, and says so to its container (the phone sheet closes)', async () => {
    const user = userEvent.setup();
    const { router, nav, onNavigate } = renderNav('/workbench/product/hot-sales-product?urlCode=sealens');
    await user.click(within(nav).getByRole('link', { name: 'How our figures are made' }));
    expect(router.state.location.pathname).toBe('/workbench/method');
    expect(router.state.location.search).toBe('?urlCode=sealens');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(within(nav).getByRole('link', { name: 'How our figures are made' })).toHaveAttribute('aria-current', 'page');
    within(nav).getByRole('link', { name: 'My workbench' }).focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/workbench/home');
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('replaces the history entry when the link is the page already open, as <Link> does', async () => {
    const user = userEvent.setup();
    const { router, nav } = renderNav('/workbench/method?urlCode=sealens');
    await user.click(within(nav).getByRole('link', { name: 'How our figures are made' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click with a modifier key, a middle click and a link to another site to the browser', () => {
    const { router, nav, onNavigate } = renderNav('/workbench/product/hot-sales-product?urlCode=sealens');
    const method = within(nav).getByRole('link', { name: 'How our figures are made' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      // fireEvent returns false when the default was prevented.
      expect(fireEvent.click(method, init)).toBe(true);
    }
    const external = within(nav)
      .getAllByRole('link')
      .find((link) => link.getAttribute('target') === '_blank');
    expect(external).toBeDefined();
    if (external) expect(fireEvent.click(external)).toBe(true);
    expect(router.state.location.pathname).toBe('/workbench/product/hot-sales-product');
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
