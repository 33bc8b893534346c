import { MOBILE_TAB_COUNT, MOBILE_TAB_ROUTES } from '@sealens/domain';
import { screen } from '@testing-library/react';
import { MOBILE_TABS, MobileTabBar, mobileTabClass } from './mobile-tab-bar';
import { renderWithI18n } from './test-utils';

describe('MobileTabBar', () => {
  it("has spec §2's four tabs, in order, as plain links to the mobile site by default", () => {
    expect(MOBILE_TABS).toHaveLength(MOBILE_TAB_COUNT);
    expect(MOBILE_TABS.map((tab) => tab.path)).toEqual(MOBILE_TAB_ROUTES);
    renderWithI18n(<MobileTabBar />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/m'],
      ['Product', '/m/product'],
      ['Knowledge base', '/m/QACommunity'],
      ['About us', '/m/about'],
    ]);
    expect(screen.getByRole('navigation', { name: 'Tab bar' })).toBeInTheDocument();
  });

  it('lets a site render its own links, and marks the current tab', () => {
    renderWithI18n(
      <MobileTabBar
        renderLink={(tab, content) => (
          <a href={`#${tab.path}`} className={mobileTabClass(tab.path === '/m/about')} aria-current={tab.path === '/m/about' ? 'page' : undefined}>
            {content}
          </a>
        )}
      />,
    );
    const current = screen.getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('About us');
    expect(current.className).toContain('text-brand-700');
    expect(screen.getByRole('link', { name: 'Home' }).className).toContain('text-ink-muted');
  });
});
