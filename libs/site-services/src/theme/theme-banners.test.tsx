import type { ApiClients } from '@sealens/api';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../testing/render-with-i18n';
import { HOME_SHOW_ADDRESS, loadHomeTheme } from './theme-api';
import { ThemeBanners } from './theme-banners';

const answering = (payload: unknown) =>
  ({ GET: vi.fn(async () => ({ data: { code: 200, message: 'success', payload }, response: new Response(null, { status: 200 }) })) }) as unknown as ApiClients['main'];

describe('loadHomeTheme', () => {
  it('keeps the home banners (showAddress 1) with a text, in order, a hex accent and safe links only', async () => {
    expect(HOME_SHOW_ADDRESS).toBe(1);
    const theme = await loadHomeTheme(
      answering({
        theme: 'festival',
        primaryColor: '#ee4d2d',
        banners: [
          { id: 'b', imgUrl: '/b.png', title: 'Second', link: 'javascript:alert(1)', showAddress: 1, sort: 2 },
          { id: 'a', imgUrl: '/a.png', title: 'First', link: '/pricing', showAddress: 1, sort: 1 },
          { id: 'c', imgUrl: '/c.png', title: 'Elsewhere', link: '/', showAddress: 2, sort: 0 },
          { id: 'd', imgUrl: '/d.png', link: '/', showAddress: 1, sort: 3 },
        ],
      }),
    );
    expect(theme).toEqual({
      name: 'festival',
      accent: '#ee4d2d',
      banners: [
        { id: 'a', imgUrl: '/a.png', link: '/pricing', title: 'First' },
        { id: 'b', imgUrl: '/b.png', link: null, title: 'Second' },
      ],
    });
  });

  it('answers null without banners for the home, and drops a colour that is not a hex colour', async () => {
    expect(await loadHomeTheme(answering({ theme: 'default', banners: [] }))).toBeNull();
    const theme = await loadHomeTheme(answering({ primaryColor: 'red;background:url(x)', banners: [{ imgUrl: '/a.png', title: 'A' }] }));
    expect(theme?.accent).toBeNull();
    expect(theme?.name).toBe('default');
  });
});

describe('ThemeBanners', () => {
  it('shows each banner with its text, the accent as its edge, own pages through the router link', () => {
    const renderLink = vi.fn(({ to, className, style, children }) => (
      <a href={`/site${to}`} className={className} style={style}>
        {children}
      </a>
    ));
    renderWithI18n(
      <ThemeBanners
        theme={{ name: 'festival', accent: '#123456', banners: [{ id: 'a', imgUrl: '/a.png', link: '/pricing', title: 'Pricing is free' }, { id: 'b', imgUrl: '/b.png', link: null, title: 'No link' }] }}
        renderLink={renderLink}
      />,
    );
    const region = screen.getByRole('region', { name: 'Campaign' });
    expect(region).toHaveAttribute('data-theme', 'festival');
    expect(screen.getByRole('link', { name: 'Pricing is free' })).toHaveAttribute('href', '/site/pricing');
    expect(screen.getByRole('link', { name: 'Pricing is free' })).toHaveStyle({ borderLeftColor: '#123456' });
    expect(screen.getByText('No link')).toBeInTheDocument();
  });
});
