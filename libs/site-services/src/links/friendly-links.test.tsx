import type { ApiClients } from '@sealens/api';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../testing/render-with-i18n';
import { FriendlyLinks } from './friendly-links';
import { loadFriendlyLinks } from './friendly-links-api';

const answering = (data: unknown, status = 200) =>
  ({ GET: vi.fn(async () => ({ data, response: new Response(null, { status }) })) }) as unknown as ApiClients['main'];

describe('loadFriendlyLinks', () => {
  it('answers the links in their order, web addresses only', async () => {
    const api = answering({
      code: 200,
      message: 'success',
      payload: [
        { name: 'B', url: 'https://b.example', sort: 2 },
        { name: 'A', url: 'https://a.example', sort: 1 },
        { name: 'Script', url: 'javascript:alert(1)', sort: 0 },
      ],
    });
    expect(await loadFriendlyLinks(api)).toEqual([
      { name: 'A', url: 'https://a.example', sort: 1 },
      { name: 'B', url: 'https://b.example', sort: 2 },
    ]);
    expect(api.GET).toHaveBeenCalledWith('/link/getLinks', {});
  });

  it('answers none when the call fails or refuses', async () => {
    expect(await loadFriendlyLinks(answering(undefined, 500))).toEqual([]);
    expect(await loadFriendlyLinks(answering({ code: 500, message: 'backend exception' }))).toEqual([]);
    const broken = { GET: vi.fn(async () => Promise.reject(new Error('offline'))) } as unknown as ApiClients['main'];
    expect(await loadFriendlyLinks(broken)).toEqual([]);
  });
});

describe('FriendlyLinks', () => {
  it('lists the links, opening in a new tab', () => {
    renderWithI18n(<FriendlyLinks links={[{ name: 'Seller centre', url: 'https://seller.example' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Friendly links' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Seller centre' }));
    expect(screen.getByRole('link', { name: 'Seller centre' })).toHaveAttribute('target', '_blank');
  });

  it('shows nothing for an empty list', () => {
    const { container } = renderWithI18n(<FriendlyLinks links={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
