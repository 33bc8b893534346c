import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { ITEM_REFS } from '../testing/fixtures';
import { renderWithI18n, wrapI18n } from '../testing/render-with-i18n';
import { ItemPicker } from './item-picker';
import { nth } from '../shared/nth';

const itemHref = (ref: { id: string }) => `/workbench/product-explanation?id=${ref.id}`;

describe('ItemPicker', () => {
  it('searches what was typed and lists the matches as links', async () => {
    const onFind = vi.fn(async () => ITEM_REFS.slice(0, 3));
    renderWithI18n(<ItemPicker onFind={onFind} itemHref={itemHref} />);
    const box = screen.getByRole('searchbox', { name: 'Find a product' });
    await userEvent.type(box, 'https://shopee.co.th/product/1/2{Enter}');
    expect(onFind).toHaveBeenCalledWith('https://shopee.co.th/product/1/2');
    const list = await screen.findByRole('list', { name: 'Matching products' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', itemHref(nth(ITEM_REFS, 0)));
    expect(screen.getByRole('status')).toHaveTextContent('3 products found.');
  });

  it('names shops when it finds shops', async () => {
    const onFind = vi.fn(async () => ITEM_REFS.slice(0, 2));
    renderWithI18n(<ItemPicker entity="shop" onFind={onFind} itemHref={itemHref} />);
    const box = screen.getByRole('searchbox', { name: 'Find a shop' });
    expect(box).toHaveAttribute('placeholder', "A marketplace link, an id or words of the shop's name");
    expect(box).toHaveAccessibleDescription("Paste the shop's link from the marketplace, type its id, or type words of its name.");
    await userEvent.type(box, 'beauty{Enter}');
    expect(await screen.findByRole('list', { name: 'Matching shops' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 shops found.');
    onFind.mockResolvedValueOnce([]);
    await userEvent.type(box, 'x{Enter}');
    expect(await screen.findByText('No shop matches “beautyx”.')).toBeInTheDocument();
  });

  it('walks into the list with the arrow keys and back to the field with Escape', async () => {
    renderWithI18n(<ItemPicker onFind={async () => ITEM_REFS.slice(0, 3)} itemHref={itemHref} />);
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, 'serum{Enter}');
    const links = within(await screen.findByRole('list')).getAllByRole('link');
    await userEvent.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(links[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowUp}');
    expect(box).toHaveFocus();
  });

  it('searches after a pause in typing, and says when nothing matches', async () => {
    const onFind = vi.fn(async () => []);
    renderWithI18n(<ItemPicker onFind={onFind} itemHref={itemHref} />);
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    await waitFor(() => expect(onFind).toHaveBeenCalledWith('zzz'));
    expect(onFind).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No product matches “zzz”.')).toBeInTheDocument();
  });

  it('shows the loading state, then an error when the search fails', async () => {
    let fail: (e: Error) => void = () => undefined;
    renderWithI18n(<ItemPicker onFind={() => new Promise((_, reject) => (fail = reject))} itemHref={itemHref} />);
    await userEvent.type(screen.getByRole('searchbox'), '123456{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    fail(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The search failed. Check the connection and try again.');
  });

  it('searches words typed into the server-rendered field before hydration, and keeps them', async () => {
    const onFind = vi.fn(async () => ITEM_REFS.slice(0, 2));
    const container = document.createElement('div');
    container.innerHTML = renderToString(wrapI18n(<ItemPicker onFind={onFind} itemHref={itemHref} />));
    document.body.append(container);
    const early = container.querySelector('input');
    if (!early) throw new Error('no field rendered');
    early.value = 'home living';
    const root = await act(async () => hydrateRoot(container, wrapI18n(<ItemPicker onFind={onFind} itemHref={itemHref} />)));
    try {
      await waitFor(() => expect(onFind).toHaveBeenCalledWith('home living'));
      expect(screen.getByRole('searchbox')).toHaveValue('home living');
      expect(within(await screen.findByRole('list', { name: 'Matching products' })).getAllByRole('link')).toHaveLength(2);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('does not search one character', async () => {
    const onFind = vi.fn(async () => []);
    renderWithI18n(<ItemPicker onFind={onFind} itemHref={itemHref} />);
    await userEvent.type(screen.getByRole('searchbox'), 'a{Enter}');
    expect(onFind).not.toHaveBeenCalled();
  });
});

describe("ItemPicker in another entity's words (issue 29 item 4)", () => {
  it('says what it takes and what it found in the words given', async () => {
    const texts = { hint: 'Type a category id or words of its name.', noMatch: (q: string) => `No category matches “${q}”.`, found: (n: number) => `${n} categories found.`, list: 'Matching categories' };
    const onFind = vi.fn(async () => ITEM_REFS.slice(0, 2));
    renderWithI18n(<ItemPicker onFind={onFind} itemHref={itemHref} label="Find a category" texts={texts} />);
    const box = screen.getByRole('searchbox', { name: 'Find a category' });
    expect(box).toHaveAccessibleDescription('Type a category id or words of its name.');
    await userEvent.type(box, 'home{Enter}');
    expect(within(await screen.findByRole('list', { name: 'Matching categories' })).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 categories found.');
    onFind.mockResolvedValueOnce([]);
    await userEvent.clear(box);
    await userEvent.type(box, 'zzz{Enter}');
    expect(await screen.findByText('No category matches “zzz”.')).toBeInTheDocument();
  });

  it('says all sites for a category over all sites, and names the site of one', async () => {
    const onFind = vi.fn(async () => [
      { id: '99997', title: 'Home living', image: '', site: 'ALL' as const },
      { id: '99991', title: 'Digital electronics', image: '', site: 'TH' as const },
    ]);
    renderWithI18n(<ItemPicker onFind={onFind} itemHref={itemHref} />);
    await userEvent.type(screen.getByRole('searchbox'), '9999{Enter}');
    const [all, thai] = within(await screen.findByRole('list')).getAllByRole('link');
    expect(all).toHaveTextContent(/Home living\s*All sites$/);
    expect(thai).toHaveTextContent(/Digital electronics\s*Thailand$/);
  });
});
